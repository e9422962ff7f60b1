// The stored analyses: written once per game (a game analysed twice, by a restart or by two
// processes, keeps its first analysis), the games still waiting for one, and what a profile
// reads of them.
import type { Seat } from '@ludus/session';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SeatFigures } from './job';

export interface StoredAnalysis {
  readonly gameId: string;
  readonly kind: string;
  readonly depth: number;
  readonly engine: string;
  readonly at: string;
  /** Each seat's player (null: nobody, which a finished game does not have) and figures. */
  readonly seats:
    | { readonly white: SeatResult; readonly black: SeatResult }
    /** Why the game could not be analysed. */
    | { readonly failed: string };
}

export interface SeatResult {
  readonly userId: string | null;
  readonly figures: SeatFigures;
}

/** Writes the analysis unless the game has one already; whether it was written. */
export async function saveAnalysis(db: Kysely<Database>, analysis: StoredAnalysis) {
  const { seats } = analysis;
  const failed = 'failed' in seats ? seats.failed : null;
  // The marker first: a second writer's insert does nothing, and it writes no seat either.
  return db.transaction().execute(async (tx) => {
    const marker = await tx
      .insertInto('game_analyses')
      .values({
        game_id: analysis.gameId,
        status: failed === null ? 'done' : 'failed',
        depth: analysis.depth,
        engine: analysis.engine,
        message: failed,
        analysed_at: analysis.at,
      })
      .onConflict((conflict) => conflict.column('game_id').doNothing())
      .executeTakeFirst();
    const written = Number(marker.numInsertedOrUpdatedRows ?? 0) > 0;
    await tx.deleteFrom('analysis_queue').where('game_id', '=', analysis.gameId).execute();
    if (!written || 'failed' in seats) return written;
    for (const seat of ['white', 'black'] as const satisfies readonly Seat[]) {
      const { userId, figures } = seats[seat];
      if (userId === null) continue;
      await tx
        .insertInto('player_analyses')
        .values({
          game_id: analysis.gameId,
          seat,
          user_id: userId,
          kind: analysis.kind,
          decisions: figures.decisions,
          total_loss: figures.totalLoss,
          error_rate: figures.errorRate,
          inaccuracies: figures.inaccuracies,
          errors: figures.errors,
          blunders: figures.blunders,
        })
        .execute();
    }
    return true;
  });
}

/** Whether the game's analysis (or its failed marker) is stored. */
export async function hasAnalysis(db: Kysely<Database>, gameId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_analyses')
    .select('game_id')
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Finished games with no analysis yet, oldest first: what a restart, or an idle process, queues
 * again. Read from the queue the games' ends write (db/migrations.ts 0006): its length is the
 * games waiting, not every game the site has finished.
 */
export async function pendingAnalyses(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('analysis_queue')
    .select('game_id')
    .orderBy('finished_at')
    .orderBy('game_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.game_id);
}
