// Shatra's post-game analysis inside the shared Web Worker: one move of a game per request (see
// ShatraAnalyseRequest), judged by @ludus/shatra-engine's judgeGameMove at its fixed depth
// (ANALYSIS_DEPTH). The record is replayed through the rules on every request: the worker keeps
// nothing between requests, so the computer can play the next game at any time.
import { makeMove } from '@ludus/shatra';
import { judgeGameMove, pliesToEnd } from '@ludus/shatra-engine';
import { replayShatra } from '../shatra/revive';
import type { ComputerAnswer, ShatraAnalyseRequest } from './protocol';

export function answerShatraAnalysis(request: ShatraAnalyseRequest): ComputerAnswer {
  const { id, record, move } = request;
  let game: ReturnType<typeof replayShatra>;
  try {
    game = replayShatra(record.start, record.moves);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'error', id, message: `the record is not a legal game: ${reason}` };
  }
  if (move >= game.moves.length) {
    return { kind: 'error', id, message: `the game has no move ${move + 1}` };
  }
  const judged = judgeGameMove(game, move);
  const side = game.positions[move]?.turn ?? 'white';
  return {
    kind: 'shatra-analysis',
    id,
    moves: game.moves.length,
    judgement: {
      move,
      side,
      played: makeMove(judged.played),
      best: makeMove(judged.best),
      playedScore: judged.playedScore,
      bestScore: judged.bestScore,
      playedEnd: pliesToEnd(judged.playedScore),
      bestEnd: pliesToEnd(judged.bestScore),
      loss: judged.loss,
      mark: judged.mark,
      forced: judged.forced,
      depth: judged.depth,
    },
  };
}
