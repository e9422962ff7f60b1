// The local pages open a finished online game handed over by the history page: a backgammon
// `.mat` as the server writes it (makeMat with the players' names), and a Shatra record.
import { makeMat } from '@ludus/backgammon';
import { apply, legalIntents, type ShatraTable, shatraRecord } from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { playOn, startFriendTable } from './helpers/bg-table';

// router.ts and the pages' modules touch `window`/`location`/`localStorage` at import: stubs.
const store = new Map<string, string>();
Object.assign(globalThis, {
  window: { addEventListener() {} },
  location: { hash: '', search: '', href: 'http://localhost/' },
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  },
});
const { handOverRecord } = await import('../src/handover');
const backgammon = await import('../src/backgammon/localGame');
const { finishedGames } = await import('../src/backgammon/session');
const { importTextNow } = await import('../src/backgammon/interchange');
const shatra = await import('../src/shatra/localGame');
const shatraSession = await import('../src/shatra/session');

describe('a handed-over record opens on its local page', () => {
  it('backgammon: the finished match, between two people, marked for analysis', async () => {
    const finished = playOn(startFriendTable(7, 1), 2000);
    expect(finished.state.match.winner).not.toBeNull();
    const text = makeMat(finished.state.match, { white: 'Aigerim', black: 'Bolat' });
    // The page opens without the .mat reader; its loader (pages.ts, through readyToOpen) loads it
    // for a handed record.
    const spec = { variant: 'backgammon', matchLength: 0, opponent: { kind: 'friend' }, seed: 1 };
    expect(importTextNow(text, spec as never)).toMatchObject({ ok: false, error: 'not-loaded' });
    handOverRecord({ game: 'backgammon', text });
    await backgammon.readyToOpen();
    const opening = backgammon.openingTable('backgammon');
    expect(opening.handed).toBe(true);
    expect(opening.spec.opponent).toEqual({ kind: 'friend' });
    expect(opening.table.state.match.winner).toBe(finished.state.match.winner);
    expect(opening.table.state.match.score).toEqual(finished.state.match.score);
    const { match, seenGames } = opening.table.state;
    const shown = { variant: opening.spec.variant, match, seenGames, seq: 0, ended: false };
    expect(finishedGames(shown)).toHaveLength(1);
    // Taken once: the next opening is the saved game, not a handed one.
    expect(backgammon.openingTable('backgammon').handed).toBeUndefined();
  });

  it('Shatra: the record’s moves and its end, between two people', () => {
    const spec = { opponent: { kind: 'friend' }, humanSide: 'white', seed: 3 } as const;
    const started = shatraSession.startTable(spec);
    if (!started.ok) throw new Error(started.message);
    let table: ShatraTable = started.value;
    for (let ply = 0; ply < 6; ply++) {
      const seat = table.state.shatra.position.turn;
      const move = legalIntents(table, seat).find((intent) => intent.kind === 'move');
      if (!move) throw new Error('no move');
      const next = apply(table, seat, move);
      if (!next.ok) throw new Error(next.message);
      table = next.value.table as ShatraTable;
    }
    const resigned = apply(table, 'white', { kind: 'resign' });
    if (!resigned.ok) throw new Error(resigned.message);
    const record = shatraRecord(resigned.value.table as ShatraTable, { White: 'A', Black: 'B' });
    handOverRecord({ game: 'shatra', text: record });
    const opening = shatra.openingTable();
    expect(opening.spec.opponent).toEqual({ kind: 'friend' });
    expect(opening.table.state.shatra.moves).toHaveLength(6);
    expect(opening.table.state.shatra.outcome).toEqual({
      kind: 'win',
      winner: 'black',
      reason: 'resignation',
    });
  });
});
