// The benchmarks' positions (bench/run.ts, bench/answers.ts): the start, then the ends of
// seeded random games, each taken when the game is not over and the side to move has at least
// five legal moves. Each benchmark keeps its own seed and game lengths, so that its figures stay
// comparable with the ones recorded in docs/benchmarks.md.
import { legalMoves, type Position, play, positionOutcome, START_POSITION } from '@ludus/shatra';
import { seededRng } from '../src/index';

/** `count` positions: the start, then random games of 6 to 5 + `lengths` plies from `seed`. */
export function benchCorpus(count: number, seed: number, lengths: number): Position[] {
  const rng = seededRng(seed);
  const positions: Position[] = [START_POSITION];
  while (positions.length < count) {
    let position = START_POSITION;
    const plies = 6 + rng.below(lengths);
    for (let i = 0; i < plies && positionOutcome(position) === undefined; i++) {
      const moves = legalMoves(position);
      position = play(position, moves[rng.below(moves.length)] as (typeof moves)[number]);
    }
    if (positionOutcome(position) === undefined && legalMoves(position).length >= 5)
      positions.push(position);
  }
  return positions;
}
