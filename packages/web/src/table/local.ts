// The local transport: the whole table in the page (seeded dice), the people at this device on
// their seats, and each computer seat played by its agent in the worker. Like the server will,
// it asks a computer seat for its intent whenever that seat is to act, and applies the answer
// through the table only if the table has not moved on meanwhile.
import {
  type Intent,
  type Level,
  SEATS,
  type Seat,
  type Table,
  type Tables,
  type TableView,
} from '@ludus/session';
import { type KnownPoint, type TakeBack, takeBackPoint } from './take-back';
import type { Sent, TableSnapshot, TableTransport } from './transport';

/** Asks the computer at `level` for `view.viewer`'s next intent (null: nothing to do). */
export type Decide = (view: TableView, level: Level, seed: number) => Promise<Intent | null>;

export interface LocalOptions {
  /** The verbs of the table's game (a page that plays one game carries only its rules). */
  readonly tables: Tables;
  readonly table: Table;
  readonly decide: Decide;
  /** The computer's pause before it acts, so that a person can follow (tests use 0). */
  readonly delayMs: number;
  /** The seed of the computer's noise: with the table's length, a replayed game replays it. */
  readonly seed: number;
  /** Called with every new table (to save it). */
  readonly onChange?: (table: Table, accepted: readonly Intent[]) => void;
}

export interface LocalTransport extends TableTransport {
  table(): Table;
  /** Puts another table in place (an imported game); the computer starts afresh. */
  replace(table: Table): void;
  /**
   * Whether the person playing the computer may take back their last move now (take-back.ts).
   * Only this transport has it: online tables never take a move back.
   */
  mayTakeBack(): boolean;
  /**
   * Takes the person's last move back, with the computer's answer after it (take-back.ts): the
   * table becomes the one its log makes cut before that move, a decision the computer is making
   * is dropped, and the person is to move again with the same roll. False when there is none.
   */
  takeBack(): boolean;
}

function computerLevel(table: Table, seat: Seat): Level | null {
  const player = table.spec.seats[seat];
  return player.kind === 'computer' ? player.level : null;
}

function humanSeats(table: Table): Seat[] {
  return SEATS.filter((seat) => table.spec.seats[seat].kind === 'human');
}

/** The person's seat at a table against the computer (one person, one computer), or null. */
function personAgainstComputer(table: Table): Seat | null {
  const people = humanSeats(table);
  return people.length === 1 ? (people[0] ?? null) : null;
}

/**
 * The computer seat that is to act now, or null. A person here who is to act too and may do
 * everything the computer may (the backgammon opening roll, which either seat may start) goes
 * first; an answer only the computer's seat can give (to a draw offered on the person's own
 * move, say) is asked for at once.
 */
function computerToAct(
  { view }: Tables,
  table: Table,
  snapshot: TableSnapshot,
): { seat: Seat; level: Level } | null {
  const { toAct } = snapshot.shown;
  // The people's views are the snapshot's, made for this very table.
  const people = toAct.flatMap((seat) => snapshot.seats[seat] ?? []);
  const theirs = new Set(people.flatMap((seen) => seen.legal.map(key)));
  for (const seat of toAct) {
    const level = computerLevel(table, seat);
    const legal = view(table, seat).legal;
    if (level !== null && legal.some((intent) => !theirs.has(key(intent)))) {
      return { seat, level };
    }
  }
  return null;
}

function key(intent: Intent): string {
  return JSON.stringify(intent);
}

/**
 * The noise seed of the computer's next decision: the game's seed and how far the table has got,
 * so that replaying a game (same seed, same intents) replays the computer.
 */
export function decisionSeed(seed: number, table: Table): number {
  return (seed ^ Math.imul(table.events.length + 1, 0x9e3779b1)) >>> 0;
}

export function localTransport(options: LocalOptions): LocalTransport {
  const { tables } = options;
  const { apply, view } = tables;
  let table = options.table;
  let thinking = false;
  let failure: string | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts the computer's requests: an answer to any but the last one is dropped. */
  let asking = 0;
  /** The take-back of `table`, worked out once per table (it replays the log). */
  let takeBackOf: KnownPoint | null = null;
  let snapshot = makeSnapshot();
  const listeners = new Set<() => void>();

  function makeSnapshot(): TableSnapshot {
    const seats: Partial<Record<Seat, TableView>> = {};
    for (const seat of humanSeats(table)) seats[seat] = view(table, seat);
    return { shown: view(table, 'spectator'), seats, thinking, failure };
  }

  function changed(): void {
    snapshot = makeSnapshot();
    for (const listener of listeners) listener();
  }

  function accept(seat: Seat, intent: Intent): Sent {
    const result = apply(table, seat, intent);
    if (!result.ok) return { ok: false, error: result.error, message: result.message };
    table = result.value.table;
    options.onChange?.(table, [intent]);
    changed();
    schedule();
    return { ok: true };
  }

  /** Starts the computer's turn when a computer seat is to act (one request at a time). */
  function schedule(): void {
    clearTimeout(timer);
    const next = computerToAct(tables, table, snapshot);
    if (closed || failure !== null || next === null) return;
    const asked = table;
    timer = setTimeout(() => {
      thinking = true;
      const request = ++asking;
      changed();
      options
        .decide(view(asked, next.seat), next.level, decisionSeed(options.seed, asked))
        .then((intent) => {
          // A take-back or a new table dropped this request (and may have made another).
          if (request !== asking) return;
          thinking = false;
          // A stale answer (the table moved on: a new game, an import) no longer counts.
          if (closed || table !== asked) return changed();
          if (intent === null) return changed();
          const sent = accept(next.seat, intent);
          if (!sent.ok) fail(`${sent.error}: ${sent.message}`);
        })
        .catch((error: unknown) => {
          if (request !== asking) return;
          thinking = false;
          if (!closed && table === asked)
            fail(error instanceof Error ? error.message : String(error));
          else changed();
        });
    }, options.delayMs);
  }

  function fail(message: string): void {
    failure = message;
    changed();
  }

  function takeBackPointNow(): TakeBack | null {
    if (takeBackOf?.table !== table) {
      const seat = personAgainstComputer(table);
      // From the last table's answer when this one only moved on from it (no replay from start).
      const point =
        seat === null ? null : takeBackPoint(tables, table, seat, takeBackOf ?? undefined);
      takeBackOf = { table, point };
    }
    return takeBackOf.point;
  }

  /** Another table in place of this one: the computer's request in flight no longer counts. */
  function putTable(next: Table): void {
    clearTimeout(timer);
    asking++;
    table = next;
    failure = null;
    thinking = false;
    options.onChange?.(table, []);
    changed();
    schedule();
  }

  schedule();
  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (seat, intent) => {
      if (table.spec.seats[seat].kind !== 'human') {
        return Promise.resolve({ ok: false, error: 'not-your-seat', message: 'a computer seat' });
      }
      return Promise.resolve(accept(seat, intent));
    },
    retry() {
      failure = null;
      changed();
      schedule();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      listeners.clear();
    },
    table: () => table,
    replace: putTable,
    mayTakeBack: () => !closed && takeBackPointNow() !== null,
    takeBack() {
      const point = closed ? null : takeBackPointNow();
      if (point === null) return false;
      putTable(point.table);
      return true;
    },
  };
}
