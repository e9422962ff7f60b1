// What an operator's Prometheus scrapes from each process (GET /metrics, in Prometheus's text
// format): the games in progress this process runs, intents decided (a counter, by outcome: its
// rate is intents per second), each intent's latency from arrival to decision (a histogram),
// the sockets connected, the finished games this process analysed, and the process's CPU time
// and resident memory (the names Prometheus's client libraries give them, so that the usual
// dashboards read them). Kept by hand: a few series need no client library.
export const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export class Metrics {
  private accepted = 0;
  private refused = 0;
  /** Count per bucket of LATENCY_BUCKETS_S (not cumulative), and the overflow last. */
  private readonly buckets = new Array<number>(LATENCY_BUCKETS_S.length + 1).fill(0);
  private latencySum = 0;
  private sockets = 0;
  private readonly analyses = { done: 0, failed: 0 };

  /** One intent decided, `seconds` after it arrived. */
  intent(accepted: boolean, seconds: number): void {
    if (accepted) this.accepted += 1;
    else this.refused += 1;
    const index = LATENCY_BUCKETS_S.findIndex((bound) => seconds <= bound);
    const slot = index === -1 ? LATENCY_BUCKETS_S.length : index;
    this.buckets[slot] = (this.buckets[slot] ?? 0) + 1;
    this.latencySum += seconds;
  }

  /** One finished game analysed here (or failed: its log does not replay, the engine gave up). */
  analysed(ok: boolean): void {
    this.analyses[ok ? 'done' : 'failed'] += 1;
  }

  socketOpened(): void {
    this.sockets += 1;
  }

  socketClosed(): void {
    this.sockets -= 1;
  }

  /** The text exposition format, version 0.0.4. */
  render(gamesInProgress: number): string {
    const lines = [
      '# HELP ludus_games_in_progress Games this process runs whose both seats are taken and that are not over.',
      '# TYPE ludus_games_in_progress gauge',
      `ludus_games_in_progress ${gamesInProgress}`,
      '# HELP ludus_intents_total Intents decided by this process, by outcome.',
      '# TYPE ludus_intents_total counter',
      `ludus_intents_total{outcome="accepted"} ${this.accepted}`,
      `ludus_intents_total{outcome="refused"} ${this.refused}`,
      '# HELP ludus_intent_duration_seconds Time from the handling of an intent to its decision (queue and write included).',
      '# TYPE ludus_intent_duration_seconds histogram',
    ];
    let cumulative = 0;
    LATENCY_BUCKETS_S.forEach((bound, i) => {
      cumulative += this.buckets[i] ?? 0;
      lines.push(`ludus_intent_duration_seconds_bucket{le="${bound}"} ${cumulative}`);
    });
    const count = this.accepted + this.refused;
    lines.push(
      `ludus_intent_duration_seconds_bucket{le="+Inf"} ${count}`,
      `ludus_intent_duration_seconds_sum ${this.latencySum}`,
      `ludus_intent_duration_seconds_count ${count}`,
      '# HELP ludus_sockets_connected WebSockets open on this process.',
      '# TYPE ludus_sockets_connected gauge',
      `ludus_sockets_connected ${this.sockets}`,
      '# HELP ludus_analyses_total Finished games this process analysed, by outcome.',
      '# TYPE ludus_analyses_total counter',
      `ludus_analyses_total{outcome="done"} ${this.analyses.done}`,
      `ludus_analyses_total{outcome="failed"} ${this.analyses.failed}`,
      ...processLines(),
    );
    return `${lines.join('\n')}\n`;
  }
}

/** CPU seconds (user and system) and resident memory of this process. */
function processLines(): string[] {
  const { user, system } = process.cpuUsage();
  return [
    '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
    '# TYPE process_cpu_seconds_total counter',
    `process_cpu_seconds_total ${(user + system) / 1e6}`,
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
  ];
}
