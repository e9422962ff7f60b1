// The position page's rollouts (protocol `rollout`): the worker's handler answers the exact sums
// of the asked trials, which combine in any order to one run's (the engine's own rolloutTrials in
// this process), also after a chosen play; the edge refuses requests out of bounds, the handler
// ids and plays the rules refuse; and
// the page's runner, with the handler standing in for its workers, ends a stopped and resumed
// rollout with the figures of an uninterrupted one. Cubeful and cube-action requests too: the
// cube and score of the Match ID, seen from the side on roll of what is rolled out.
import {
  fromSetup,
  legalPlays,
  makePlay,
  makePositionId,
  type Position,
  parseMatchId,
  parsePositionId,
  swapSides,
} from '@ludus/backgammon';
import {
  CUBE_ACTION_STARTS,
  type CubeStart,
  combineSums,
  contextFromMatchId,
  doublerContext,
  NO_TRIALS,
  type RolloutSums,
  rolloutTrials,
  VariantEvaluator,
} from '@ludus/backgammon-engine';
import { MAX_ROLLOUT_CHUNK, MAX_ROLLOUT_TRIALS } from '@ludus/protocol';
import { describe, expect, it } from 'vitest';
import type { ComputerAnswer, RequestBody, RolloutRequest } from '../src/computer/protocol';
import { isComputerRequest, PROTOCOL_VERSION } from '../src/computer/protocol';
import { answerRollout } from '../src/computer/rollout';
import type { Asker } from '../src/position/analysis-runner';
import {
  type RolloutProgress,
  RolloutRunner,
  type RolloutSetup,
  workerCount,
} from '../src/position/rollout-runner';

/** Black on roll in a 7-point match (the position page's browser test's middle game). */
const MIDGAME = { positionId: 'ZpvBAQRs5+AAGA', matchId: 'QYnqACAAIAAE' } as const;

const request = (changes: Partial<RolloutRequest> = {}): RolloutRequest => ({
  protocol: PROTOCOL_VERSION,
  id: 5,
  budgetMs: 60_000,
  kind: 'rollout',
  game: 'backgammon',
  ...MIDGAME,
  seed: 11,
  truncate: 3,
  varianceReduction: true,
  from: 0,
  count: 36,
  ...changes,
});

function sumsOf(answer: ComputerAnswer): RolloutSums {
  if (answer.kind !== 'rollout') throw new Error(`${answer.kind}`);
  return answer.sums;
}

const engineRuns = new Map<string, RolloutSums>();

function midgame(): Position {
  const parsed = parsePositionId(MIDGAME.positionId);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** The engine itself, in this process, over trials [0, count) (each run once per file). */
function engineSums(count: number, seed = 11, position = midgame()): RolloutSums {
  const key = `${count}/${seed}/${JSON.stringify(position)}`;
  const known = engineRuns.get(key);
  if (known) return known;
  const settings = { variant: 'backgammon' as const, seed, truncate: 3, varianceReduction: true };
  const sums = rolloutTrials(new VariantEvaluator(), position, settings, 0, count);
  engineRuns.set(key, sums);
  return sums;
}

describe('the rollout request', () => {
  it('answers sums that combine in any order to the engine’s own run', () => {
    const a = sumsOf(answerRollout(request({ from: 0, count: 36 })));
    const b = sumsOf(answerRollout(request({ from: 36, count: 20 })));
    const c = sumsOf(answerRollout(request({ from: 56, count: 16 })));
    const whole = engineSums(72);
    expect(combineSums(combineSums(a, b), c)).toEqual(whole);
    expect(combineSums(c, combineSums(b, a))).toEqual(whole);
    expect(combineSums(combineSums(NO_TRIALS, b), combineSums(c, a))).toEqual(whole);
    // Another seed is another rollout. (Truncated at 2 plies with the luck taken out, every
    // seed gives the same sums: the two rolls' luck telescopes; hence 3 plies here.)
    expect(sumsOf(answerRollout(request({ seed: 12, count: 72 })))).not.toEqual(whole);
  });

  it('rolls out the position after a chosen play of the roll, the opponent on roll', () => {
    // MIDGAME's Match ID holds 5-2 for black, on roll.
    const chosen = legalPlays(midgame(), [5, 2])[1];
    if (!chosen) throw new Error('no play');
    const after = sumsOf(answerRollout(request({ play: makePlay(chosen.steps), count: 36 })));
    expect(after).toEqual(engineSums(36, 11, swapSides(chosen.after)));
    expect(after).not.toEqual(engineSums(36));
  });

  it('is refused at the edge out of its bounds', () => {
    expect(isComputerRequest(request())).toBe(true);
    expect(isComputerRequest(request({ truncate: null }))).toBe(true);
    const bad = (changes: object) => isComputerRequest({ ...request(), ...changes });
    expect(bad({ count: 0 })).toBe(false);
    expect(bad({ count: MAX_ROLLOUT_CHUNK + 1 })).toBe(false);
    expect(bad({ from: -1 })).toBe(false);
    expect(bad({ from: MAX_ROLLOUT_TRIALS })).toBe(false);
    expect(bad({ from: 1.5 })).toBe(false);
    expect(bad({ seed: -1 })).toBe(false);
    expect(bad({ seed: 2 ** 32 })).toBe(false);
    expect(bad({ truncate: -1 })).toBe(false);
    expect(bad({ truncate: '2' })).toBe(false);
    expect(bad({ varianceReduction: 'yes' })).toBe(false);
    expect(bad({ game: 'tryktrak' })).toBe(false);
    expect(bad({ positionId: 'A'.repeat(33) })).toBe(false);
    expect(bad({ play: 7 })).toBe(false);
    expect(bad({ play: '24/18 '.repeat(11) })).toBe(false);
    const { truncate: _, ...withoutTruncate } = request();
    expect(isComputerRequest(withoutTruncate)).toBe(false);
  });

  it('answers ids the rules refuse with their code', () => {
    const badPosition = answerRollout(request({ positionId: 'not-an-id!!!!!' }));
    expect(badPosition).toMatchObject({ kind: 'error', id: 5 });
    expect(badPosition.kind === 'error' && badPosition.message).toMatch(/^bad-position-id/);
    const badMatch = answerRollout(request({ matchId: '!!' }));
    expect(badMatch.kind === 'error' && badMatch.message).toMatch(/^match-id/);
    const illegal = answerRollout(request({ play: '24/10' }));
    expect(illegal.kind === 'error' && illegal.message).toMatch(/^not-legal/);
    const unreadable = answerRollout(request({ play: 'five-two' }));
    expect(unreadable.kind === 'error' && unreadable.message).toMatch(/^bad-notation/);
    // The start's Match ID holds no roll: no play to roll out after.
    const noDice = request({
      positionId: '4HPwATDgc/ABMA',
      matchId: 'cAkAAAAAAAAA',
      play: '8/3 6/5',
    });
    expect(answerRollout(noDice)).toMatchObject({ kind: 'error', message: /^no-dice/ });
    // One checker left on the 1-point, 5-2 to play: bearing it off wins; nothing to roll out.
    const side = (point: number) => Array.from({ length: 25 }, (_, i) => (i === point ? 1 : 0));
    const last = fromSetup({ player: side(1), opponent: side(6) });
    if (!last.ok) throw new Error(last.error);
    const won = answerRollout(request({ positionId: makePositionId(last.value), play: '1/off' }));
    expect(won).toMatchObject({ kind: 'error', message: /^game-over/ });
  });
});

/** A worker stand-in: the real handler, answering on a later task; dispose rejects, as the client's. */
class HandlerWorker implements Asker {
  private readonly pending = new Set<(error: Error) => void>();
  constructor(private readonly log: number[]) {}
  ask(body: RequestBody): Promise<ComputerAnswer> {
    return new Promise((resolve, reject) => {
      this.pending.add(reject);
      setTimeout(() => {
        if (!this.pending.delete(reject)) return;
        const asked = { ...body, protocol: PROTOCOL_VERSION, id: 1 } as RolloutRequest;
        this.log.push(asked.from);
        resolve(answerRollout(asked));
      }, 0);
    });
  }
  dispose(): void {
    for (const reject of this.pending) reject(new Error('stopped'));
    this.pending.clear();
  }
}

const SETUP: RolloutSetup = {
  ids: MIDGAME,
  trials: 108,
  seed: 11,
  truncate: 3,
  varianceReduction: true,
  play: null,
  cube: 'cubeless',
};

/** Runs until `until` says stop (then stops) or the run ends; the reports it gave. */
function run(
  runner: (onProgress: (p: RolloutProgress) => void) => RolloutRunner,
  until: (p: RolloutProgress) => boolean = () => false,
): Promise<{ runner: RolloutRunner; last: RolloutProgress }> {
  return new Promise((resolve) => {
    let made: RolloutRunner | null = null;
    made = runner((p) => {
      if (p.state === 'running' && p.sums.trials > 0 && until(p)) made?.stop();
      if (p.state !== 'running') resolve({ runner: made as RolloutRunner, last: p });
    });
    made.start();
  });
}

/** The start position in money play, the cube centred: black may double. */
const START = { positionId: '4HPwATDgc/ABMA', matchId: 'cAkAAAAAAAAA' } as const;

/** The engine's cubeful run in this process: the Match ID's cube, from `position`'s side on roll. */
function engineCubeSums(
  ids: { positionId: string; matchId: string },
  starts: readonly CubeStart[],
  count: number,
  after?: Position,
): RolloutSums {
  const parsed = parseMatchId(ids.matchId);
  const start = parsePositionId(ids.positionId);
  if (!parsed.ok || !start.ok) throw new Error('ids');
  const mover = contextFromMatchId(parsed.value, 'backgammon', false);
  const context = after ? doublerContext(mover) : mover;
  const settings = {
    variant: 'backgammon' as const,
    seed: 11,
    truncate: 3,
    varianceReduction: true,
    cube: { context, starts },
  };
  return rolloutTrials(new VariantEvaluator(), after ?? start.value, settings, 0, count);
}

describe('the cubeful rollout request', () => {
  it('answers the engine’s cubeful sums, in parts as in one run; the cubeless ones unchanged', () => {
    const cubeful = (changes: Partial<RolloutRequest>) =>
      sumsOf(answerRollout(request({ ...START, cubeful: true, ...changes })));
    const whole = engineCubeSums(START, ['free'], 48);
    expect(combineSums(cubeful({ count: 30 }), cubeful({ from: 30, count: 18 }))).toEqual(whole);
    expect(whole.sums).toHaveLength(7);
    const cubeless = sumsOf(answerRollout(request({ ...START, count: 48 })));
    expect(whole.sums.slice(0, 6)).toEqual(cubeless.sums);
  });

  it('rolls a cube action out: no double and double/take over the same trials', () => {
    const answer = answerRollout(request({ ...START, cubeful: true, cubeAction: true }));
    expect(sumsOf(answer)).toEqual(engineCubeSums(START, CUBE_ACTION_STARTS, 36));
  });

  it('is cubeful after a chosen play from the opponent’s side, the cube as the Match ID has it', () => {
    const chosen = legalPlays(midgame(), [5, 2])[0];
    if (!chosen) throw new Error('no play');
    const after = swapSides(chosen.after);
    const answer = answerRollout(request({ cubeful: true, play: makePlay(chosen.steps) }));
    expect(sumsOf(answer)).toEqual(engineCubeSums(MIDGAME, ['free'], 36, after));
  });

  it('refuses a cube action at the edge without cubeful or with a play, and a bad flag', () => {
    const bad = (changes: object) => isComputerRequest({ ...request(), ...changes });
    expect(bad({ cubeful: true })).toBe(true);
    expect(bad({ cubeful: true, cubeAction: true })).toBe(true);
    expect(bad({ cubeful: false, cubeAction: false })).toBe(true);
    expect(bad({ cubeAction: true })).toBe(false);
    expect(bad({ cubeful: false, cubeAction: true })).toBe(false);
    expect(bad({ cubeful: true, cubeAction: true, play: '13/8 13/11' })).toBe(false);
    expect(bad({ cubeful: 'yes' })).toBe(false);
    expect(bad({ cubeful: 1 })).toBe(false);
    expect(bad({ cubeful: true, cubeAction: 'no-double' })).toBe(false);
  });

  it('answers a cube action where the side on roll may not double with the reason', () => {
    // MIDGAME: the cube at 2 is white's, black on roll.
    const owned = answerRollout(request({ cubeful: true, cubeAction: true }));
    expect(owned).toMatchObject({ kind: 'error', id: 5, message: /^no-cube-action/ });
  });
});

describe('the rollout runner', () => {
  it('ends a stopped and resumed rollout with the sums of an uninterrupted one', async () => {
    const whole = await run((on) => new RolloutRunner(SETUP, on, () => new HandlerWorker([]), 3));
    expect(whole.last).toMatchObject({ state: 'done', asked: 108 });
    expect(whole.last.sums).toEqual(engineSums(108));

    const asked: number[] = [];
    const stopped = await run(
      (on) => new RolloutRunner(SETUP, on, () => new HandlerWorker(asked), 3),
      (p) => p.sums.trials >= 36,
    );
    expect(stopped.last.state).toBe('stopped');
    expect(stopped.last.sums.trials).toBeGreaterThan(0);
    expect(stopped.last.sums.trials).toBeLessThan(108);
    const resumed = await new Promise<RolloutProgress>((resolve) => {
      const runner = stopped.runner as unknown as { onProgress: (p: RolloutProgress) => void };
      runner.onProgress = (p) => p.state !== 'running' && resolve(p);
      stopped.runner.start();
    });
    expect(resumed.state).toBe('done');
    expect(resumed.sums).toEqual(whole.last.sums);
    // Each chunk counted once: the interrupted ones were asked again, none twice to the end.
    expect(new Set(asked)).toEqual(new Set([0, 36, 72]));
  });

  it('ends a stopped and resumed cube-action rollout with the sums of one run', async () => {
    const setup: RolloutSetup = { ...SETUP, ids: START, trials: 72, cube: 'action' };
    const stopped = await run(
      (on) => new RolloutRunner(setup, on, () => new HandlerWorker([]), 2),
      (p) => p.sums.trials >= 36,
    );
    expect(stopped.last.state).toBe('stopped');
    const resumed = await new Promise<RolloutProgress>((resolve) => {
      const runner = stopped.runner as unknown as { onProgress: (p: RolloutProgress) => void };
      runner.onProgress = (p) => p.state !== 'running' && resolve(p);
      stopped.runner.start();
    });
    expect(resumed.sums).toEqual(engineCubeSums(START, CUBE_ACTION_STARTS, 72));
  });

  it('fails with the reason when a worker errs, and resumes from there', async () => {
    let broken = true;
    const failing: Asker = {
      ask: () => Promise.reject(new Error('worker-died')),
      dispose() {},
    };
    const failed = await run(
      (on) => new RolloutRunner(SETUP, on, () => (broken ? failing : new HandlerWorker([])), 2),
    );
    expect(failed.last).toMatchObject({ state: 'failed', reason: 'worker-died' });
    broken = false;
    const again = await new Promise<RolloutProgress>((resolve) => {
      const runner = failed.runner as unknown as { onProgress: (p: RolloutProgress) => void };
      runner.onProgress = (p) => p.state !== 'running' && resolve(p);
      failed.runner.start();
    });
    expect(again.sums).toEqual(engineSums(108));
  });

  it('uses as many workers as cores, one to eight', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount(0)).toBe(1);
    expect(workerCount(4)).toBe(4);
    expect(workerCount(64)).toBe(8);
  });
});
