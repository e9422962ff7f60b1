// The chat flood rule (chat/flood.ts) over Redis, so that an author's sockets on several
// processes share one count: per author and table one key, `chat-flood:<author>:<table>`, holding
// the last texts and the times of the lines in the window, read, judged and written in one Lua
// script (atomic: two lines at once on two processes cannot both pass as the fourth). It expires
// once the author has been quiet there for FLOOD_FORGET_MS, as the in-process sweep forgets.
// While Redis is away a line is let through, unjudged, at once (the fail-fast connection): the
// rule is a rule of thumb, and a socket's later messages wait behind its chat.
import {
  type ChatFloodGate,
  FLOOD_FORGET_MS,
  FLOOD_MESSAGES,
  FLOOD_REMEMBERED,
  FLOOD_WINDOW_MS,
  REPEATED,
  TOO_MANY,
} from '../../chat/flood';
import type { RedisHub } from './hub';

/** 1: a repeat; 2: too many in the window; 0: counted. */
const CHECK = `local now = tonumber(ARGV[1])
local text = ARGV[2]
local texts, times = {}, {}
local raw = redis.call('GET', KEYS[1])
if raw then
  local saved = cjson.decode(raw)
  texts = saved.texts
  for _, t in ipairs(saved.times) do
    if now - t < tonumber(ARGV[3]) then times[#times + 1] = t end
  end
end
for _, t in ipairs(texts) do
  if t == text then return 1 end
end
if #times >= tonumber(ARGV[4]) then return 2 end
texts[#texts + 1] = text
while #texts > tonumber(ARGV[5]) do table.remove(texts, 1) end
times[#times + 1] = now
redis.call('SET', KEYS[1], cjson.encode({ texts = texts, times = times }), 'PX', ARGV[6])
return 0`;

export function redisChatFlood(
  hub: RedisHub,
  log: (message: string, error?: unknown) => void,
): ChatFloodGate {
  const { failFast: redis, prefix } = hub;
  return {
    async check(author, table, text) {
      const key = `${prefix}chat-flood:${author}:${table}`;
      const limits = [FLOOD_WINDOW_MS, FLOOD_MESSAGES, FLOOD_REMEMBERED, FLOOD_FORGET_MS];
      try {
        const verdict = await redis.eval(CHECK, 1, key, Date.now(), text, ...limits);
        return verdict === 1 ? REPEATED : verdict === 2 ? TOO_MANY : undefined;
      } catch (error) {
        log('chat flood: not judged in redis', error);
        return undefined;
      }
    },
    // The keys expire by themselves.
    sweep: () => undefined,
  };
}
