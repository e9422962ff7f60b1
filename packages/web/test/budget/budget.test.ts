// Budgets: the home page's initial JavaScript (≤150 KB gzipped, measured over the files the page
// actually loads) and Lighthouse 12.2.3 scores (accessibility ≥95, best practices ≥95,
// performance ≥90, the backgammon page ≥86) with its default mobile settings, on the same Chromium. Runs alone, after
// the other tests (vitest.config.ts, project web-budget), so their load does not skew timings.
// Each page is audited five times and judged by the median run (Lighthouse's own
// computeMedianRun, the run nearest the median first paint and time to interactive): one run's
// performance score swings with the host's load (docs/variability.md in Lighthouse recommends
// the median of five runs); we saw 79 once on a machine busy with other work.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, type TestBrowser } from '../helpers/browser';

const base = inject('webUrl');
const dist = resolve(import.meta.dirname, '../../dist');
const ARTIFACT = resolve(import.meta.dirname, '../../test-artifacts/budget.json');
const RUNS_PER_PAGE = 5;

async function devtoolsPort(tb: TestBrowser, userDataDir: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const file = join(userDataDir, 'DevToolsActivePort');
    if (existsSync(file)) return Number(readFileSync(file, 'utf8').split('\n')[0]);
    await new Promise((r) => setTimeout(r, 100));
  }
  await tb.close();
  throw new Error('Chromium did not report its DevTools port');
}

describe('web budgets', () => {
  let tb: TestBrowser;
  let port = 0;
  const figures: Record<string, number> = {};
  beforeAll(async () => {
    tb = await launchBrowser(DESKTOP, 'en-US', ['--remote-debugging-port=0']);
    port = await devtoolsPort(tb, tb.userDataDir);
  });
  afterAll(async () => {
    writeFileSync(ARTIFACT, `${JSON.stringify(figures, null, 2)}\n`);
    await tb.close();
  });

  /** The paths of the JavaScript files a page loads until the network is idle. */
  async function pageScripts(path: string): Promise<string[]> {
    const page = await tb.context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
    expect(scripts.length).toBeGreaterThan(0);
    return scripts;
  }

  it('the home page loads at most 150 KB of gzipped JavaScript', async () => {
    const scripts = await pageScripts('/');
    const gzipped = scripts.reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length,
      0,
    );
    figures.homeJsGzipBytes = gzipped;
    figures.homeJsFiles = scripts.length;
    expect(gzipped).toBeLessThanOrEqual(150 * 1024);
  });

  it('the backgammon page loads neither the Shatra rules nor the .mat reader', async () => {
    // The bundler puts a module in every chunk set that imports it, used there or not: one
    // import of a Shatra module from a module of the backgammon page brought the Shatra rules
    // back (docs/benchmarks.md, session 12). Two strings stand for them in the minified code:
    // Shatra's start position (its rules' fen.ts) and an error code of the .mat reader.
    const scripts = await pageScripts('/#/backgammon');
    const code = scripts.map((path) => readFileSync(join(dist, path), 'utf8')).join('\n');
    figures.backgammonJsBytes = Buffer.byteLength(code);
    figures.backgammonJsFiles = scripts.length;
    // The page's own code is there (its export button), so the scan reads what the page runs.
    expect(code, 'the page’s code').toContain('export-mat');
    expect(code, 'the Shatra rules').not.toContain('sqs/srs/brb/k/sssssss');
    expect(code, 'the .mat reader').not.toContain('mat-illegal');
  });

  it('Lighthouse: accessibility ≥ 95, best practices ≥ 95, performance ≥ 90 (backgammon page ≥ 86)', async () => {
    // The backgammon page's floor was 80 for a while (session 11: 96 → 83–86). Two causes, both
    // mended (docs/benchmarks.md, "budget"): the hint's number formats were made in the page's
    // first render although no hint was shown (the page's first Intl.NumberFormat: a long task),
    // and the tests built the app with Preact's debug build (NODE_ENV was Vitest's `test`), so
    // this test measured more and slower code than `npm run build` ships. Since then the page
    // measures 90–94 (median of five runs), 90 in a whole `npm test` on the 2-core CI machine
    // (runs 91, 91, 94, 89, 90): its floor of 86 leaves room for that host's noise (±4 seen),
    // so that the test fails on a regression, not on a busy machine. The figures of each run are
    // in test-artifacts/budget.json and docs/benchmarks.md.
    for (const [name, path, floor] of [
      ['home', '/', 90],
      ['backgammon', '/#/backgammon', 86],
    ] as const) {
      const runs: RunnerResult['lhr'][] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++) {
        const result = await lighthouse(`${base}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (result) runs.push(result.lhr);
      }
      expect(runs, `${name}: every Lighthouse run gave a result`).toHaveLength(RUNS_PER_PAGE);
      const lhr: RunnerResult['lhr'] = computeMedianRun(runs);
      const categories = lhr.categories;
      const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
      figures[`${name}.performance`] = score('performance');
      (figures as Record<string, unknown>)[`${name}.performanceRuns`] = runs.map((run) =>
        Math.round((run.categories.performance?.score ?? 0) * 100),
      );
      figures[`${name}.accessibility`] = score('accessibility');
      figures[`${name}.bestPractices`] = score('best-practices');
      const failing = Object.values(lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? -1);
      figures[`${name}.lcpMs`] = metric('largest-contentful-paint');
      figures[`${name}.tbtMs`] = metric('total-blocking-time');
      figures[`${name}.cls`] = lhr.audits['cumulative-layout-shift']?.numericValue ?? -1;
      (figures as Record<string, unknown>)[`${name}.failingAudits`] = failing;
      expect(
        score('accessibility'),
        `${name} accessibility; failing: ${failing}`,
      ).toBeGreaterThanOrEqual(95);
      expect(
        score('best-practices'),
        `${name} best practices; failing: ${failing}`,
      ).toBeGreaterThanOrEqual(95);
      expect(score('performance'), `${name} performance`).toBeGreaterThanOrEqual(floor);
    }
  }, 600_000);
});
