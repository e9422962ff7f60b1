// Endings (shatra.md, "End of the game"): the master level converts won endings within the
// 60-move rule, played out engine against engine (the defender is the same engine: its best
// defence), and it knows the draws that the position shows. Node budgets keep every game the same
// on every machine.
import { type Game, newGame, playMove, readPosition, SIXTY_MOVES } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../src/engine';
import { MATE } from '../src/search-scores';

function read(text: string) {
  const position = readPosition(text);
  if (!position.ok) throw new Error(`${text}: ${position.message}`);
  return position.value;
}

/** The game from `start`, both sides the master level with `nodes` a move, its history known. */
function playOut(start: string, nodes: number, maxPlies: number) {
  let game: Game = newGame(read(start));
  let highestCount = 0;
  while (game.outcome === undefined && game.moves.length < maxPlies) {
    const answer = chooseMove(game.position, { nodes, history: game.positions.slice(0, -1) });
    if (!answer.ok || answer.value.chosen === undefined) throw new Error('no move');
    const next = playMove(game, answer.value.chosen);
    if (!next.ok) throw new Error(next.message);
    game = next.value;
    highestCount = Math.max(highestCount, game.position.quietMoves);
  }
  return { outcome: game.outcome, plies: game.moves.length, highestCount };
}

describe('won endings, converted within the 60-move rule', () => {
  // From a corner the lone biy cannot be jumped (shatra.md, "Board": no square lies beyond it on
  // any of its lines): it has to be caught when it steps out.
  it('batyr, tura and biy against a lone biy in the corner (1)', () => {
    const result = playOut('k2/3/3/1/7/7/7/7/3Q3/R6/1/3/3/1K1 w - - - 0', 20_000, 60);
    expect(result.outcome).toEqual({ kind: 'win', winner: 'white', reason: 'biy-captured' });
    expect(result.highestCount).toBeLessThan(SIXTY_MOVES);
  });

  // Before the lone-biy pressure (endings.ts) this drew by repetition at 60,000 nodes a move.
  it('batyr and biy against a lone biy in the corner (1)', () => {
    const result = playOut('k2/3/3/1/7/7/7/7/3Q3/7/1/3/3/1K1 w - - - 0', 20_000, 120);
    expect(result.outcome).toEqual({ kind: 'win', winner: 'white', reason: 'biy-captured' });
    expect(result.highestCount).toBeLessThan(SIXTY_MOVES);
  });

  // The other corner (3): the search's order (lowest square first) is not mirror-symmetric, so
  // that one corner converted says little about the other.
  it('batyr and biy against a lone biy in the other corner (3)', () => {
    const result = playOut('2k/3/3/1/7/7/7/7/3Q3/7/1/3/3/1K1 w - - - 0', 20_000, 120);
    expect(result.outcome).toEqual({ kind: 'win', winner: 'white', reason: 'biy-captured' });
    expect(result.highestCount).toBeLessThan(SIXTY_MOVES);
  });

  // A lone biy on its own gate may be dropped onto any empty square of its half (shatra.md,
  // "Fortress, reserve and the great road"): the most mobile lone biy there is.
  it('batyr and biy against a lone biy on its gate (53), the attackers in its fortress', () => {
    const result = playOut('3/3/3/1/7/7/7/7/7/7/K/3/1q1/1k1 w - - - 0', 20_000, 120);
    expect(result.outcome).toEqual({ kind: 'win', winner: 'black', reason: 'biy-captured' });
    expect(result.highestCount).toBeLessThan(SIXTY_MOVES);
  });

  it('batyr and biy against a lone biy on the field (20), Black to move', () => {
    const result = playOut('3/3/3/1/7/2k4/7/7/7/7/1/3/1Q1/1K1 b - - - 0', 60_000, 40);
    expect(result.outcome).toEqual({ kind: 'win', winner: 'white', reason: 'biy-captured' });
    expect(result.highestCount).toBeLessThan(SIXTY_MOVES);
  });
});

describe('draws and ends that the position shows', () => {
  it('scores two bare biys a draw, with no move to make', () => {
    const answer = chooseMove(read('3/3/3/1/7/2k4/7/7/7/7/1/3/3/1K1 w - - - 0'), { nodes: 1000 });
    expect(answer).toMatchObject({ ok: true, value: { move: undefined, score: 0 } });
  });

  it('knows the 60-move count: a batyr up, but no move restarts the count at 59 — a draw', () => {
    // The White biy on the field (no drop from a fortress or gate), the batyr far from the lone
    // biy: whatever White plays is the 60th quiet move. At count 0 the same position is White's.
    const board = '3/3/3/1/6k/7/7/7/3Q3/K6/1/3/3/3 w - - -';
    const fresh = chooseMove(read(`${board} 0`), { nodes: 5000 });
    const late = chooseMove(read(`${board} 59`), { nodes: 5000 });
    if (!fresh.ok || !late.ok) throw new Error('no answer');
    expect(fresh.value.score).toBeGreaterThan(300);
    expect(late.value.score).toBe(0);
  });

  it('a side with no legal move has lost (a blocked position is a loss, not a draw)', () => {
    // The Black biy on 11 (no fortress, no gate: no drop) is walled in by White shatras on 12,
    // 18 and 19 that it cannot jump (13, 25 and 27 behind them are taken): Black, to move, has no
    // legal move and loses (shatra.md, "End of the game").
    const blocked = read('3/3/3/1/kSS4/SS5/S1S4/7/7/7/K/3/3/3 b - - - 0');
    const answer = chooseMove(blocked, { nodes: 1000 });
    expect(answer).toMatchObject({ ok: true, value: { move: undefined, score: -MATE } });
  });
});
