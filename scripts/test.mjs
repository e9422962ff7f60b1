// `npm test`: every check of the repository, in one command. Installs the system packages the
// tests need, then runs Biome (lint + format), the TypeScript checker and Vitest, and prints one
// closing line `N passed, N failed` (the static checks count as one test each).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { conflictMarkers } from './conflict-markers.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

ensureSystemPackages();

function run(label, command, args) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`== ${label}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

/** No merge's conflict markers left behind (scripts/conflict-markers.mjs). */
function noConflictMarkers() {
  console.log('\n== conflict markers');
  const found = conflictMarkers('.');
  for (const place of found) console.log(`conflict marker at ${place}`);
  console.log(`== conflict markers: ${found.length === 0 ? 'ok' : 'FAILED'}`);
  return found.length === 0;
}

const bin = (name) => `node_modules/.bin/${name}`;
const staticChecks = [
  noConflictMarkers(),
  run('lint', bin('biome'), ['check', '--error-on-warnings', '.']),
  run('typecheck', bin('tsc'), ['-p', 'tsconfig.json']),
  // The web app has its own compiler settings (DOM, JSX).
  ...(existsSync('packages/web/tsconfig.json')
    ? [run('typecheck web', bin('tsc'), ['-p', 'packages/web/tsconfig.json'])]
    : []),
];

const resultsFile = '.vitest-results.json';
rmSync(resultsFile, { force: true });
const extra = process.argv.slice(2);
run('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...extra,
]);

let passed = staticChecks.filter(Boolean).length;
let failed = staticChecks.length - passed;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
  if (results.numTotalTests === 0) {
    console.log('vitest ran no test');
    failed += 1;
  }
  if (!results.success && results.numFailedTests === 0) failed += 1;
} catch (error) {
  console.log(`vitest produced no results: ${error.message}`);
  failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
