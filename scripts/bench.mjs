// `npm run bench`: every benchmark of the repository; each prints its own figures.
// Benchmarks are not tests: see docs/benchmarks.md for the recorded results.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const benches = readdirSync('packages')
  .map((p) => `packages/${p}/bench/run.ts`)
  .filter((f) => existsSync(f));
let status = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const r = spawnSync('node', ['--import', 'tsx', file, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) status = 1;
}
process.exitCode = status;
