// `node --import tsx packages/server/bench/promoted-share.ts FILE`: the allocations that outlived
// the young generation (bench/promoted.ts wrote FILE), in MB a second, and their shares by the
// allocating function and by the innermost function of this repository's packages on the stack.
import { readFileSync } from 'node:fs';

interface Frame {
  readonly functionName: string;
  readonly url: string;
}
interface SampleNode {
  readonly callFrame: Frame;
  readonly selfSize: number;
  readonly children: readonly SampleNode[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: promoted-share.ts FILE');
const { ms, profile } = JSON.parse(readFileSync(file, 'utf8')) as {
  ms: number;
  profile: { head: SampleNode };
};
const ours = (frame: Frame) =>
  frame.url.includes('/packages/') && !frame.url.includes('node_modules');
const named = (frame: Frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(packages|node_modules)\//, '$1/') || '(native)'}`;
const byFrame = new Map<string, number>();
const byOurs = new Map<string, number>();
let total = 0;
const add = (map: Map<string, number>, key: string, bytes: number) =>
  map.set(key, (map.get(key) ?? 0) + bytes);

function walk(node: SampleNode, innermostOurs: Frame | undefined): void {
  const here = ours(node.callFrame) ? node.callFrame : innermostOurs;
  if (node.selfSize > 0) {
    total += node.selfSize;
    add(byFrame, named(node.callFrame), node.selfSize);
    add(byOurs, here ? named(here) : '(none of ours)', node.selfSize);
  }
  for (const child of node.children) walk(child, here);
}
walk(profile.head, undefined);

const print = (title: string, map: Map<string, number>) => {
  console.log(title);
  for (const [name, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${((100 * bytes) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(
  `${(total / 1e6).toFixed(1)} MB sampled in ${ms} ms: ${(total / ms / 1e3).toFixed(2)} MB/s`,
);
print('by the allocating function:', byFrame);
print('by the innermost function of ours:', byOurs);
