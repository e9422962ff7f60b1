// A finished game's table as the analysis worker's job: backgammon's and tryktrak's games of the
// match in the engine's record form, Shatra's start and moves in notation (plain data: a worker
// receives a structured clone, which would drop the rules' boards).
import { matchGameRecord } from '@ludus/backgammon-engine';
import type { Table } from '@ludus/session';
import { makeFen, makeMove, START_FEN } from '@ludus/shatra';
import type { AnalysisJob } from './job';

/** The depth of each engine's analysis (analyser.ts AnalysisSettings). */
export interface AnalysisDepths {
  readonly plies: number;
  readonly shatraDepth: number;
}

export function jobOf(id: string, table: Table, depths: AnalysisDepths): AnalysisJob {
  const { state } = table;
  if (state.game === 'shatra') {
    const game = state.shatra;
    const start = makeFen(game.start);
    return {
      id,
      game: 'shatra',
      ...(start === START_FEN ? {} : { start }),
      moves: game.moves.map(makeMove),
      depth: depths.shatraDepth,
    };
  }
  const { match } = state;
  // Every game begun: the last may have ended unfinished (a flag, a claim, a money session's end).
  const games = [...match.previous, match.current].filter((g) => g.state.history.length > 0);
  return {
    id,
    game: state.game,
    records: games.map((game) => matchGameRecord(match.rules.length, game)),
    depth: depths.plies,
  };
}

/** The depth a job of `kind` runs at. */
export function depthOf(kind: string, depths: AnalysisDepths): number {
  return kind === 'shatra' ? depths.shatraDepth : depths.plies;
}
