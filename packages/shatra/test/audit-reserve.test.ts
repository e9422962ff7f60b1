// An independent audit of shatra.md, part 2: fortress, reserve and the great road, promotion,
// the shatra's steps, the end of the game and the position string. Expected sets worked out by
// hand from the rules file; the comments give the reasoning.
import { describe, expect, it } from 'vitest';
import {
  makeFen,
  newGame,
  playMove,
  positionOutcome,
  readPosition,
  repetitionCount,
} from '../src/index';
import { after, dropsTo, expectMoves, fen, halfExcept, move, moves, pos } from './helpers';

const fileD = (from: number, squares: readonly number[]): string[] =>
  squares.map((to) => `${from}-${to}`);

describe('audit: shatra.md "Fortress, reserve and the great road"', () => {
  it('the great road: 58 leaves along file d to every square outside its fortress, the gate included', () => {
    // 58 is also the next reserve piece (54–57 are empty). It may not stop on 55 (inside).
    expectMoves(fen('K48 R58 k17 S52', { reserve: 'W' }), [
      ...fileD(48, [40, 41, 42, 47, 49, 53]),
      '52-38',
      '52-45',
      ...fileD(58, [53, 49, 42, 35, 28, 21, 14, 10, 8, 5, 2]),
      ...dropsTo(58, halfExcept('white', [48, 52])),
    ]);
  });

  it('the great road is over empty squares only: an own shatra on 42 ends it at 49', () => {
    expectMoves(fen('K48 R58 k17 S42', { reserve: 'W' }), [
      '42-35',
      ...fileD(48, [40, 41, 47, 49, 53]),
      '58-49',
      '58-53',
      ...dropsTo(58, halfExcept('white', [42, 48])),
    ]);
  });

  it('the batyr on 61 passes over the empty 58 and 55 without stopping; 57 is the next piece', () => {
    expectMoves(fen('K48 Q61 S57 k17', { reserve: 'W' }), [
      ...fileD(48, [40, 41, 42, 47, 49, 53]),
      ...fileD(61, [53, 49, 42, 35, 28, 21, 14, 10, 8, 5, 2]),
      ...dropsTo(57, halfExcept('white', [48])),
    ]);
  });

  it('Black drops in the order 9, 8, 7 …: with 9 and 8 gone, 7 is next and 3 waits', () => {
    expectMoves(fen('K52 s7 s3 k17', { turn: 'b', reserve: 'b' }), [
      '17-16',
      '17-23',
      '17-24',
      ...dropsTo(7, halfExcept('black', [17])),
    ]);
  });

  it('a reserve capture ending in the fortress owes the drop, before the capture 52x45', () => {
    const start = fen('K47 Q61 s58 S54 k17 s20 S52 s45', { reserve: 'W' });
    expect(after(start, '54x62')).toBe('3/3/3/1/6k/2s4/7/7/6s/1K4S/1/3/3/1QS b W - d62 0');
    expectMoves(after(start, '54x62', '20-27'), dropsTo(62, halfExcept('white', [45, 47, 52])));
  });

  it('the forced drop lapses when the own half is full: the move is any other legal move', () => {
    const text = fen(
      'K53 R61 k17 S32 S33 S34 S35 S36 S37 S38 S39 S40 S41 s42 s43 s44 s45 s46 s47 s48 s49 s50 s51 s52',
      { reserve: 'W', pending: 'd61' },
    );
    // Only the shatras on the ditch row can step (over the ditch); the biy is walled in.
    expectMoves(
      text,
      [
        [32, 25, 26],
        [33, 25, 26, 27],
        [34, 26, 27, 28],
        [35, 27, 28, 29],
        [36, 28, 29, 30],
        [37, 29, 30, 31],
        [38, 30, 31],
      ].flatMap(([from, ...to]) => (to as number[]).map((t) => `${from}-${t}`)),
    );
    expect(after(text, '32-25').split(' ')[4]).toBe('-');
  });

  it("the flag clears at the end of the opponent's move that takes the last reserve piece", () => {
    expect(after(fen('K47 R55 s56 k17', { turn: 'b', reserve: 'W' }), '56x54')).toBe(
      '3/3/3/1/6k/7/7/7/7/1K5/1/s2/3/3 w - R - 0',
    );
  });

  it('the flag stays while the biy is on its gate, and clears when the biy drops from it', () => {
    const text = fen('K53 B54 k10 s17', { reserve: 'W' });
    expect(after(text, '54@40').split(' ')[2]).toBe('W');
    expect(after(text, '54@40', '17-24', '53@41').split(' ')[2]).toBe('-');
  });

  it('an open fortress: a shatra steps there, a tura moves there, both drop in any order', () => {
    expectMoves(fen('K47 R58 S57 k17 s11'), [
      ...fileD(47, [39, 40, 41, 46, 48]),
      '57-54',
      ...fileD(58, [55, 59, 61, 53, 49, 42, 35, 28, 21, 14, 10, 8, 5, 2]),
      ...dropsTo(57, halfExcept('white', [47])),
      ...dropsTo(58, halfExcept('white', [47])),
    ]);
  });

  it("a tura in the opponent's fortress moves there or drops onto the opponent's half", () => {
    expectMoves(fen('K47 R5 k17 s11'), [
      ...fileD(47, [39, 40, 41, 46, 48]),
      ...fileD(5, [4, 6, 2, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61]),
      ...dropsTo(5, halfExcept('black', [11, 17])),
    ]);
  });

  it('a biy on its gate that is the only reserve enters its closed fortress only by capturing', () => {
    // "No other piece … may end a move or a jump in that fortress; the biy may, but only by
    // capturing", and the biy on its gate is reserve itself (fine points): no step into 54–56.
    expect(
      moves(fen('K53 k10 s17 S40', { reserve: 'W' })).filter((m) => m.startsWith('53-')),
    ).toEqual(fileD(53, [48, 49, 50]));
    // With a reserve piece inside, the same.
    expect(
      moves(fen('K53 S57 k10 s17 S40', { reserve: 'W' })).filter((m) => m.startsWith('53-')),
    ).toEqual(fileD(53, [48, 49, 50]));
  });

  it('a biy back on its gate may drop from it again, with the flag set or cleared', () => {
    const back = after(fen('K49 S57 k17 s11', { reserve: 'W' }), '49-53', '11-18');
    expect(moves(back).filter((m) => m.startsWith('53@'))).toEqual(
      dropsTo(53, halfExcept('white', [])).sort(),
    );
    // Once the flag is cleared the fortress and the gate are open: the biy steps in or drops.
    expectMoves(after(fen('K49 k17 s11 S40'), '49-53', '11-18'), [
      '40-33',
      ...fileD(53, [48, 49, 50, 54, 55, 56]),
      ...dropsTo(53, halfExcept('white', [40])),
    ]);
  });
});

describe('audit: shatra.md "Promotion"', () => {
  it("the choice among the pool's types (White's letters only); promotion is not optional", () => {
    const text = fen('S4 K62 k10', { pool: 'QRr' });
    expect(moves(text).filter((m) => m.startsWith('4-'))).toEqual([
      '4-1=Q',
      '4-1=R',
      '4-2=Q',
      '4-2=R',
      '4-5',
    ]);
  });

  it('each captured piece is given back once: RR gives one R', () => {
    expect(after(fen('S4 K62 k10', { pool: 'RR' }), '4-1=R').split(' ')[3]).toBe('R');
  });

  it('with none of its own pieces in the pool the shatra arrives and waits', () => {
    expect(moves(fen('S4 K62 k10', { pool: 'qr' })).filter((m) => m.startsWith('4-'))).toEqual([
      '4-1',
      '4-2',
      '4-5',
    ]);
  });

  it('promoting a waiting shatra is a move of its own; it restarts the 60-move count', () => {
    const text = fen('S1 K62 k17', { pool: 'B', count: 10 });
    expect(moves(text).filter((m) => m.startsWith('1'))).toEqual([
      '1-2',
      '1=B',
      ...dropsTo(1, halfExcept('black', [17])).sort(),
    ]);
    expect(after(text, '1=B')).toBe('B2/3/3/1/6k/7/7/7/7/7/1/3/3/2K b - - - 0');
    expect(after(text, '1-2')).toBe('1S1/3/3/1/6k/7/7/7/7/7/1/3/3/2K b - B s2<1 0');
  });

  it('a capture stays compulsory over the promotion of a waiting shatra', () => {
    expectMoves(fen('S1 K62 k17 s45 S52', { pool: 'B' }), ['52x38']);
  });
});

describe('audit: shatra.md "Moves (without capture)", the shatra', () => {
  const steps = (text: string, from: number): string[] =>
    moves(text).filter((m) => m.startsWith(`${from}-`));

  it('row by row: 46 one or two, 39 one, 41 one, 34 over the ditch also diagonally, 27 also sideways', () => {
    expect(steps(fen('S46 K62 k3'), 46)).toEqual(['46-32', '46-39']);
    expect(steps(fen('S39 K62 k1'), 39)).toEqual(['39-32']);
    expect(steps(fen('S41 K62 k3'), 41)).toEqual(['41-34']);
    expect(steps(fen('S34 K62 k3'), 34)).toEqual(['34-26', '34-27', '34-28']);
    expect(steps(fen('S27 K62 k3'), 27)).toEqual(['27-19', '27-20', '27-21', '27-26', '27-28']);
    expect(steps(fen('s25 K62 k3', { turn: 'b' }), 25)).toEqual(['25-32', '25-33']);
  });

  it('the sideways-return ban holds for the very next own move only', () => {
    const text = fen('S27 K62 k3');
    expect(steps(after(text, '27-28', '3-2'), 28)).toEqual(['28-20', '28-21', '28-22', '28-29']);
    expect(steps(after(text, '27-28', '3-2', '62-61', '2-3'), 28)).toEqual([
      '28-20',
      '28-21',
      '28-22',
      '28-27',
      '28-29',
    ]);
  });
});

describe('audit: shatra.md "End of the game"', () => {
  it('the 60th quiet move draws; a great-road move is quiet, a drop is not', () => {
    const text = fen('K47 k17 S57 s11', { count: 59 });
    expect(positionOutcome(pos(after(text, '47-40')))).toEqual({
      kind: 'draw',
      reason: 'sixty-moves',
    });
    expect(moves(after(text, '47-40'))).toEqual([]);
    expect(after(text, '57@40').split(' ')[5]).toBe('0');
    expect(after(fen('K48 R58 k17 S52', { reserve: 'W', count: 5 }), '58-42').split(' ')[5]).toBe(
      '6',
    );
  });

  it('no legal move loses: every White piece is walled in', () => {
    const text = fen('K46 S39 S40 S47 s25 s26 s27 s32 s33 k17');
    expect(moves(text)).toEqual([]);
    expect(positionOutcome(pos(text))).toEqual({
      kind: 'win',
      winner: 'black',
      reason: 'no-legal-move',
    });
  });

  it('bare biys draw', () => {
    expect(positionOutcome(pos(fen('K47 k17')))).toEqual({ kind: 'draw', reason: 'bare-biys' });
  });

  it('threefold repetition: the start position for the third time, after eight biy moves', () => {
    let game = newGame(pos(fen('K47 k17 s11')));
    const counts: number[] = [];
    for (const m of ['47-40', '17-24', '40-47', '24-17', '47-40', '17-24', '40-47', '24-17']) {
      const r = playMove(game, move(m));
      if (!r.ok) throw new Error(r.message);
      game = r.value;
      counts.push(repetitionCount(game));
    }
    expect(counts).toEqual([1, 1, 1, 2, 2, 2, 2, 3]);
    expect(game.outcome).toEqual({ kind: 'draw', reason: 'repetition' });
  });
});

describe('audit: shatra.md "Notation", the canonical position string', () => {
  it('reserve Wb, pool alphabetical with White first, pending e, s, d', () => {
    const r = readPosition('3/3/brs/1/6k/1S5/4s2/7/7/7/1/S2/3/2K w bW rQB d9,s19<18,e29 0');
    expect(r.ok && makeFen(r.value)).toBe(
      '3/3/brs/1/6k/1S5/4s2/7/7/7/1/S2/3/2K w Wb BQr e29,s19<18,d9 0',
    );
  });
});
