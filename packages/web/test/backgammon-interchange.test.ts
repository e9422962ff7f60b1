import { apply, type BackgammonTable, legalIntents, view } from '@ludus/session';
import { describe, expect, it } from 'vitest';
import { exportMat, importText } from '../src/backgammon/interchange';
import { makePositionId, startPosition } from '../src/backgammon/rules';
import { friendSpec, startFriendTable } from './helpers/bg-table';

/**
 * Plays the last legal play (or rolls; doubles once in a while and takes; acknowledges each
 * finished game) for `limit` intents, and the roll in hand if one is (a record holds no roll
 * without its play).
 */
function playOn(start: BackgammonTable, limit: number): BackgammonTable {
  let table = start;
  const rolled = () => table.state.match.current.state.phase.kind === 'moving';
  for (let i = 0; (i < limit || rolled()) && !table.state.match.winner; i++) {
    const seat = view(table, 'spectator').toAct[0];
    if (!seat) break;
    const legal = legalIntents(table, seat);
    const moves = legal.filter((intent) => intent.kind === 'move');
    const wanted =
      moves.at(-1) ??
      legal.find((intent) => intent.kind === 'next-game') ??
      legal.find((intent) => intent.kind === 'take') ??
      (i % 17 === 5 ? legal.find((intent) => intent.kind === 'double') : undefined) ??
      legal.find((intent) => intent.kind === 'roll');
    if (!wanted) break;
    const next = apply(table, seat, wanted);
    if (!next.ok) throw new Error(next.message);
    table = next.value.table as BackgammonTable;
  }
  return table;
}

describe('game records in and out', () => {
  it('a .mat export imports back to the same match, and play goes on from there', async () => {
    const played = playOn(startFriendTable(4, 5), 400);
    const text = await exportMat(played.state.match);
    expect(text).toMatch(/^ ?5 point match/m);
    const imported = await importText(text, friendSpec(4, 5));
    if (!imported.ok) throw new Error(imported.message);
    const a = played.state.match;
    const b = imported.value.table.state.match;
    // The record holds finished games, cube actions and a game in progress.
    expect(a.previous.length).toBeGreaterThan(0);
    expect(text).toContain('Doubles => 2');
    expect(b.score).toEqual(a.score);
    expect(b.previous.length).toBe(a.previous.length);
    expect(b.current.state.position).toEqual(a.current.state.position);
    expect(b.current.state.phase).toEqual(a.current.state.phase);
    expect(b.current.state.cube).toEqual(a.current.state.cube);
    // The imported game goes on at its table.
    const on = playOn(imported.value.table, 5);
    expect(on.events.length).toBeGreaterThan(imported.value.table.events.length);
  });

  it('a pasted Position ID starts a game there, white on roll', async () => {
    const current = friendSpec(1, 0);
    const imported = await importText('4HPwATDgc/ABMA', current);
    if (!imported.ok) throw new Error(imported.message);
    const state = imported.value.table.state.match.current.state;
    expect(state.position).toEqual(startPosition('backgammon'));
    expect(state.phase.kind).toBe('rolling');
    expect(makePositionId(state.position)).toBe('4HPwATDgc/ABMA');
    const withMatchId = await importText('4HPwATDgc/ABMA:cAkAAAAAAAAA', current);
    expect(withMatchId.ok).toBe(true);
  });

  it.each([
    ['', 'nothing was pasted'],
    ['hello', expect.any(String)],
    [
      ' 3 point match\n\n Game 1\n White : 0   Black : 0\n  1) 31: 8/2',
      expect.stringContaining('game 1, move 1'),
    ],
  ])('malformed paste %j is an error, not a crash', async (text, message) => {
    const result = await importText(text, friendSpec(1, 0));
    // A .mat refusal also names its line (mat-parse.ts); the rest is the same for every paste.
    expect(result).toMatchObject({ ok: false, error: expect.any(String), message });
    if (!result.ok && text.includes('point match')) expect(result).toHaveProperty('line', 5);
  });
});
