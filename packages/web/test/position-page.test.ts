// The position page's model (#/position): reading pasted text and the two id fields, the address
// codec, the set-up on the board against the rules package's own ids, the worker's answer, the
// newest-request-wins runner, and the page's translations in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fromSetup,
  makeMatchId,
  makePlay,
  makePositionId,
  parseMatchId,
  parsePositionId,
  parseXgid,
  startPosition,
} from '@ludus/backgammon';
import { analysePosition, contextFromMatchId } from '@ludus/backgammon-engine';
import { describe, expect, it } from 'vitest';
import { answerPosition } from '../src/computer/position';
import type { ComputerAnswer, RequestBody } from '../src/computer/protocol';
import { AnalysisRunner, type Asker, CANCEL_AFTER_MS } from '../src/position/analysis-runner';
import { addChecker, moveChecker, removeChecker } from '../src/position/edit';
import { readIds, readPositionText } from '../src/position/position-text';
import {
  emptyBoard,
  idsOf,
  type PositionSetup,
  setupFromIds,
  startSetup,
} from '../src/position/setup';

const stubWindow = { addEventListener() {} };
Object.assign(globalThis, { window: stubWindow, location: { hash: '', search: '' } });
const { parseRoute, routeHref } = await import('../src/router');

/**
 * A middle-game position with black on roll, 5-2 to play, in a 7-point match at 2-4 (white 2,
 * black 4), the cube at 2 on white's side (written by the rules package's codecs).
 */
const MIDGAME = { positionId: 'ZpvBAQRs5+AAGA', matchId: 'QYnqACAAIAAE' } as const;
const START_IDS = '4HPwATDgc/ABMA';

function ok<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function errorOf(result: { ok: boolean; error?: string }): string | undefined {
  return result.ok ? undefined : result.error;
}

describe('reading a position typed in', () => {
  const current = startSetup();

  it("reads GNU Backgammon's copy format, and its ids come back unchanged", () => {
    const setup = ok(readPositionText(` ${MIDGAME.positionId}:${MIDGAME.matchId}\n`, current));
    expect(ok(idsOf(setup))).toEqual(MIDGAME);
    const match = ok(parseMatchId(MIDGAME.matchId));
    expect(setup.onRoll).toBe(match.onRoll);
    expect(setup.matchLength).toBe(match.matchLength);
    expect(setup.dice).toEqual(match.dice[0] === 0 ? null : match.dice);
  });

  it("reads gnubg's printed board lines and the two fields", () => {
    const printed = `GNU Backgammon  Position ID: ${MIDGAME.positionId}\n                 Match ID   : ${MIDGAME.matchId}\n`;
    expect(ok(idsOf(ok(readPositionText(printed, current))))).toEqual(MIDGAME);
    expect(ok(idsOf(ok(readIds(MIDGAME.positionId, MIDGAME.matchId, current))))).toEqual(MIDGAME);
  });

  it('takes a Position ID alone with the match the page has, from its player on roll', () => {
    const blackOnRoll: PositionSetup = { ...current, onRoll: 'black', matchLength: 5 };
    const setup = ok(readPositionText(MIDGAME.positionId, blackOnRoll));
    expect(setup.matchLength).toBe(5);
    expect(ok(idsOf(setup)).positionId).toBe(MIDGAME.positionId);
    expect(ok(idsOf(ok(readIds(MIDGAME.positionId, '  ', blackOnRoll)))).positionId).toBe(
      MIDGAME.positionId,
    );
  });

  it('refuses what is not a position, each with its code', () => {
    expect(errorOf(readPositionText('   ', current))).toBe('empty');
    expect(errorOf(readPositionText('hello there', current))).toBe('unknown-format');
    expect(errorOf(readPositionText('x'.repeat(5000), current))).toBe('unknown-format');
    // The 4 bits past the key are set: no id gnubg writes.
    expect(errorOf(readPositionText('4HPwATDgc/ABMB:cAkAAAAAAAAA', current))).toBe(
      'bad-position-id',
    );
    // Every bit of the key set: more checkers than fit.
    expect(errorOf(readPositionText('/////////////w', current))).toBe('too-many-checkers');
    expect(errorOf(readIds(START_IDS, 'cAkAAAAA', current))).toBe('match-id-syntax');
    // A score past the match length: no game in play.
    const past = makeMatchId({
      ...ok(parseMatchId('cAkAAAAAAAAA')),
      matchLength: 3,
      score: { white: 5, black: 0 },
    });
    expect(errorOf(readIds(START_IDS, past, current))).toBe('match-id-invalid');
    expect(errorOf(readIds('', 'cAkAAAAAAAAA', current))).toBe('empty');
  });

  it('reads an XGID as the same setup as its Position ID and Match ID', () => {
    // The starting position, 5-2 to play, money play with beavers (the rules field's 2).
    const xgid = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:2:0:10';
    const read = ok(readPositionText(xgid, { ...current, beavers: false }));
    const parsed = ok(parseXgid(xgid));
    const ids = {
      positionId: makePositionId(parsed.position),
      matchId: makeMatchId(parsed.match),
    };
    expect(read).toEqual(ok(setupFromIds(ids, true)));
    expect(read.beavers).toBe(true);
    expect(errorOf(readPositionText('XGID=-b----E-C---eE---c-e----B-:0:0:1:52', current))).toBe(
      'bad-xgid',
    );
    // Crawford flag set away from match point: refused by the codec, so by the page.
    expect(
      errorOf(readPositionText('XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:1:7:10', current)),
    ).toBe('bad-xgid');
  });
});

describe('the address', () => {
  it('round-trips ids holding / and + through the route, with the beaver option', () => {
    const ids = { positionId: 'sGfwATDgc/ABMA', matchId: 'cAn+AAAAAAA/' };
    for (const beavers of [true, false]) {
      const route = { page: 'position', ids, beavers } as const;
      const href = routeHref(route);
      expect(href).toContain('sGfwATDgc%2FABMA');
      expect(href).toContain('cAn%2BAAAAAAA%2F');
      expect(parseRoute(href)).toEqual(route);
    }
    expect(parseRoute('#/position')).toEqual({ page: 'position', beavers: true });
    expect(routeHref({ page: 'position', beavers: false })).toBe('#/position?beavers=off');
  });

  it('refuses malformed escapes and other shapes; the page refuses bad ids', () => {
    expect(parseRoute('#/position/%E0%A4%A/cAkAAAAAAAAA').page).toBe('not-found');
    expect(parseRoute('#/position/4HPwATDgc%2FABMA').page).toBe('not-found');
    expect(parseRoute('#/position/a/b/c').page).toBe('not-found');
    const route = parseRoute('#/position/nonsense/cAkAAAAAAAAA');
    if (route.page !== 'position' || !route.ids) throw new Error('no ids');
    expect(errorOf(setupFromIds(route.ids, true))).toBe('bad-position-id');
  });
});

describe('setting a position up', () => {
  it("the starting position's ids are the rules package's", () => {
    const ids = ok(idsOf(startSetup()));
    expect(ids.positionId).toBe(makePositionId(startPosition()));
    expect(ok(setupFromIds(ids, true))).toEqual(startSetup());
  });

  it('puts checkers on points and the bar by click, and the ids follow', () => {
    let board = emptyBoard(startSetup()).board;
    const add = (target: Parameters<typeof addChecker>[1], colour: 'white' | 'black') => {
      const edit = addChecker(board, target, colour);
      if (!edit.ok) throw new Error(edit.refusal);
      board = edit.board;
    };
    add({ kind: 'point', point: 6 }, 'white');
    add({ kind: 'point', point: 6 }, 'white');
    add({ kind: 'point', point: 19 }, 'black'); // black's own 6-point
    add({ kind: 'bar', viewerSide: false }, 'white'); // black's bar: a black checker
    const setup = { ...startSetup(), board };
    const white = Array.from({ length: 25 }, (_, i) => (i === 5 ? 2 : 0));
    const black = Array.from({ length: 25 }, (_, i) => (i === 5 || i === 24 ? 1 : 0));
    const expected = ok(fromSetup({ player: white, opponent: black }));
    expect(ok(idsOf(setup)).positionId).toBe(makePositionId(expected));
    expect(ok(parsePositionId(ok(idsOf(setup)).positionId))).toEqual(expected);
  });

  it('refuses a 16th checker, a point of the other colour, and nothing to remove', () => {
    const start = startSetup().board;
    expect(addChecker(start, { kind: 'point', point: 6 }, 'white')).toEqual({
      ok: false,
      refusal: 'all-on-board',
    });
    const lifted = removeChecker(start, { kind: 'point', point: 6 });
    if (!lifted.ok) throw new Error(lifted.refusal);
    expect(addChecker(lifted.board, { kind: 'point', point: 12 }, 'white')).toEqual({
      ok: false,
      refusal: 'point-taken',
    });
    expect(removeChecker(start, { kind: 'point', point: 3 })).toEqual({
      ok: false,
      refusal: 'nothing-there',
    });
    expect(addChecker(lifted.board, { kind: 'tray', viewerSide: true }, 'white')).toEqual({
      ok: false,
      refusal: 'tray',
    });
  });

  it('drags a checker, into the tray (borne off) and back out', () => {
    const start = startSetup().board;
    const moved = moveChecker(start, { kind: 'point', point: 6 }, { kind: 'point', point: 5 });
    if (!moved.ok) throw new Error(moved.refusal);
    expect(moved.board.white[4]).toBe(1);
    const off = moveChecker(
      moved.board,
      { kind: 'point', point: 5 },
      { kind: 'tray', viewerSide: false },
    );
    if (!off.ok) throw new Error(off.refusal);
    expect(off.board.white.reduce((a, b) => a + b, 0)).toBe(14);
    const back = moveChecker(
      off.board,
      { kind: 'tray', viewerSide: true },
      { kind: 'bar', viewerSide: false },
    );
    if (!back.ok) throw new Error(back.refusal);
    expect(back.board.white[24]).toBe(1);
    expect(
      moveChecker(start, { kind: 'tray', viewerSide: true }, { kind: 'point', point: 1 }),
    ).toEqual({
      ok: false,
      refusal: 'nothing-there',
    });
  });

  it('explains what the rules refuse: an empty board, a score past the length', () => {
    expect(errorOf(idsOf(emptyBoard(startSetup())))).toBe('no-checkers');
    const past = { ...startSetup(), matchLength: 3, score: { white: 5, black: 0 } };
    expect(errorOf(idsOf(past))).toBe('match-id-invalid');
  });
});

describe("the worker's position answer", () => {
  it("with dice: the engine's plays, best first, as the engine gives them", () => {
    const request = { ...MIDGAME, kind: 'position', game: 'backgammon', beavers: true } as const;
    const answer = answerPosition({ ...request, protocol: 4, id: 3, budgetMs: 10_000, plies: 0 });
    if (answer.kind !== 'position' || answer.analysis.kind !== 'plays')
      throw new Error(answer.kind);
    const match = ok(parseMatchId(MIDGAME.matchId));
    const direct = analysePosition({
      position: ok(parsePositionId(MIDGAME.positionId)),
      dice: match.dice as [1, 1],
      context: contextFromMatchId(match, 'backgammon', true),
      plies: 0,
    });
    if (direct.kind !== 'plays') throw new Error(direct.kind);
    expect(answer.analysis.plays.map((p) => makePlay(p.steps))).toEqual(
      direct.plays.map((p) => makePlay(p.steps)),
    );
    const [best] = answer.analysis.plays;
    expect(best?.loss).toBe(0);
    expect(best?.probabilities).toHaveLength(5);
  });

  it('before the roll: the cube action; bad ids: an error answer naming the code', () => {
    const base = {
      protocol: 4,
      id: 4,
      budgetMs: 10_000,
      kind: 'position',
      game: 'backgammon',
    } as const;
    const cube = answerPosition({
      ...base,
      positionId: START_IDS,
      matchId: 'cAkAAAAAAAAA',
      beavers: true,
      plies: 0,
    } as const);
    if (cube.kind !== 'position' || cube.analysis.kind !== 'cube') throw new Error(cube.kind);
    expect(cube.analysis.cube.proper).toBe('no-double');
    const bad = answerPosition({
      ...base,
      positionId: 'nonsense',
      matchId: 'cAkAAAAAAAAA',
      beavers: true,
      plies: 0,
    } as const);
    expect(bad).toMatchObject({ kind: 'error', id: 4 });
    expect(bad.kind === 'error' && bad.message).toMatch(/^bad-position-id/);
  });
});

/** A stand-in worker client: answers when told, records disposals. */
class FakeClient implements Asker {
  asked: RequestBody[] = [];
  disposed = 0;
  private waiting: { resolve(a: ComputerAnswer): void; reject(e: Error): void }[] = [];
  ask(body: RequestBody): Promise<ComputerAnswer> {
    this.asked.push(body);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }
  answerNext(): void {
    const analysis = { kind: 'plays', plies: 0, plays: [] } as const;
    this.waiting.shift()?.resolve({ kind: 'position', id: 0, analysis });
  }
  dispose(): void {
    this.disposed++;
    for (const w of this.waiting.splice(0)) w.reject(new Error('stopped'));
  }
}

describe('the analysis runner: the newest request wins', () => {
  const query = (plies: 0 | 1 | 2 | 3) => ({
    ids: { positionId: START_IDS, matchId: 'cAkAAAAAAAAA' },
    beavers: true,
    plies,
  });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('waits for a request just started, drops its answer and asks the newest', async () => {
    const client = new FakeClient();
    const runner = new AnalysisRunner(client, () => 0);
    const first = runner.analyse(query(0));
    await tick();
    const second = runner.analyse(query(1));
    client.answerNext();
    expect(await first).toEqual({ kind: 'superseded' });
    await tick();
    expect(client.asked.map((b) => (b as { plies: number }).plies)).toEqual([0, 1]);
    client.answerNext();
    expect((await second).kind).toBe('done');
    expect(client.disposed).toBe(0);
  });

  it('waits for a shallower search however long it takes (the worker keeps its databases)', async () => {
    const client = new FakeClient();
    let now = 0;
    const runner = new AnalysisRunner(client, () => now);
    const first = runner.analyse(query(2));
    await tick();
    now = 10 * CANCEL_AFTER_MS;
    const second = runner.analyse(query(0));
    client.answerNext();
    expect(await first).toEqual({ kind: 'superseded' });
    await tick();
    client.answerNext();
    expect((await second).kind).toBe('done');
    expect(client.disposed).toBe(0);
  });

  it('cancels a long 3-ply search by stopping the worker', async () => {
    const client = new FakeClient();
    let now = 0;
    const runner = new AnalysisRunner(client, () => now);
    const first = runner.analyse(query(3));
    await tick();
    now = CANCEL_AFTER_MS;
    const second = runner.analyse(query(0));
    expect(await first).toEqual({ kind: 'superseded' });
    expect(client.disposed).toBe(1);
    client.answerNext();
    expect((await second).kind).toBe('done');
  });
});

describe("the page's translations", () => {
  const root = join(import.meta.dirname, '../src/locales');
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
      : [prefix.slice(0, -1).replace(/_(one|few|many|other)$/, '')];
  const load = (lng: string) =>
    JSON.parse(readFileSync(join(root, lng, 'position.json'), 'utf8')) as unknown;

  it('every language has every text, and none is left in English', () => {
    const languages = readdirSync(root);
    expect(languages.sort()).toEqual(['de', 'en', 'is', 'nb', 'pl']);
    const english = new Set(keys(load('en')));
    for (const lng of languages) {
      expect(new Set(keys(load(lng))), lng).toEqual(english);
      if (lng !== 'en') {
        const texts = load(lng) as { title: string; edit: { help: string } };
        expect(texts.title, lng).not.toBe('Analyse a position');
        expect(texts.edit.help, lng).not.toContain('Drag a checker');
      }
    }
  });
});
