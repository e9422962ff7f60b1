import { legalMoves, type Position, play, positionOutcome, START_POSITION } from '@ludus/shatra';
import { chooseMove, seededRng } from './packages/shatra-engine/src/index';
const rng = seededRng(2026);
const positions: Position[] = [START_POSITION];
while (positions.length < 12) {
  let position = START_POSITION;
  const plies = 6 + rng.below(20);
  for (let i = 0; i < plies && positionOutcome(position) === undefined; i++) {
    const moves = legalMoves(position);
    position = play(position, moves[rng.below(moves.length)]!);
  }
  if (positionOutcome(position) === undefined && legalMoves(position).length >= 5) positions.push(position);
}
for (let r = 0; r < 4; r++) for (const p of positions) chooseMove(p, { nodes: 20000 });
