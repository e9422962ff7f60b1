import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search } from '../src/search';
import { startsIteration } from '../src/search-clock';
import { MATE } from '../src/search-scores';
import { type Edge, FakeGame, hashOf, minimax, randomTree } from './fake-game';

const run = (
  game: FakeGame,
  root: number,
  limits: { depth?: number; nodes?: number },
  history: number[] = [],
) => {
  const result = search(game.reset(root), { limits, history: history.map(hashOf) });
  // The search leaves the game's current position as it found it.
  expect(game.current).toBe(root);
  return result;
};

const result = (found: { move: Edge | undefined; score: number }) => ({
  to: found.move?.to,
  score: found.score + 0, // -0 (a negated level score) as 0
});

describe('search on a fake game (no Shatra rules)', () => {
  it('returns the minimax value and a minimax-best move on random trees (depth 1 and 2)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 2 }),
        (seed, depth) => {
          const game = randomTree(seed, depth + 1);
          const result = run(game, 0, { depth });
          const expected = minimax(game, 0, depth);
          expect(result.score).toBe(expected);
          const chosen = result.move as Edge;
          expect(-minimax(game, chosen.to, depth - 1)).toBe(expected);
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });

  it('scores the root in an aspiration window as in the full window, also when it fails low or high', () => {
    // Late-move reductions and the table make scores depend a little on the window (a narrow
    // window's failed search leaves bounds behind): the same score in nearly every tree, and
    // a legal move always. A window of ±1 makes nearly every iteration fail and widen.
    let differ = 0;
    const trees = 100;
    for (let seed = 0; seed < trees; seed++) {
      const depth = 3 + (seed % 2);
      const game = randomTree(seed * 7919 + 1, depth + 1);
      const full = search(game.reset(0), { limits: { depth }, aspiration: 0 });
      const narrow = search(game.reset(0), { limits: { depth }, aspiration: 1 });
      const usual = search(game.reset(0), { limits: { depth } });
      expect(game.current).toBe(0);
      expect(narrow.move).toBeDefined();
      expect(usual.move).toBeDefined();
      if (narrow.score !== full.score || usual.score !== full.score) differ++;
    }
    expect(differ).toBeLessThanOrEqual(trees / 10);
  });

  it('finds a forced win three plies deep and scores it as a win in 3', () => {
    const game = new FakeGame();
    const root = game.add(0);
    // Move a: quiet but good for the evaluation; move b: the win.
    const a = game.add(-300);
    const b = game.add(50);
    game.link(root, a);
    game.link(root, b);
    for (const parent of [a]) for (let i = 0; i < 2; i++) game.link(parent, game.add(100));
    // After b, both replies allow a winning move (the opponent then has lost: terminal loss).
    for (let i = 0; i < 2; i++) {
      const reply = game.add(0);
      game.link(b, reply);
      game.link(reply, game.add(0, 'loss'));
      game.link(reply, game.add(0));
    }
    for (const node of game.nodes.map((_, i) => i)) {
      if (game.node(node).edges.length === 0 && !game.node(node).terminal) {
        game.link(node, game.add(0));
        game.link(node, game.add(0));
      }
    }
    const result = run(game, root, { depth: 5 });
    expect(result.move?.to).toBe(b);
    expect(result.score).toBe(MATE - 3);
  });

  it('looks past the horizon at forced captures (quiescence)', () => {
    // Depth 1: move a looks +200 but every reply is a capture that wins 500 back; b is +50.
    const game = new FakeGame();
    const root = game.add(0);
    const a = game.add(-200);
    const b = game.add(-50);
    game.link(root, a);
    game.link(root, b);
    for (const parent of [a, b]) {
      const quiet1 = game.add(0);
      const quiet2 = game.add(0);
      for (const leaf of [quiet1, quiet2]) {
        game.link(leaf, game.add(0));
        game.link(leaf, game.add(0));
      }
      if (parent === a) {
        // All of a's moves are captures: the obligation means no standing pat.
        const after1 = game.add(-300);
        const after2 = game.add(-250);
        game.link(a, after1, 500);
        game.link(a, after2, 450);
        for (const leaf of [after1, after2]) {
          game.link(leaf, game.add(0));
          game.link(leaf, game.add(0));
        }
      } else {
        game.link(parent, quiet1);
        game.link(parent, quiet2);
      }
    }
    const result = run(game, root, { depth: 1 });
    expect(result.move?.to).toBe(b);
    expect(result.score).toBe(50);
  });

  it('with a trap margin, quiescence sees a quiet move that obliges a losing capture', () => {
    // Depth 1. Behind a, the opponent has no capture but can offer a piece: after t the root's
    // side must capture (its only move), and then the opponent stands 300 up. Behind b the
    // opponent stands 100 up, and offers nothing (its quiet move leaves a choice).
    const game = new FakeGame();
    const root = game.add(0);
    const a = game.add(0);
    const b = game.add(100);
    game.link(root, a);
    game.link(root, b);
    const t = game.add(0);
    game.link(a, t);
    game.link(t, game.add(300), 100);
    const quiet = game.add(0);
    game.link(b, quiet);
    game.link(quiet, game.add(-900));
    game.link(quiet, game.add(-900), 100);
    const withTraps = search(game.reset(root), { limits: { depth: 1 }, trapMargin: 500 });
    expect(game.current).toBe(root);
    expect(result(withTraps)).toEqual({ to: b, score: -100 });
    // Without traps (the default), a looks level: the offer lies beyond the horizon.
    const without = search(game.reset(root), { limits: { depth: 1 } });
    expect(result(without)).toEqual({ to: a, score: 0 });
  });

  it('scores a return to a position of the search path as a draw', () => {
    // From the root, a leads to a position whose only good continuation returns to the root.
    const game = new FakeGame();
    const root = game.add(0);
    const a = game.add(-500); // bad for the opponent by evaluation...
    const b = game.add(-20);
    game.link(root, a);
    game.link(root, b);
    const lost = game.add(900);
    game.link(a, root); // ...but the opponent can repeat
    game.link(a, lost);
    // Below b and lost the evaluations stay as they are (a quiet continuation).
    for (const leaf of [b, lost]) {
      const value = game.node(leaf).value;
      for (let i = 0; i < 2; i++) {
        const child = game.add(-value);
        game.link(leaf, child);
        game.link(child, game.add(value));
        game.link(child, game.add(value));
      }
    }
    const result = run(game, root, { depth: 4 });
    expect(result.move?.to).toBe(b);
    expect(result.score).toBe(20);
  });

  it('counts the game history: a third occurrence is a draw, a second is not', () => {
    const game = new FakeGame();
    const root = game.add(0);
    const x = game.add(-100); // after the root's move x: +100 for the root's side
    const y = game.add(-50); // after y: +50
    game.link(root, x);
    game.link(root, y);
    for (const leaf of [x, y])
      for (let i = 0; i < 2; i++) game.link(leaf, game.add(-game.node(leaf).value));
    // x has been on the board once before: playing it again is allowed and best.
    expect(run(game, root, { depth: 1 }, [x, root])).toMatchObject({ move: { to: x }, score: 100 });
    // x has been there twice: a third time is a draw, so y is better.
    expect(run(game, root, { depth: 1 }, [x, root, x])).toMatchObject({
      move: { to: y },
      score: 50,
    });
  });

  it('stops at the node budget and gives the same answer every time', () => {
    const game = randomTree(7, 7);
    const first = run(game, 0, { nodes: 500 });
    const second = run(game, 0, { nodes: 500 });
    expect(first.nodes).toBeLessThanOrEqual(500);
    expect(second).toEqual({ ...first, elapsedMs: second.elapsedMs });
  });

  it('stops on the clock inside an iteration', () => {
    const game = randomTree(3, 9);
    let now = 0;
    // Every look at the clock costs 1 ms; the budget of 50 ms must hold.
    const result = search(game.reset(0), {
      limits: { timeMs: 50 },
      now: () => now++,
    });
    expect(result.move).toBeDefined();
    expect(result.elapsedMs).toBeLessThanOrEqual(50);
  });

  it('answers a position without moves with no move and a lost score', () => {
    const game = new FakeGame();
    const root = game.add(0);
    expect(run(game, root, { depth: 3 })).toMatchObject({ move: undefined, score: -MATE });
  });
});

describe('when a wall-clock search starts its next iteration (startsIteration)', () => {
  // World-class's app budget: 2500 ms, the hard stop at 75% of it.
  const clock = { budget: 2500, hard: 1875 };

  it('starts one after 30% of the budget when its first root move is predicted to fit', () => {
    // Growth 400/100 = 4: the next first move takes about 400 ms, done at 1300 ms.
    const late = { ...clock, elapsed: 900, last: 400, previous: 100, firstMove: 100 };
    expect(startsIteration(late)).toBe(true);
    // The old rule stopped there: 900 ms is past 30% of 2500.
    expect(startsIteration({ ...late, softFraction: 0.3 })).toBe(false);
    expect(startsIteration({ ...late, elapsed: 700, softFraction: 0.3 })).toBe(true);
  });

  it('starts none whose first root move would end after the hard stop', () => {
    // Growth 589/485 is below 1.5, taken as 1.5: 1255 + 529 × 1.5 = 2048.5 > 1875.
    const tight = { ...clock, elapsed: 1255, last: 589, previous: 485, firstMove: 529 };
    expect(startsIteration(tight)).toBe(false);
    // With 400 ms for the first move: 1255 + 600 = 1855, just in time.
    expect(startsIteration({ ...tight, firstMove: 400 })).toBe(true);
  });

  it('bounds the growth at 8 and assumes 4 while the iterations are too short to time', () => {
    // 100/2 = 50 is taken as 8: 1000 + 100 × 8 = 1800 fits, 1000 + 110 × 8 = 1880 does not.
    const steep = { ...clock, elapsed: 1000, last: 100, previous: 2, firstMove: 100 };
    expect(startsIteration(steep)).toBe(true);
    expect(startsIteration({ ...steep, firstMove: 110 })).toBe(false);
    // The iteration before lasted under 1 ms: growth 4, 10 + 0.2 × 4 = 10.8.
    const short = { budget: 20, hard: 12, elapsed: 10, last: 0.4, previous: 0.5, firstMove: 0.2 };
    expect(startsIteration(short)).toBe(true);
    expect(startsIteration({ ...short, hard: 10.7 })).toBe(false);
  });

  it('is the search’s rule: the old fraction 0 stops after one iteration, the prediction does not', () => {
    const game = randomTree(5, 4);
    // A clock that stands still: no time ever passes.
    const still = { limits: { timeMs: 1000, depth: 4 }, now: () => 0 };
    expect(search(game.reset(0), still).depth).toBe(4);
    expect(search(game.reset(0), { ...still, softFraction: 0 }).depth).toBe(1);
  });
});
