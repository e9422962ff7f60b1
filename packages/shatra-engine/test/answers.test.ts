// The search's answers pinned at a fixed depth: move, score and the nodes searched, on the start
// and four positions of seeded random games (five of the 24 of bench/answers.ts). Work meant
// only for speed (docs/benchmarks.md, issue 24) must leave all three as they are; a change of
// the search or the evaluation that alters them on purpose re-pins them and says why. Re-pinned
// for the learned evaluation (issue 24: LEARNED_WEIGHTS, the tables of piece-squares.ts added to
// the 18 features; docs/strength.md, "The learned evaluation").
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../src/index';

const PINNED = [
  {
    fen: 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0',
    move: '47-40',
    score: 56,
    nodes: 22_900,
  },
  {
    fen: 'sqs/srs/3/1/sssksss/3sb2/5rb/3B3/1S3KS/S1SSSS1/1/1RB/SRS/SQS b Wb - - 1',
    move: '30-37',
    score: 256,
    nodes: 16_304,
  },
  {
    fen: 'sqs/srs/b2/k/sssssss/2r3b/4S2/1R5/4B2/SSS1SSS/K/2B/SRS/SQS b Wb - - 0',
    move: '16-30',
    score: 521,
    nodes: 35_047,
  },
  {
    fen: 'sqs/srs/3/k/ssss1s1/3b2s/7/S5s/SK5/1S1SSSS/1/2B/SRS/SQS b Wb BRbr - 0',
    move: '11-18',
    score: 145,
    nodes: 28_682,
  },
  {
    fen: 'sqs/srs/br1/1/s2ss1s/s2bk2/5s1/6B/4SK1/SSSS1SS/1/2B/SRS/SQS b Wb R - 0',
    move: '22-16',
    score: 185,
    nodes: 16_161,
  },
];

describe('the search at a fixed depth', () => {
  it('gives the pinned move, score and node count at depth 5 on five positions', () => {
    for (const { fen, move, score, nodes } of PINNED) {
      // A node budget far beyond the depth's need: no clock, the answer is deterministic.
      const answer = chooseMove(fen, { level: 'world-class', depth: 5, nodes: 1e12 });
      if (!answer.ok) throw new Error(answer.message);
      expect({ fen, move: answer.value.move, score: answer.value.score }).toEqual({
        fen,
        move,
        score,
      });
      expect(answer.value.nodes, fen).toBe(nodes);
      expect(answer.value.depth).toBe(5);
    }
  });
});
