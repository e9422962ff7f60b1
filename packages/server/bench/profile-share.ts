// `node --import tsx packages/server/bench/profile-share.ts PROFILE [FROM_US TO_US]`: where a
// server's main thread spent a load run's measured window, from the V8 CPU profile that
// `npm run bench:server -- --profile DIR` had it write (the window is the report's
// `profileWindowUs`; without it, the whole profile). Prints the busy share (samples not idle),
// the busy milliseconds, and the largest self times by function and by group.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The groups the benchmark notes name, by a function's name or file (first match wins). */
const GROUPS: ReadonlyArray<readonly [string, (name: string, url: string) => boolean]> = [
  ['idle', (name) => name === '(idle)'],
  ['gc', (name) => name === '(garbage collector)'],
  ['sqlite', (_, url) => url.includes('better-sqlite3') || url.includes('kysely')],
  [
    'socket writes',
    (name) => name === 'writev' || name === 'writeBuffer' || name === 'writeUtf8String',
  ],
  [
    'encoder',
    (name, url) =>
      url.includes('/ws/encode.ts') ||
      name === 'stringify' ||
      (name === 'send' && url.includes('/ws/connection.ts')),
  ],
  [
    'history elision',
    (_, url) => url.includes('/protocol/src/view-delta.ts') || url.includes('/ws/views.ts'),
  ],
  ['ws library', (_, url) => url.includes('/node_modules/ws/')],
  ['zod (edge)', (_, url) => url.includes('/node_modules/zod/')],
  ['rules and session', (_, url) => /packages\/(backgammon|session|shatra|fair-dice)\//.test(url)],
  ['server', (_, url) => url.includes('packages/server/src/')],
  ['program', (name) => name === '(program)'],
  ['node internals', (_, url) => url.startsWith('node:')],
];

const groupOf = (node: ProfileNode) =>
  GROUPS.find(([, matches]) => matches(node.callFrame.functionName, node.callFrame.url))?.[0] ??
  'other';

function main(): void {
  const [file, fromArg, toArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-share.ts PROFILE [FROM_US TO_US]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const from = fromArg ? Number(fromArg) : Number.NEGATIVE_INFINITY;
  const to = toArg ? Number(toArg) : Number.POSITIVE_INFINITY;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<ProfileNode, number>();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    // A sample's time is the delta to the next one (the last has none: not counted).
    const delta = profile.timeDeltas[i + 1] ?? 0;
    at += profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node || at < from || at >= to) return;
    total += delta;
    selfUs.set(node, (selfUs.get(node) ?? 0) + delta);
  });
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [node, us] of selfUs) {
    const group = groupOf(node);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const where = node.callFrame.url.replace(/^.*\/(packages|node_modules)\//, '$1/');
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const share = (us: number) => `${((100 * us) / total).toFixed(1)}%`;
  const idle = groups.get('idle') ?? 0;
  console.log(
    `window ${(total / 1e6).toFixed(1)} s, busy ${share(total - idle)}, busy ms ${((total - idle) / 1e3).toFixed(0)}`,
  );
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  console.log('groups:');
  for (const [name, us] of sorted(groups)) console.log(`  ${share(us).padStart(6)} ${name}`);
  console.log('functions (self):');
  for (const [name, us] of sorted(functions).slice(0, Number(process.env.TOP ?? 25)))
    console.log(`  ${share(us).padStart(6)} ${name}`);
}

main();
