// The inbox over Redis pub/sub: each process listens on its own channel `inbox:<process>`; a
// request carries its id and the asker's process, and the answer goes back on the asker's
// channel. Pub/sub rather than a Stream: a request is worth nothing once its asker has given
// up (the player waits for it), so nothing should be kept for a process that is gone; PUBLISH
// says how many listened, and 0 tells the asker at once that the owner is dead. A request lost
// on the way is asked again by the forwarder, which the game's seq check makes safe: an intent
// that was applied the first time is refused `stale` the second.
import type { Inbox } from '../inbox';
import type { RedisHub } from './hub';

type Envelope =
  | { readonly kind: 'ask'; readonly id: number; readonly from: string; readonly body: unknown }
  | { readonly kind: 'answer'; readonly id: number; readonly body: unknown };

export function redisInbox(hub: RedisHub, log: (message: string, error?: unknown) => void): Inbox {
  const channelOf = (id: string) => `${hub.prefix}inbox:${id}`;
  const waiting = new Map<number, (body: unknown) => void>();
  let handler: ((request: unknown) => Promise<unknown>) | undefined;
  let nextId = 0;

  const answer = async (asked: Extract<Envelope, { kind: 'ask' }>) => {
    if (!handler) return;
    const body = await handler(asked.body);
    const envelope: Envelope = { kind: 'answer', id: asked.id, body };
    await hub.commands.publish(channelOf(asked.from), JSON.stringify(envelope));
  };

  hub.subscribe(channelOf(hub.process), (text) => {
    const envelope = JSON.parse(text) as Envelope;
    if (envelope.kind === 'answer') {
      waiting.get(envelope.id)?.(envelope.body);
      return;
    }
    answer(envelope).catch((error) => log('inbox: a request was not answered', error));
  });

  return {
    async ask(to, request, ms) {
      nextId += 1;
      const id = nextId;
      let done: (body: unknown) => void = () => undefined;
      const answered = new Promise<unknown>((resolve) => {
        done = resolve;
      });
      waiting.set(id, done);
      // The timer also bounds a PUBLISH that waits for a Redis connection that is down.
      const timer = setTimeout(() => done(undefined), ms);
      const envelope: Envelope = { kind: 'ask', id, from: hub.process, body: request };
      hub.commands.publish(channelOf(to), JSON.stringify(envelope)).then(
        (listeners) => {
          if (listeners === 0) done(undefined);
        },
        (error) => {
          log('inbox: a request was not sent', error);
          done(undefined);
        },
      );
      try {
        return await answered;
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    serve(serving) {
      handler = serving;
    },
  };
}
