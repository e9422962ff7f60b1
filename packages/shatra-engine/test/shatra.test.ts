import {
  jumpedSquares,
  legalMoves,
  makeFen,
  makeMove,
  type Position,
  play,
  positionOutcome,
  readPosition,
  repetitionKey,
  START_POSITION,
} from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { answerDrawOffer, chooseMove, evaluatePosition } from '../src/engine';
import { LEVEL_NAMES } from '../src/levels';
import { MATE } from '../src/search-scores';
import { zobrist, zobristCheck } from '../src/shatra-game';
import { midgame, place, playoutPositions } from './helpers';

const whiteWins = (p: Position) => {
  const outcome = positionOutcome(p);
  return outcome?.kind === 'win' && outcome.winner === 'white';
};

describe('the engine on Shatra positions', () => {
  it('takes the batyr rather than the shatra when both captures are open', () => {
    // White's tura on 39 can jump the batyr on 32 (landing 25, 18 or 11) or the shatra on 40.
    const position = place('K61 R39 k2 q32 s40');
    const legal = legalMoves(position).map(makeMove).sort();
    expect(legal).toEqual(['39x11', '39x18', '39x25', '39x41', '39x42', '39x43', '39x44', '39x45']);
    const answer = chooseMove(position, { nodes: 5000 });
    expect(answer.ok && ['39x11', '39x18', '39x25']).toContain(answer.ok && answer.value.move);
  });

  it('finds the win in three plies through the capture obligation', () => {
    // 27-26 offers a shatra: Black must take it (25x27x41, the only legal move), which opens
    // file a, and the tura on 46 jumps the biy on 18. No other white move wins as fast.
    const position = place('K61 R46 S27 S34 k18 s25');
    const answer = chooseMove(position, { nodes: 50_000 });
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.value.score).toBe(MATE - 3);
    const afterMove = play(
      position,
      answer.value.chosen as NonNullable<typeof answer.value.chosen>,
    );
    const replies = legalMoves(afterMove);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const afterReply = play(afterMove, reply);
      expect(legalMoves(afterReply).some((m) => whiteWins(play(afterReply, m)))).toBe(true);
    }
  });

  it('scores a forced move by what follows it', () => {
    // Black's only move is 25x27x41 (compulsory), after which the tura on 46 jumps the biy.
    const position = place('K61 R46 S26 S34 k18 s25', 'black');
    expect(legalMoves(position).map(makeMove)).toEqual(['25x27x41']);
    const answer = chooseMove(position, { nodes: 10_000 });
    expect(answer).toMatchObject({ ok: true, value: { move: '25x27x41', score: -(MATE - 2) } });
    expect(answerDrawOffer(position)).toEqual({ ok: true, value: 'accept' });
  });

  it('captures the biy when it can', () => {
    // The shatra on 26 jumps the biy on 19 to 12 (the tura capture of the shatra is also legal).
    const position = place('K61 S26 R39 k19 s32');
    const answer = chooseMove(position, { nodes: 5000 });
    if (!answer.ok) throw new Error(answer.message);
    const chosen = answer.value.chosen;
    expect(chosen?.kind).toBe('capture');
    if (chosen?.kind !== 'capture') return;
    expect(jumpedSquares(position, chosen.from, chosen.landings)).toContain(19);
    expect(answer.value.score).toBe(MATE - 1);
  });

  it('answers every level within its time budget (budget + 10%)', () => {
    const middle = midgame(5, 30);
    // Warm the code up first: the budget is about the search, not about compiling it.
    chooseMove(middle, { nodes: 2000 });
    for (const position of [START_POSITION, middle]) {
      for (const level of LEVEL_NAMES) {
        for (const timeMs of [300, 600]) {
          const started = performance.now();
          const answer = chooseMove(position, { timeMs, level });
          const elapsed = performance.now() - started;
          expect(answer.ok && answer.value.move).toBeTruthy();
          expect(elapsed).toBeLessThanOrEqual(timeMs * 1.1);
        }
      }
    }
  });

  it('gives the same answer for the same seed under a node budget, at every level', () => {
    const position = midgame(9, 20);
    for (const level of LEVEL_NAMES) {
      const first = chooseMove(position, { level, nodes: 3000, seed: 17 });
      const again = chooseMove(position, { level, nodes: 3000, seed: 17 });
      if (!first.ok || !again.ok) throw new Error('engine refused the position');
      expect(again.value.move).toBe(first.value.move);
      expect(again.value.score).toBe(first.value.score);
      expect(again.value.nodes).toBe(first.value.nodes);
      expect(first.value.nodes).toBeLessThanOrEqual(3000);
    }
  });

  it('accepts a draw when clearly lost and declines when clearly winning', () => {
    // White has batyr, two turas and shatras against a lone biy and one shatra.
    const pieces = 'K61 Q40 R44 R48 S46 S47 S52 k3 s17';
    expect(answerDrawOffer(place(pieces, 'black'))).toEqual({ ok: true, value: 'accept' });
    expect(answerDrawOffer(place(pieces, 'white'))).toEqual({ ok: true, value: 'decline' });
    // The web app asks for the side not on move (the player on move offered the draw).
    expect(answerDrawOffer(place(pieces, 'white'), { offeredTo: 'black' })).toEqual({
      ok: true,
      value: 'accept',
    });
    expect(answerDrawOffer(place(pieces, 'black'), { offeredTo: 'white' })).toEqual({
      ok: true,
      value: 'decline',
    });
    const lost = evaluatePosition(place(pieces, 'black'));
    expect(lost.ok && lost.value).toBeLessThan(-1000);
  });

  it('resigns a hopeless game at the top level only', () => {
    const hopeless = place('K61 Q40 R44 R48 S46 S47 S52 k3 s17', 'black');
    const master = chooseMove(hopeless, { level: 'world-class', nodes: 20_000 });
    const beginner = chooseMove(hopeless, { level: 'beginner', nodes: 20_000 });
    expect(master.ok && master.value.resign).toBe(true);
    expect(beginner.ok && beginner.value.resign).toBe(false);
  });

  it('answers "no move" when the game is over, and refuses bad positions and histories', () => {
    // Black's biy is gone: the game is over, there is no move to choose.
    const over = chooseMove(makeFen(START_POSITION).replace('/k/', '/1/'));
    expect(over).toMatchObject({ ok: true, value: { move: undefined } });
    expect(chooseMove('not a position')).toMatchObject({ ok: false, error: 'position' });
    expect(chooseMove(START_POSITION, { history: ['x'] })).toMatchObject({
      ok: false,
      error: 'history',
    });
  });
});

describe('Zobrist hashing of the full state', () => {
  const corpus = playoutPositions(3, 100, 120);

  it('is a function of the position string (all state but the 60-move count)', () => {
    for (const position of corpus) {
      const again = readPosition(makeFen(position));
      if (!again.ok) throw new Error(again.message);
      expect(zobrist(again.value)).toBe(zobrist(position));
      expect(zobristCheck(again.value)).toBe(zobristCheck(position));
    }
  });

  it('tells apart every two distinct states of a playout corpus', () => {
    const byHash = new Map<string, string>();
    for (const position of corpus) {
      const key = `${zobrist(position)}:${zobristCheck(position)}`;
      const state = repetitionKey(position);
      expect(byHash.get(key) ?? state).toBe(state);
      byHash.set(key, state);
    }
    expect(byHash.size).toBeGreaterThan(1000);
  });

  it('changes with the side to move, the reserve flags, the pools and each pending item', () => {
    const base = 'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS';
    const variants = [
      `${base} w Wb - - 0`,
      `${base} b Wb - - 0`,
      `${base} w W - - 0`,
      `${base} w - - - 0`,
      'sqs/srs/brb/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0',
    ];
    const other = [
      'sqs/srs/brb/k/1ssssss/7/s6/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - e25 0',
      'sqs/srs/brb/k/1ssssss/7/s6/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0',
      'sqs/srs/br1/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb b - 0',
      'sqs/srs/br1/k/sssssss/7/7/7/7/SSSSSSS/K/BRB/SRS/SQS w Wb - - 0',
    ];
    const hashes = new Set<number>();
    for (const text of [...variants.slice(0, 4), ...other]) {
      const read = readPosition(text);
      if (!read.ok) throw new Error(`${text}: ${read.message}`);
      hashes.add(zobrist(read.value));
    }
    expect(hashes.size).toBe(8);
  });
});
