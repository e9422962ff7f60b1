// A finished game analysed with the engines' own post-game analysis (no figure is computed here
// that the engines do not compute): backgammon and tryktrak through analyseGame and gnubg's
// summary, each game of the match in turn; Shatra through judgeGameMove, every move, and the
// engine's summary of the judgements. Runs in the analysis worker (worker.ts); the records come
// from the database and are replayed through the rules here, so a record that is not a legal
// game is an error, never half-analysed.
import type { Colour } from '@ludus/backgammon';
import {
  analyseGame,
  type Decision,
  type PlayerSummary,
  summarise,
  VariantEvaluator,
} from '@ludus/backgammon-engine';
import { replayRecord } from '@ludus/shatra';
import { type JudgedSummary, judgeGameMove, summariseJudgements } from '@ludus/shatra-engine';
import type { AnalysisJob, AnalysisOutcome, SeatFigures } from './job';

// Each variant's nets, made once per worker (the computer's own evaluator).
let evaluator: VariantEvaluator | undefined;

/** gnubg's figures of one player: every counted decision, checker play and cube together. */
export function backgammonFigures(summary: PlayerSummary): SeatFigures {
  return {
    decisions: summary.unforcedMoves + summary.cubeDecisions,
    totalLoss: summary.checkerLoss + summary.cubeLoss,
    errorRate: summary.errorRate,
    inaccuracies: summary.doubtful,
    errors: summary.bad,
    blunders: summary.veryBad,
  };
}

export function shatraFigures(summary: JudgedSummary): SeatFigures {
  return {
    decisions: summary.moves,
    totalLoss: summary.totalLoss,
    errorRate: summary.averageLoss,
    inaccuracies: summary.inaccuracies,
    errors: summary.mistakes,
    blunders: summary.blunders,
  };
}

type Figures = Readonly<Record<Colour, SeatFigures>>;

function analyseMatch(job: Extract<AnalysisJob, { game: 'backgammon' | 'tryktrak' }>): Figures {
  evaluator ??= new VariantEvaluator();
  const decisions: Decision[] = [];
  for (const [index, record] of job.records.entries()) {
    if (record?.rules?.variant !== job.game) throw new Error(`game ${index + 1} is no ${job.game}`);
    const analysed = analyseGame(evaluator, record, job.depth);
    if (!analysed.ok) throw new Error(`game ${index + 1}: ${analysed.message}`);
    decisions.push(...analysed.value.decisions);
  }
  const summary = summarise(decisions);
  return { white: backgammonFigures(summary.white), black: backgammonFigures(summary.black) };
}

function analyseShatra(job: Extract<AnalysisJob, { game: 'shatra' }>): Figures {
  const headers: Record<string, string> = job.start === undefined ? {} : { Position: job.start };
  const replayed = replayRecord({ headers, moves: job.moves, result: '*' });
  if (!replayed.ok) throw new Error(`the record is not a legal game: ${replayed.message}`);
  const game = replayed.value;
  const judged = game.moves.map((_, index) => ({
    side: game.positions[index]?.turn,
    ...judgeGameMove(game, index, { depth: job.depth }),
  }));
  const of = (side: Colour) =>
    shatraFigures(summariseJudgements(judged.filter((j) => j.side === side)));
  return { white: of('white'), black: of('black') };
}

/** The job's figures per seat, or the reason it cannot be analysed. Never throws. */
export function analyseJob(job: AnalysisJob): AnalysisOutcome {
  try {
    const seats = job.game === 'shatra' ? analyseShatra(job) : analyseMatch(job);
    return { id: job.id, ok: true, seats };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id: job?.id, ok: false, message: message.slice(0, 500) };
  }
}
