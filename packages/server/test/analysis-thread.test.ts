// The analysis worker thread on odd input and trouble: a record that is not a legal game, a job
// that is not one at all, a job that overruns its time, a thread stopped mid-job. Each job is
// answered with a failure, none rejects, and the next job is analysed as if nothing happened.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisJob } from '../src/analysis/job';
import { AnalysisThread } from '../src/analysis/thread';

/** Two legal Shatra moves (the rules package's notation), judged at a cheap depth. */
const SHATRA: AnalysisJob = { id: 'ok', game: 'shatra', moves: ['46-39', '17-24'], depth: 2 };

describe('the analysis worker thread', () => {
  const thread = new AnalysisThread(60_000);
  afterAll(() => thread.stop());

  it('answers a record that is no legal game with its reason, and goes on', async () => {
    const bad: AnalysisJob = { id: 'bad', game: 'shatra', moves: ['46-39', '46-39'], depth: 2 };
    const refused = await thread.run(bad);
    expect(refused).toMatchObject({ id: 'bad', ok: false });
    expect(!refused.ok && refused.message).toMatch(/^the record is not a legal game: move 2/);
    const garbage = {
      id: 'garbage',
      game: 'backgammon',
      records: [{ rules: { variant: 'backgammon' }, events: [{ kind: 'move', dice: [9, 9] }] }],
      depth: 0,
    } as unknown as AnalysisJob;
    expect(await thread.run(garbage)).toMatchObject({ id: 'garbage', ok: false });
    const wrongKind = { ...garbage, id: 'tryktrak', game: 'tryktrak' } as AnalysisJob;
    expect(await thread.run(wrongKind)).toMatchObject({
      ok: false,
      message: 'game 1 is no tryktrak',
    });
    const notAJob = { id: 'none', game: 'backgammon', records: 'all of them' } as never;
    expect(await thread.run(notAJob)).toMatchObject({ id: 'none', ok: false });
    const answered = await thread.run(SHATRA);
    expect(answered).toMatchObject({ id: 'ok', ok: true });
    expect(answered.ok && answered.seats.white.decisions).toBe(1);
  }, 30_000);

  it('a job over its time fails, the thread is replaced, and the next job is analysed', async () => {
    const late = await thread.run({ ...SHATRA, id: 'late' }, 1);
    expect(late).toEqual({ id: 'late', ok: false, message: 'the analysis took longer than 1 ms' });
    expect(await thread.run({ ...SHATRA, id: 'after' })).toMatchObject({ id: 'after', ok: true });
  }, 30_000);

  it('a thread stopped mid-job answers that job with a failure; the next starts a fresh thread', async () => {
    const running = thread.run({ ...SHATRA, id: 'stopped' });
    await thread.stop('stopped by the test');
    expect(await running).toEqual({ id: 'stopped', ok: false, message: 'stopped by the test' });
    expect(await thread.run({ ...SHATRA, id: 'fresh' })).toMatchObject({ id: 'fresh', ok: true });
  }, 30_000);
});
