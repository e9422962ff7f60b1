// The SQLite thread: it owns the database's one connection, so that the driver's synchronous
// calls (statements, and at synchronous=FULL the commit's fsync) never hold up the server's event
// loop. It runs the main thread's statements one at a time, in the order they came (Kysely's
// transactions on the main thread hold their connection across several), and a group commit's
// batch in a transaction of its own (games/append-batch.ts). Its answer to an append is sent only
// after the commit has returned: an event is acknowledged, and so broadcast, once it is stored.
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, SqliteDialect } from 'kysely';
import { type Verdict, writeBatch } from '../games/append-batch';
import type { Database } from './schema';
import { openSqliteFile, preparedOnce } from './sqlite-file';
import type {
  SqliteRequest,
  SqliteResponse,
  SqliteRows,
  SqliteThreadData,
} from './sqlite-messages';

const port = parentPort;
if (!port) throw new Error('sqlite-worker.ts runs as a worker thread');
const { file, synchronous } = workerData as SqliteThreadData;
const statements = preparedOnce(openSqliteFile(file, synchronous));
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });

/** As Kysely's SqliteConnection.executeQuery runs a statement. */
function query(sql: string, parameters: readonly unknown[]): SqliteRows {
  const statement = statements.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

async function run(request: SqliteRequest): Promise<SqliteRows | Verdict[] | null> {
  switch (request.kind) {
    case 'query':
      return query(request.sql, request.parameters);
    case 'append':
      return writeBatch(db, request.batch);
    case 'close':
      statements.close();
      return null;
  }
}

/** Requests run one after another: an append's transaction never interleaves with a query. */
let queue: Promise<void> = Promise.resolve();

port.on('message', ({ id, request }: { id: number; request: SqliteRequest }) => {
  queue = queue.then(async () => {
    let response: SqliteResponse;
    try {
      response = { id, ok: true, value: await run(request) };
    } catch (error) {
      const { message, code } = error as { message?: string; code?: unknown };
      response = {
        id,
        ok: false,
        message: message ?? String(error),
        ...(typeof code === 'string' ? { code } : {}),
      };
    }
    port.postMessage(response);
    // Nothing follows a close: the thread may end by itself.
    if (request.kind === 'close') port.close();
  });
});
