import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  ALL_ROLLS,
  type MatchIdState,
  makeMatchId,
  makePositionId,
  type Position,
  parsePlay,
  parsePositionId,
  startPosition,
} from '@ludus/backgammon';
import { bearoffDatabase, cubelessEquity, type Probabilities } from '@ludus/backgammon-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { side } from '../../backgammon/test/support/boards';
import { matchIdState } from '../../backgammon/test/support/match-id-state';

/** One long-running `ludus bg engine` process; `ask` sends a line and waits for its answer. */
class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((line: string) => void)[] = [];
  private unasked: (line: string) => void = () => {};
  readonly exited: Promise<number | null>;

  constructor(args: readonly string[] = []) {
    this.child = spawn('node', ['packages/cli/bin/ludus.mjs', 'bg', 'engine', ...args]);
    createInterface({ input: this.child.stdout }).on('line', (line) =>
      (this.waiting.shift() ?? this.unasked)(line),
    );
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** Lines that no `ask` is waiting for. */
  onLine(listener: (line: string) => void): void {
    this.unasked = listener;
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  ask(line: string): Promise<string> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.stdin.write(`${line}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
  }
}

const money = matchIdState();

function id(player: Readonly<Record<number, number>>, opponent: Readonly<Record<number, number>>) {
  return makePositionId({ player: side(player), opponent: side(opponent) });
}

const START = makePositionId(startPosition());
/** The side on roll has two checkers left; the opponent has not come home at all. */
const WON_RACE = id({ 1: 2 }, { 18: 15 });
const LOST_RACE = id({ 18: 15 }, { 1: 2 });

function numbers(answer: string): number[] {
  return answer.split(' ').map(Number);
}

describe('ludus bg engine', () => {
  let engine: EngineProcess;
  beforeAll(() => {
    engine = new EngineProcess(['--seed', '7']);
  });
  afterAll(() => engine.close());

  it('sets every level', async () => {
    for (const level of [
      'beginner',
      'casual',
      'intermediate',
      'advanced',
      'expert',
      'world-class',
    ]) {
      expect(await engine.ask(`level ${level}`)).toBe('ok');
    }
  });

  it('evaluates the start position as six numbers: probabilities and their equity', async () => {
    const answer = numbers(await engine.ask(`eval ${START}`));
    expect(answer).toHaveLength(6);
    const [win = 0, wg = 0, wbg = 0, lg = 0, lbg = 0, equity = 0] = answer;
    expect(win).toBeGreaterThan(0.4);
    expect(win).toBeLessThan(0.6);
    expect(wg).toBeLessThanOrEqual(win);
    expect(wbg).toBeLessThanOrEqual(wg);
    expect(lbg).toBeLessThanOrEqual(lg);
    expect(lg).toBeLessThanOrEqual(1 - win + 1e-6);
    expect(equity).toBeCloseTo(cubelessEquity([win, wg, wbg, lg, lbg]), 5);
  });

  it('evaluates bear-offs exactly as the database does', async () => {
    const cases: [Record<number, number>, Record<number, number>][] = [
      [{ 6: 1 }, { 1: 1 }],
      [
        { 6: 3, 5: 2, 1: 4 },
        { 4: 3, 2: 2 },
      ],
      [{ 6: 15 }, { 3: 2 }],
    ];
    const db = bearoffDatabase();
    for (const [player, opponent] of cases) {
      const expected = db.probabilities({ player: side(player), opponent: side(opponent) });
      const answer = numbers(await engine.ask(`eval ${id(player, opponent)}`));
      for (let i = 0; i < 5; i++) expect(answer[i]).toBeCloseTo(expected[i] ?? 0, 5);
    }
    expect(numbers(await engine.ask(`eval ${id({ 6: 1 }, { 1: 1 })}`))[0]).toBeCloseTo(0.75, 5);
  });

  it('sees clearly won and lost positions', async () => {
    const won = numbers(await engine.ask(`eval ${WON_RACE}`)) as unknown as Probabilities;
    expect(won[0]).toBeGreaterThan(0.9);
    const lost = numbers(await engine.ask(`eval ${LOST_RACE}`)) as unknown as Probabilities;
    expect(lost[0]).toBeLessThan(0.1);
  });

  it('answers best with a legal play for every opening roll', async () => {
    expect(await engine.ask('level advanced')).toBe('ok');
    for (const dice of ALL_ROLLS) {
      const answer = await engine.ask(`best ${START} ${makeMatchId({ ...money, dice })}`);
      const play = parsePlay(answer, startPosition(), dice);
      expect(play.ok, `${dice.join('-')}: '${answer}'`).toBe(true);
    }
  });

  it('answers best at world class within its budget, with a legal play', async () => {
    expect(await engine.ask('level world-class')).toBe('ok');
    const started = Date.now();
    const answer = await engine.ask(`best ${START} ${makeMatchId({ ...money, dice: [4, 2] })}`);
    expect(parsePlay(answer, startPosition(), [4, 2]).ok).toBe(true);
    // 2 s of search plus the start of a loaded machine's slack.
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it("answers '-' when no play is legal", async () => {
    const closedOut = id({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 5 });
    const dice: [6, 5] = [6, 5];
    expect(await engine.ask(`best ${closedOut} ${makeMatchId({ ...money, dice })}`)).toBe('-');
  });

  it('doubles and passes a position too good to play on, but not the opening', async () => {
    const noDice = makeMatchId(money);
    expect(await engine.ask(`double ${START} ${noDice}`)).toBe('no-double');
    // A bear-off won unless 2-1 is rolled (and the opponent then rolls a big double), no
    // gammons: the favourite cashes, the underdog passes.
    const cash = id({ 2: 2 }, { 6: 2, 5: 2 });
    expect(await engine.ask(`double ${cash} ${noDice}`)).toBe('double');
    expect(await engine.ask(`take ${cash} ${noDice}`)).toBe('pass');
    // Doubling the opening position is a beaver in a money game.
    expect(await engine.ask(`take ${START} ${noDice}`)).toBe('beaver');
  });

  it('never doubles without access to the cube or in the Crawford game', async () => {
    const cash = id({ 2: 2 }, { 6: 2, 5: 2 });
    const theirs = makeMatchId({ ...money, cubeValue: 2, cubeOwner: 'black' });
    expect(await engine.ask(`double ${cash} ${theirs}`)).toBe('no-double');
    const crawford = makeMatchId({
      ...money,
      matchLength: 5,
      score: { white: 2, black: 4 },
      crawford: true,
    });
    expect(await engine.ask(`double ${cash} ${crawford}`)).toBe('no-double');
    // In a match the take is a take or a pass, never a beaver.
    const match = makeMatchId({ ...money, matchLength: 7, score: { white: 1, black: 2 } });
    expect(['take', 'pass']).toContain(await engine.ask(`take ${START} ${match}`));
  });

  it('answers malformed commands with one error line each and goes on', async () => {
    const bad = [
      'dance',
      'level grandmaster',
      'eval',
      'eval notAnId',
      `eval ${START} extra`,
      `best ${START}`,
      `best ${START} notAMatchId`,
      'double x y',
      `take ${START} ${makeMatchId(money)} extra`,
      // 16 checkers for the side on roll.
      `eval ${makePositionId({ player: side({ 6: 16 }), opponent: side({ 6: 15 }) })}`,
    ];
    for (const line of bad) {
      const answer = await engine.ask(line);
      expect(answer, line).toMatch(/^error \S/);
    }
    expect(numbers(await engine.ask(`eval ${START}`))).toHaveLength(6);
  });

  const crawford = { ...money, matchLength: 5, score: { white: 4, black: 2 }, crawford: true };
  const pending = { ...money, doubleOffered: true, toAct: 'black' as const, dice: [3, 1] as const };
  /** Valid Match IDs that ask no such decision: [what, command, Match ID state, error]. */
  const undue: [string, string, MatchIdState, string][] = [
    [
      'a take with the cube at 64',
      'take',
      { ...money, cubeValue: 64 },
      'take: the cube is at 64: no double is possible',
    ],
    ['a take in the Crawford game', 'take', crawford, 'take: no double in the Crawford game'],
    [
      "a take of the taker's own cube",
      'take',
      { ...money, cubeValue: 2, cubeOwner: 'black' },
      'take: the cube is owned by the side that would take: the side on roll cannot double',
    ],
    [
      'a play in a game that is over',
      'best',
      { ...money, gameState: 'over', dice: [3, 1] },
      "best: the Match ID's game state is 'over', not 'playing'",
    ],
    [
      'a play with a double pending',
      'best',
      pending,
      'best: a double is pending: the doubled side answers it first',
    ],
    [
      'a double with a double pending',
      'double',
      pending,
      'double: a double is pending: the doubled side answers it first',
    ],
    [
      'a double with no game started',
      'double',
      { ...money, gameState: 'none' },
      "double: the Match ID's game state is 'none', not 'playing'",
    ],
  ];
  for (const [what, command, state, message] of undue) {
    it(`refuses ${what} with an error line naming it`, async () => {
      const line = `${command} ${START} ${makeMatchId(state)}`;
      expect(await engine.ask(line)).toBe(`error ${message}`);
    });
  }

  it("answers 'quit now' with an error line and goes on: quit takes no arguments", async () => {
    expect(await engine.ask('quit now')).toBe("error expected 'quit', got 1 argument(s)");
    expect(await engine.ask('level world-class')).toBe('ok');
  });

  it('quits without an answer, with exit status 0', async () => {
    const own = new EngineProcess();
    const answers: string[] = [];
    own.onLine((line) => answers.push(line));
    own.send('quit');
    expect(await own.exited).toBe(0);
    expect(answers).toEqual([]);
  });
});

describe('ludus bg engine --variant tryktrak', () => {
  it('judges bear-offs by tryktrak’s bear-off rule', async () => {
    // Tryktrak lets a die bear off from the highest occupied point below its own even while the
    // 6-point still holds a checker (rules file, "Tryktrak"), so this race is better for the
    // side on roll than under the standard rule.
    const player = side({ 6: 1, 1: 2 });
    const opponent = side({ 2: 2 });
    const tryktrak = bearoffDatabase('tryktrak').probabilities({ player, opponent })[0];
    const standard = bearoffDatabase('backgammon').probabilities({ player, opponent })[0];
    expect(tryktrak - standard).toBeGreaterThan(0.005);
    const own = new EngineProcess(['--variant', 'tryktrak']);
    const answer = numbers(await own.ask(`eval ${makePositionId({ player, opponent })}`));
    own.close();
    expect(answer[0]).toBeCloseTo(tryktrak, 5);
  });

  it('refuses a take: tryktrak has no doubling cube', async () => {
    const own = new EngineProcess(['--variant', 'tryktrak']);
    const answer = await own.ask(`take ${START} ${makeMatchId(money)}`);
    own.close();
    expect(answer).toBe('error take: tryktrak has no doubling cube');
  });
});

describe('engine positions', () => {
  it('the test positions are valid', () => {
    for (const text of [START, WON_RACE, LOST_RACE]) {
      const parsed = parsePositionId(text);
      expect(parsed.ok).toBe(true);
      const position = parsed.ok ? (parsed.value as Position) : undefined;
      expect(position?.player.length).toBe(25);
    }
  });
});
