// GET /metrics: Prometheus's text format, with the games in progress, the intents decided (a
// counter by outcome), the intents' latency histogram and the sockets connected, all moving as
// a game is played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { call, createGame, guest } from './support/http';
import { finished, startBot } from './support/play';
import { type TestServer, testServer } from './support/server';

/** The value of the series named exactly `series` (name and labels). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(() => server.stop());

  const scrape = async () => {
    const reply = await call(server.url, 'GET', '/metrics');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return reply.text;
  };

  it('counts games in progress, intents, their latency and the sockets', async () => {
    const before = await scrape();
    expect(before).toContain('# TYPE ludus_intent_duration_seconds histogram');
    expect(sample(before, 'ludus_games_in_progress')).toBe(0);
    expect(sample(before, 'ludus_sockets_connected')).toBe(0);
    // The analysis is off here (analysis-across-processes.test.ts counts it at work).
    expect(sample(before, 'ludus_analyses_total{outcome="done"}')).toBe(0);
    expect(sample(before, 'ludus_analyses_total{outcome="failed"}')).toBe(0);

    const white = await guest(server.url, 'Aigerim');
    const table = await createGame(server.url, white, { game: 'backgammon', matchLength: 1 });
    const a = await TestClient.connect(server.url, { cookie: white });
    const b = await TestClient.connect(server.url, { cookie: await guest(server.url, 'Bolat') });
    await b.request({ type: 'join', table, clientSeed: 'joiner-seed' });
    const playing = await scrape();
    expect(sample(playing, 'ludus_games_in_progress')).toBe(1);
    expect(sample(playing, 'ludus_sockets_connected')).toBe(2);

    startBot(a, table, 'white');
    startBot(b, table, 'black');
    await finished(a, table);
    const after = await scrape();
    const accepted = sample(after, 'ludus_intents_total{outcome="accepted"}');
    const refused = sample(after, 'ludus_intents_total{outcome="refused"}');
    // Every event is one accepted intent; the histogram counts every intent decided.
    const log = (await a.request({ type: 'resync', table, since: 0 })).events as unknown[];
    expect(accepted).toBe(log.length);
    const count = sample(after, 'ludus_intent_duration_seconds_count');
    expect(count).toBe(accepted + refused);
    expect(sample(after, 'ludus_intent_duration_seconds_bucket{le="+Inf"}')).toBe(count);
    // Cumulative buckets never decrease.
    const buckets = after
      .split('\n')
      .filter((l) => l.startsWith('ludus_intent_duration_seconds_bucket'))
      .map((l) => Number(l.split(' ')[1]));
    expect(buckets).toEqual([...buckets].sort((x, y) => x - y));
    expect(sample(after, 'ludus_intent_duration_seconds_sum')).toBeGreaterThan(0);
    expect(sample(after, 'ludus_games_in_progress')).toBe(0);
    // The process's own figures: a whole game took some CPU time; memory is resident.
    expect(sample(after, 'process_cpu_seconds_total')).toBeGreaterThan(
      sample(before, 'process_cpu_seconds_total'),
    );
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    a.close();
    b.close();
    for (let i = 0; i < 50 && sample(await scrape(), 'ludus_sockets_connected') > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sample(await scrape(), 'ludus_sockets_connected')).toBe(0);
  });
});
