// What a load run reads from each server process's /metrics (Prometheus's text format), and the
// arithmetic of its report.
import { LATENCY_BUCKETS_S } from '../src/metrics';
import { mainThreadCpuSeconds, runQueueSeconds, treeCpuSeconds } from './cpu';

export interface Scrape {
  readonly gamesInProgress: number;
  readonly sockets: number;
  readonly cpuSeconds: number;
  /** CPU seconds of its main thread, the event loop (NaN when not known). */
  readonly mainThreadSeconds: number;
  /** Seconds its event loop waited for a CPU (NaN when not known: a server given by URL). */
  readonly waitSeconds: number;
  readonly rssBytes: number;
  /** Intents decided so far, and the sum of their decision times in seconds. */
  readonly decided: number;
  readonly decisionSeconds: number;
  /** Intents decided within each bound of the histogram (LATENCY_BUCKETS_S), cumulative. */
  readonly decidedWithin: readonly number[];
}

function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

/** A process's figures; its CPU time from /proc when its /metrics has none (an older server). */
export async function scrape(base: string, pid?: number): Promise<Scrape> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const cpu = sample(text, 'process_cpu_seconds_total');
  return {
    gamesInProgress: sample(text, 'ludus_games_in_progress'),
    sockets: sample(text, 'ludus_sockets_connected'),
    cpuSeconds: Number.isNaN(cpu) && pid !== undefined ? treeCpuSeconds(pid) : cpu,
    mainThreadSeconds: pid === undefined ? Number.NaN : mainThreadCpuSeconds(pid),
    waitSeconds: pid === undefined ? Number.NaN : runQueueSeconds(pid),
    rssBytes: sample(text, 'process_resident_memory_bytes'),
    decided: sample(text, 'ludus_intent_duration_seconds_count'),
    decisionSeconds: sample(text, 'ludus_intent_duration_seconds_sum'),
    decidedWithin: LATENCY_BUCKETS_S.map((bound) =>
      sample(text, `ludus_intent_duration_seconds_bucket{le="${bound}"}`),
    ),
  };
}

/** Bounds reported for the servers' own decision times, in ms (they are histogram bounds). */
const REPORTED_BOUNDS_MS = [10, 25, 50, 100];

/**
 * The servers' mean decision time between two scrapes of each, in ms, and the share of the
 * intents decided within 10, 25, 50 and 100 ms (the histogram's buckets): the server's own part
 * of a round trip, from the handler's start to the decision, without the time a frame waited to
 * be read nor the generator's.
 */
export function summed(from: readonly Scrape[], to: readonly Scrape[]) {
  let decided = 0;
  let seconds = 0;
  const within = LATENCY_BUCKETS_S.map(() => 0);
  to.forEach((s, i) => {
    decided += s.decided - (from[i]?.decided ?? 0);
    seconds += s.decisionSeconds - (from[i]?.decisionSeconds ?? 0);
    s.decidedWithin.forEach((n, b) => {
      within[b] = (within[b] ?? 0) + n - (from[i]?.decidedWithin[b] ?? 0);
    });
  });
  const share = (ms: number) => {
    const count = within[LATENCY_BUCKETS_S.indexOf(ms / 1_000)] ?? Number.NaN;
    return decided === 0 ? Number.NaN : Math.round((count / decided) * 10_000) / 10_000;
  };
  return {
    decisionMs: decided === 0 ? 0 : (seconds * 1_000) / decided,
    decidedWithinMs: Object.fromEntries(REPORTED_BOUNDS_MS.map((ms) => [String(ms), share(ms)])),
  };
}

/** The `p`th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
