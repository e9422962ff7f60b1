// The Shatra table (issue "One table for every front end"): intents through `apply`, draw offers,
// resignation, refusals that leave the table as it was, save and replay, and a property run.
import { legalMoves, makeFen, makeMove, readPosition, START_FEN } from '@ludus/shatra';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  createTable,
  type DiceProvider,
  eventsSince,
  type Intent,
  legalIntents,
  restore,
  SEATS,
  type Seat,
  type ShatraSpec,
  type ShatraTable,
  save,
  seededDiceProvider,
  type Table,
  view,
} from '../src/index';
import { shatraRecord } from '../src/shatra/table';

const DICE: DiceProvider = seededDiceProvider(1);

/** White: biy 52, shatras 5 35 36; Black: biy 17, shatras 14 15 28; White's lost Q and R pooled. */
const ENDGAME = '3/1S1/3/1/3ss1k/7/3s3/3SS2/7/6K/1/3/3/3 w - QR - 0';
/** A game from ENDGAME that White wins by capturing the biy, with a promotion (`5-1=Q`) on the way. */
const ENDGAME_MOVES = [
  '36x20',
  '14x26',
  '5-1=Q',
  '15-29',
  '35x23',
  '17-16',
  '1-2',
  '16-15',
  '23x10',
];
/** A White shatra one step from the promotion row, with a batyr and a tura to choose from. */
const PROMOTION = '3/1S1/3/1/3s3/7/3k3/7/7/6K/1/3/3/3 w - QR - 0';
/** A White shatra waiting on the promotion row (square 3) while the pool holds a batyr. */
const WAITING = '2S/3/3/1/3s3/7/3k3/7/7/6K/1/3/3/3 w - Q - 0';

function spec(start?: string, black: ShatraSpec['seats']['black'] = { kind: 'human' }): ShatraSpec {
  return {
    game: 'shatra',
    ...(start === undefined ? {} : { start }),
    seats: { white: { kind: 'human' }, black },
  };
}

function table(start?: string): ShatraTable {
  const created = createTable(spec(start), DICE);
  if (!created.ok) throw new Error(created.message);
  return created.value as ShatraTable;
}

function play(from: Table, ...steps: [Seat, Intent][]): ShatraTable {
  let t = from;
  for (const [seat, intent] of steps) {
    const next = apply(t, seat, intent);
    if (!next.ok) throw new Error(`${seat} ${JSON.stringify(intent)}: ${next.message}`);
    t = next.value.table;
  }
  return t as ShatraTable;
}

const move = (text: string): Intent => ({ kind: 'move', move: text });
const RESIGN: Intent = { kind: 'resign' };
const OFFER: Intent = { kind: 'offer-draw' };
const ACCEPT: Intent = { kind: 'accept-draw' };
const DECLINE: Intent = { kind: 'decline-draw' };

/**
 * Everything a table holds, written out: the rules package's Board keeps its squares in a
 * private field that deep equality cannot see, so the positions are compared as strings too.
 */
function snapshot(t: ShatraTable): string {
  const game = t.state.shatra;
  return JSON.stringify({
    spec: t.spec,
    events: t.events,
    diceUsed: t.diceUsed,
    drawOffer: t.state.drawOffer,
    outcome: game.outcome,
    moves: game.moves.map(makeMove),
    positions: game.positions.map(makeFen),
    keys: game.keys,
  });
}

describe('creating a Shatra table', () => {
  it('starts from the standard start, White to move, no dice drawn', () => {
    const t = table();
    expect(makeFen(t.state.shatra.position)).toBe(START_FEN);
    expect(t.diceUsed).toBe(0);
    expect(t.state.drawOffer).toBeNull();
    const white = view(t, 'white');
    expect(white.toAct).toEqual(['white']);
    expect(white.seq).toBe(0);
    const start = readPosition(START_FEN);
    if (!start.ok) throw new Error(start.message);
    const moves = legalMoves(start.value).map((m) => move(makeMove(m)));
    expect(white.legal).toEqual([...moves, RESIGN, OFFER]);
    expect(view(t, 'black').legal).toEqual([RESIGN, OFFER]);
    expect(view(t, 'spectator').legal).toEqual([]);
  });

  it('starts from the spec position; an unreadable one is bad-spec', () => {
    expect(makeFen(table(ENDGAME).state.shatra.position)).toBe(ENDGAME);
    expect(createTable(spec('not a position'), DICE)).toMatchObject({
      ok: false,
      error: 'bad-spec',
    });
  });

  it('lists promotion choices and the promotion of a waiting shatra as moves', () => {
    const promoting = legalIntents(table(PROMOTION), 'white');
    expect(promoting).toContainEqual(move('5-2=Q'));
    expect(promoting).toContainEqual(move('5-2=R'));
    expect(promoting).not.toContainEqual(move('5-2=B'));
    expect(legalIntents(table(WAITING), 'white')).toContainEqual(move('3=Q'));
    const promoted = play(table(PROMOTION), ['white', move('5-2=R')]);
    expect(promoted.state.shatra.position.board.get(2)).toEqual({ side: 'white', role: 'tura' });
  });
});

describe('playing a Shatra game through apply', () => {
  it('plays a whole game to the capture of the biy (shatra.md, "End of the game")', () => {
    let t = table(ENDGAME);
    for (const [i, text] of ENDGAME_MOVES.entries()) {
      const seat: Seat = i % 2 === 0 ? 'white' : 'black';
      expect(view(t, seat).toAct).toEqual([seat]);
      const next = apply(t, seat, move(text));
      if (!next.ok) throw new Error(next.message);
      expect(next.value.events).toEqual([{ seq: i + 1, seat, intent: move(text), dice: [] }]);
      t = next.value.table as ShatraTable;
    }
    expect(t.state.shatra.outcome).toEqual({
      kind: 'win',
      winner: 'white',
      reason: 'biy-captured',
    });
    expect(t.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const seat of SEATS) expect(view(t, seat)).toMatchObject({ toAct: [], legal: [], seq: 9 });
    expect(eventsSince(t, 7).map((e) => e.seq)).toEqual([8, 9]);
  });

  it('writes the record with the seats named, the date left to the caller', () => {
    const created = createTable(spec(ENDGAME, { kind: 'computer', level: 'world-class' }), DICE);
    if (!created.ok) throw new Error(created.message);
    const t = play(
      created.value,
      ...ENDGAME_MOVES.map((m, i): [Seat, Intent] => [i % 2 === 0 ? 'white' : 'black', move(m)]),
    );
    const text = shatraRecord(t, { Date: '2026.12.01' });
    expect(text).toContain('[White "Player"]');
    expect(text).toContain('[Black "Computer (World class)"]');
    expect(text).toContain('[Date "2026.12.01"]');
    expect(text).toContain('[Termination "biy-captured"]');
    expect(text).toContain('5-1=Q');
    expect(text.trimEnd().endsWith('1-0')).toBe(true);
  });

  it('lets the side not to move resign', () => {
    const t = play(table(), ['black', RESIGN]);
    expect(t.state.shatra.outcome).toEqual({
      kind: 'win',
      winner: 'white',
      reason: 'resignation',
    });
    expect(t.events).toEqual([{ seq: 1, seat: 'black', intent: RESIGN, dice: [] }]);
    expect(view(t, 'white').toAct).toEqual([]);
  });
});

describe('draw offers', () => {
  it('an offer accepted is the agreed draw', () => {
    const offered = play(table(), ['white', OFFER]);
    expect(offered.state.drawOffer).toBe('white');
    expect(view(offered, 'white').toAct).toEqual(['white', 'black']);
    expect(legalIntents(offered, 'black')).toEqual([RESIGN, ACCEPT, DECLINE]);
    expect(legalIntents(offered, 'white')).not.toContainEqual(OFFER);
    const drawn = play(offered, ['black', ACCEPT]);
    expect(drawn.state.shatra.outcome).toEqual({ kind: 'draw', reason: 'agreement' });
    expect(drawn.state.drawOffer).toBeNull();
    expect(view(drawn, 'black').toAct).toEqual([]);
  });

  it('an offer declined leaves the game going, and a new offer may follow', () => {
    const declined = play(table(), ['black', OFFER], ['white', DECLINE]);
    expect(declined.state.drawOffer).toBeNull();
    expect(declined.state.shatra.outcome).toBeUndefined();
    expect(legalIntents(declined, 'black')).toContainEqual(OFFER);
    expect(play(declined, ['black', OFFER]).state.drawOffer).toBe('black');
  });

  it("a move by the side offered to declines the offer; the offerer's own move does not", () => {
    const offeredByBlack = play(table(), ['black', OFFER]);
    expect(view(offeredByBlack, 'white').toAct).toEqual(['white']);
    const answered = play(offeredByBlack, ['white', move('46-39')]);
    expect(answered.state.drawOffer).toBeNull();
    const offeredByWhite = play(table(), ['white', OFFER], ['white', move('46-39')]);
    expect(offeredByWhite.state.drawOffer).toBe('white');
    expect(legalIntents(offeredByWhite, 'black')).toContainEqual(ACCEPT);
    const stillDrawn = play(offeredByWhite, ['black', ACCEPT]);
    expect(stillDrawn.state.shatra.outcome).toEqual({ kind: 'draw', reason: 'agreement' });
  });
});

describe('refused intents', () => {
  const ended = () => play(table(), ['white', RESIGN]);
  const cases: [string, () => ShatraTable, Seat, Intent, string][] = [
    ['a move out of turn', table, 'black', move('14-21'), 'not-your-turn'],
    ['an illegal move', table, 'white', move('46-25'), 'illegal-move'],
    ['a move not in the notation', table, 'white', move('e2-e4'), 'illegal-move'],
    ['a backgammon move', table, 'white', { kind: 'move', steps: [] }, 'illegal-move'],
    ['an intent of another game', table, 'white', { kind: 'roll' }, 'unknown-intent'],
    ['a kind no game has', table, 'white', { kind: 'toString' } as never, 'unknown-intent'],
    ['accepting no offer', table, 'black', ACCEPT, 'not-your-turn'],
    ['declining no offer', table, 'black', DECLINE, 'not-your-turn'],
    [
      'accepting its own offer',
      () => play(table(), ['white', OFFER]),
      'white',
      ACCEPT,
      'not-your-turn',
    ],
    ['a second offer', () => play(table(), ['white', OFFER]), 'black', OFFER, 'not-your-turn'],
    ['a move after the end', ended, 'white', move('46-39'), 'game-over'],
    ['a resignation after the end', ended, 'black', RESIGN, 'game-over'],
    ['an offer after the end', ended, 'black', OFFER, 'game-over'],
  ];
  for (const [name, make, seat, intent, code] of cases) {
    it(`${name}: ${code}, the table unchanged`, () => {
      const t = make();
      const before = snapshot(t);
      const copy = restore(save(t), DICE);
      if (!copy.ok) throw new Error(copy.message);
      expect(apply(t, seat, intent)).toMatchObject({ ok: false, error: code });
      expect(snapshot(t)).toBe(before);
      expect(t).toEqual(copy.value);
    });
  }
});

describe('save and restore', () => {
  it('replays the log into a deep-equal table', () => {
    const t = play(
      table(ENDGAME),
      ['white', move('36x20')],
      ['white', OFFER],
      ['black', DECLINE],
      ['black', move('14x26')],
      ['black', OFFER],
    );
    const restored = restore(save(t), DICE);
    if (!restored.ok) throw new Error(restored.message);
    expect(restored.value).toEqual(t);
    expect(snapshot(restored.value as ShatraTable)).toBe(snapshot(t));
  });

  it('refuses a tampered log: an illegal move, a move by the wrong seat, an answer to no offer', () => {
    const log = save(play(table(), ['white', move('46-39')], ['black', move('14-21')]));
    const tampered = [
      [{ seat: 'white', intent: move('46-25') }, log.log[1]],
      [log.log[0], { seat: 'white', intent: move('14-21') }],
      [log.log[0], { seat: 'white', intent: ACCEPT }],
    ];
    for (const entries of tampered) {
      const restored = restore({ spec: log.spec, log: entries as typeof log.log }, DICE);
      expect(restored).toMatchObject({ ok: false, error: 'corrupt-log' });
    }
  });
});

describe('a property: random legal intents', () => {
  it('never throw, and each accepted intent adds one event numbered one more', () => {
    const start = table();
    fc.assert(
      fc.property(fc.array(fc.noBias(fc.nat()), { minLength: 300, maxLength: 300 }), (choices) => {
        let t: Table = start;
        for (const choice of choices) {
          const toAct = view(t, 'white').toAct;
          if (toAct.length === 0) break;
          // Mostly a seat to act and a move, so that games run long; now and then anything.
          const seat =
            choice % 17 === 0
              ? (SEATS[choice % 2] as Seat)
              : (toAct[choice % toAct.length] as Seat);
          const legal = legalIntents(t, seat);
          const moves = legal.filter((i) => i.kind === 'move');
          const pool = moves.length > 0 && choice % 23 !== 0 ? moves : legal;
          const intent = pool[Math.floor(choice / 23) % pool.length] as Intent;
          const next = apply(t, seat, intent);
          if (!next.ok) throw new Error(`${seat} ${JSON.stringify(intent)}: ${next.message}`);
          expect(next.value.table.events.length).toBe(t.events.length + 1);
          expect(next.value.events.map((e) => e.seq)).toEqual([t.events.length + 1]);
          t = next.value.table;
        }
        expect(t.events.map((e) => e.seq)).toEqual(t.events.map((_, i) => i + 1));
        const restored = restore(save(t), DICE);
        expect(restored.ok && snapshot(restored.value as ShatraTable)).toBe(
          snapshot(t as ShatraTable),
        );
      }),
      { numRuns: 25 },
    );
  });
});
