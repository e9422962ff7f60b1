// The Node/V8 flags every server process starts with (npm start, the systemd unit, the load
// bench), from packages/server/node-flags.json, which scripts/server-command.mjs (npm start)
// reads as plain JSON before tsx is loaded. A young generation of 64 MB semi-spaces instead of
// V8's default 16, meant to let more of each intent's short-lived objects (its views, their
// legal intents, the frames) die young instead of being promoted (the mechanism is inferred, not
// traced with the flag on); what was measured: at 2,000 games it cost 60–130 MB more memory and
// took the load bench's p99 from a median of 62.1 ms (8 runs) to 36.2 (15 runs), lower in six of
// eight alternating pairs (docs/benchmarks.md, "A larger young generation for the server alone").
import { readFileSync } from 'node:fs';

const FILE = new URL('../node-flags.json', import.meta.url);

export const SERVER_NODE_FLAGS: readonly string[] = (
  JSON.parse(readFileSync(FILE, 'utf8')) as { flags: string[] }
).flags;
