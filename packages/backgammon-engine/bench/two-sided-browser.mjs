// The two-sided bear-off database's build time in the browser (docs/benchmarks.md, "two-sided
// bear-off database"): bundles the module with esbuild, loads it in headless Chromium and reads
// the figures back from the page. Median of 5 builds per variant, after a warm-up build.
// Command: node packages/backgammon-engine/bench/two-sided-browser.mjs

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const entry = `
import { buildTwoSidedBearoff } from './src/bearoff-two-sided';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
buildTwoSidedBearoff('backgammon', 3);
const lines = [navigator.userAgent];
for (const variant of ['backgammon', 'tryktrak']) {
  for (const cap of [5, 6]) {
    const times = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      buildTwoSidedBearoff(variant, cap);
      times.push(performance.now() - start);
    }
    lines.push(variant + ', up to ' + cap + ' checkers a side: built in ' +
      median(times).toFixed(0) + ' ms (median of 5; runs ' + times.map((t) => t.toFixed(0)).join(', ') + ')');
  }
}
document.body.textContent = 'RESULT\\n' + lines.join('\\n') + '\\nEND';
`;

const dir = mkdtempSync(join(tmpdir(), 'two-sided-browser-'));
try {
  const bundle = await build({
    stdin: { contents: entry, resolveDir: join(here, '..'), loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  writeFileSync(join(dir, 'page.html'), `<!doctype html><body><script>${script}</script></body>`);
  const run = spawnSync(
    CHROMIUM,
    ['--headless', '--no-sandbox', '--disable-gpu', '--dump-dom', `file://${dir}/page.html`],
    { encoding: 'utf8', timeout: 120_000 },
  );
  const text = run.stdout ?? '';
  const result = text.slice(text.indexOf('RESULT') + 7, text.indexOf('END')).trim();
  if (!text.includes('RESULT')) {
    console.error(`no result from Chromium (status ${run.status}):\n${run.stderr}`);
    process.exitCode = 1;
  } else {
    console.log(result);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
