// What outlives the young generation, for `bench/server.ts`: with LUDUS_BENCH_PROMOTED=FILE the
// server samples, from LUDUS_BENCH_PROMOTED_AFTER seconds after it starts (default 60) for
// LUDUS_BENCH_PROMOTED_SPAN seconds (default 20), the allocations that survive the scavenges —
// promoted to the old generation, then dead or still alive (V8's sampling heap profiler without
// the objects a minor collection took) — and writes the profile to FILE. Those bytes are what
// brings the full collections whose marking sets the p99 (docs/benchmarks.md); read the file
// with `bench/promoted-share.ts`.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

export function samplePromoted(env: NodeJS.ProcessEnv): void {
  const file = env.LUDUS_BENCH_PROMOTED;
  if (!file) return;
  const afterMs = Number(env.LUDUS_BENCH_PROMOTED_AFTER ?? 60) * 1000;
  const spanMs = Number(env.LUDUS_BENCH_PROMOTED_SPAN ?? 20) * 1000;
  const session = new Session();
  session.connect();
  const sampling = {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: false,
  };
  setTimeout(() => {
    session.post('HeapProfiler.startSampling', sampling, () => {
      const started = Date.now();
      setTimeout(() => {
        session.post('HeapProfiler.stopSampling', (error, result) => {
          if (error) console.error(`promoted-allocation sampling failed: ${error.message}`);
          else writeFileSync(file, JSON.stringify({ ms: Date.now() - started, ...result }));
        });
      }, spanMs).unref();
    });
  }, afterMs).unref();
}
