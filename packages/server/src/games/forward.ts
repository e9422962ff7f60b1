// Intents, joins and claims that reach a process which does not own the game go to its owner:
// the lease names the owning process, the inbox carries the request there and its answer back. A
// request that got no answer (lost, or the owner died) is asked again, of whoever holds the
// lease by then; once no process holds it, this one takes the game over (claims the lease and
// rebuilds the game from the database) and decides itself. Asking again is safe: the game's seq
// check refuses an intent that was applied the first time as `stale`, and a claim that won the
// first time finds the game over. An intent carries the lag the forwarding process measured on
// the player's socket, which the owner bounds (lag.ts). A follower also asks the owner, once, for
// its clock and away seats as they stand (`time`), so that its watchers see them at once.
import type { Intent, Seat } from '@ludus/session';
import type { Inbox } from '../shared/inbox';
import type { Ownership } from '../shared/ownership';
import { within } from '../time';
import type { GameActor, Outcome, OwnerLink } from './actor';
import { boundedLag } from './lag';
import type { TimeNow } from './timekeeper';
import type { Player } from './types';

/** A change only the owner may decide. */
export type Forwarded =
  | {
      readonly op: 'intent';
      readonly table: string;
      readonly userId: string;
      readonly seq: number;
      readonly intent: Intent;
      /** The roller's nonce of the verifiable dice (games/dice.ts). */
      readonly nonce?: string;
      /** The player's lag as the forwarding process measured it (ms; bounded by the owner). */
      readonly lagMs?: number;
    }
  | {
      readonly op: 'join';
      readonly table: string;
      readonly player: Player;
      readonly seat?: Seat;
      readonly clientSeed?: string;
    }
  | { readonly op: 'claim'; readonly table: string; readonly userId: string };

/** A follower's question: the owner's clock and away seats now (changes nothing). */
type TimeAsked = { readonly op: 'time'; readonly table: string };

type Answer = { readonly kind: 'done'; readonly outcome: Outcome<unknown> } | { kind: 'elsewhere' };

/** What the forwarder needs of the registry. */
export interface Games {
  /** The game's actor here (an owner or a follower), loaded if need be. */
  get(table: string): Promise<GameActor | undefined>;
  /** The game's actor if this process has one now (nothing loaded). */
  peek(table: string): GameActor | undefined;
  /** This process's owner actor of the game, claimed when its lease is free; else undefined. */
  takeOver(table: string): Promise<GameActor | undefined>;
  /** A follower's table read anew (after its owner seated a player). */
  refresh(table: string): Promise<void>;
}

export interface ForwardDeps {
  readonly games: Games;
  readonly ownership: Ownership;
  readonly inbox: Inbox;
  readonly log: (message: string, error?: unknown) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(actor: GameActor, request: Forwarded): Promise<Outcome<unknown>> {
  switch (request.op) {
    case 'intent': {
      const { userId, seq, intent, nonce } = request;
      // Another process's word: taken only within the bounds (never trusted beyond the cap).
      return actor.intent(userId, seq, intent, nonce, boundedLag(request.lagMs));
    }
    case 'join':
      return actor.join(request.player, request.seat, request.clientSeed);
    case 'claim':
      return actor.claim(request.userId);
  }
}

/** How long a follower waits for the owner's clock before it serves with the stored one. */
const TIME_ASK_MS = 2_000;

const gaveUp = (): Outcome<never> => ({
  ok: false,
  error: 'unavailable',
  message: "the table's server process did not answer and its lease has not expired yet: try again",
});

export class Forwarder implements OwnerLink {
  /** How long a request waits for the owner's answer before the lease is looked up again. */
  private readonly answerMs: number;
  /** Long enough for a dead owner's lease to expire and the game to be taken over. */
  private readonly patienceMs: number;

  constructor(private readonly deps: ForwardDeps) {
    const { ttlMs } = deps.ownership;
    this.answerMs = Math.min(ttlMs, 10_000);
    this.patienceMs = Math.min(2 * ttlMs + 2_000, 30_000);
  }

  intent(
    table: string,
    userId: string,
    seq: number,
    intent: Intent,
    nonce?: string,
    lagMs?: number,
  ): Promise<Outcome<number>> {
    const request: Forwarded = {
      op: 'intent',
      table,
      userId,
      seq,
      intent,
      ...(nonce ? { nonce } : {}),
      ...(lagMs ? { lagMs } : {}),
    };
    return this.forward(request) as Promise<Outcome<number>>;
  }

  claim(table: string, userId: string): Promise<Outcome<number>> {
    return this.forward({ op: 'claim', table, userId }) as Promise<Outcome<number>>;
  }

  /** Asks the lease's holder once; undefined when none answers soon (or this process holds it). */
  async time(table: string): Promise<TimeNow | undefined> {
    const { ownership, inbox } = this.deps;
    const holders = await within(ownership.holders([table]), TIME_ASK_MS).catch(() => null);
    const holder = holders?.[0];
    if (!holder || holder === ownership.process) return undefined;
    const asked: TimeAsked = { op: 'time', table };
    const answer = (await inbox.ask(holder, asked, TIME_ASK_MS)) as Answer | undefined;
    return answer?.kind === 'done' && answer.outcome.ok
      ? (answer.outcome.value as TimeNow)
      : undefined;
  }

  async join(
    table: string,
    player: Player,
    seat?: Seat,
    clientSeed?: string,
  ): Promise<Outcome<Seat>> {
    const request: Forwarded = {
      op: 'join',
      table,
      player,
      ...(seat ? { seat } : {}),
      ...(clientSeed ? { clientSeed } : {}),
    };
    const joined = (await this.forward(request)) as Outcome<Seat>;
    // The joining socket is sent the table from this process's copy: it must show the seat.
    if (joined.ok) await this.deps.games.refresh(table);
    return joined;
  }

  /** Answers the requests other processes forward here: only an owner decides. */
  serve(): void {
    this.deps.inbox.serve(async (body) => {
      const request = body as Forwarded | TimeAsked;
      if (request.op === 'time') {
        // Never loads the game: a process that is not its owner has nothing to tell.
        const actor = this.deps.games.peek(request.table);
        if (actor?.role !== 'owner') return { kind: 'elsewhere' } satisfies Answer;
        return { kind: 'done', outcome: { ok: true, value: actor.timeNow() } } satisfies Answer;
      }
      const actor = await this.deps.games.get(request.table);
      if (actor?.role !== 'owner') return { kind: 'elsewhere' } satisfies Answer;
      return { kind: 'done', outcome: await run(actor, request) } satisfies Answer;
    });
  }

  private async forward(request: Forwarded): Promise<Outcome<unknown>> {
    const { ownership, inbox, games } = this.deps;
    const deadline = Date.now() + this.patienceMs;
    for (;;) {
      const holders = await within(ownership.holders([request.table]), this.answerMs).catch(
        (error) => {
          this.deps.log('forward: the lease could not be read', error);
          return null;
        },
      );
      const holder = holders ? holders[0] : null;
      if (holder === undefined || holder === ownership.process) {
        const actor = await games.takeOver(request.table);
        if (actor?.role === 'owner') return run(actor, request);
      } else if (holder !== null) {
        const answer = (await inbox.ask(holder, request, this.answerMs)) as Answer | undefined;
        if (answer?.kind === 'done') return answer.outcome;
      }
      if (Date.now() > deadline) return gaveUp();
      await sleep(Math.min(ownership.ttlMs / 4, 500));
    }
  }
}
