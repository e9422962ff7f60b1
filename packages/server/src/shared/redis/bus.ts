// The bus over Redis pub/sub, one channel per topic. Subscribers in this process hear a message
// at once, as with the in-process bus (so that a socket's own process keeps the order it had:
// events before the intent's answer); other processes hear it through Redis, and each ignores
// what it published itself. Messages travel as JSON, tagged with the publishing process.
import { type Bus, inProcessBus } from '../bus';
import type { RedisHub } from './hub';

interface Envelope<M> {
  readonly from: string;
  readonly message: M;
}

export function redisBus<M>(
  hub: RedisHub,
  name: string,
  log: (message: string, error?: unknown) => void,
): Bus<M> {
  const local = inProcessBus<M>();
  const channel = (topic: string) => `${hub.prefix}bus:${name}:${topic}`;
  return {
    publish(topic, message) {
      local.publish(topic, message);
      const envelope: Envelope<M> = { from: hub.process, message };
      hub.commands
        .publish(channel(topic), JSON.stringify(envelope))
        .catch((error) => log(`bus ${name}: not published to other processes`, error));
    },
    subscribe(topic, handler) {
      const stopLocal = local.subscribe(topic, handler);
      const stopRemote = hub.subscribe(channel(topic), (text) => {
        const envelope = JSON.parse(text) as Envelope<M>;
        if (envelope.from !== hub.process) handler(envelope.message);
      });
      return () => {
        stopLocal();
        stopRemote();
      };
    },
    subscribed: () => hub.subscribed(),
  };
}
