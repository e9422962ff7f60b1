// The fan-out of what happens at a table (events, seats, chat) and of account changes, by topic.
// In one process a map of handlers; with several processes a pub/sub server (Redis) carries the
// same messages, so nothing that publishes or subscribes may assume the other is in-process:
// messages are plain JSON-able data.
import type {
  ChatChannel,
  ClockState,
  Seat,
  SeatNames,
  TableEvent,
  TableStatus,
  TableView,
  Viewer,
} from './types';

export type TableBroadcast =
  /** Accepted events, with each viewer's view after them (a seat's with its legal intents). */
  | {
      readonly kind: 'events';
      readonly events: readonly TableEvent[];
      readonly views: Readonly<Record<Viewer, TableView>>;
      /** The roller's nonce of events that drew verifiable dice: a follower draws them too. */
      readonly nonce?: string | null;
      /** The game's clock after them (null: none): a follower shows it as the owner does. */
      readonly clock?: ClockState | null;
    }
  | {
      readonly kind: 'seats';
      readonly seats: SeatNames;
      /** The seat holders' user ids (never sent to clients): a socket learns its own seat. */
      readonly users: Readonly<Record<Seat, string | null>>;
      readonly status: TableStatus;
    }
  /** The seats whose players are away, and when their opponents may claim (server time). */
  | {
      readonly kind: 'presence';
      readonly away: readonly { readonly seat: Seat; readonly claimAt: number }[];
    }
  | {
      readonly kind: 'chat';
      readonly channel: ChatChannel;
      readonly from: string;
      readonly text: string;
    };

export type AccountBroadcast = { readonly kind: 'session-ended'; readonly session: string };

export interface Bus<M> {
  publish(topic: string, message: M): void;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: (message: M) => void): () => void;
  /**
   * Settles when every subscription made so far hears what is published from then on (at once
   * in one process; with Redis, once the server has confirmed them).
   */
  subscribed(): Promise<void>;
}

export function inProcessBus<M>(): Bus<M> {
  const topics = new Map<string, Set<(message: M) => void>>();
  return {
    publish(topic, message) {
      // A copy: a handler may unsubscribe (a socket closing) while the message goes round.
      for (const handler of [...(topics.get(topic) ?? [])]) handler(message);
    },
    subscribe(topic, handler) {
      let handlers = topics.get(topic);
      if (!handlers) {
        handlers = new Set();
        topics.set(topic, handlers);
      }
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
        if (handlers.size === 0) topics.delete(topic);
      };
    },
    subscribed: () => Promise.resolve(),
  };
}
