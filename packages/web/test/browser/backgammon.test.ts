// Whole games through the UI in Chromium, with fixed dice (`?seed=`) and no computer pause
// (`?delay=0`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Dice, legalPlays, makePlay, parsePositionId } from '../../src/backgammon/rules';
import {
  forgetSavedGame,
  playTurnByClicks,
  playUntil,
  resultShown,
} from '../helpers/backgammon-driver';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

describe('backgammon and tryktrak in the browser', () => {
  const browser = useBrowser();

  it('plays a 1-point backgammon match against the computer to the end, then again', async () => {
    const { page, errors } = await browser.open('/?seed=7&delay=0#/');
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Match (backgammon)').selectOption('1');
    // The engine's 1-ply level: quick enough for a whole match here.
    await page.getByLabel('Computer level').selectOption('expert');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.bg-board').waitFor();
    await page.locator('[data-action=roll]').click(); // the opening roll
    await page.locator('.move-list li').first().waitFor();
    await screenshot(page, 'backgammon-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'backgammon-390x844');
    await page.setViewportSize(DESKTOP);
    const log = await playUntil(page, resultShown(page));
    expect(log.humanTurns).toBeGreaterThan(5);
    const result = (await page.locator('.result').textContent()) ?? '';
    expect(result).toMatch(/(White|Black) wins a (single game|gammon|backgammon): \d+ points?\./);
    expect(result).toContain('wins the match.');
    const moves = await page.locator('.move-list li').count();
    expect(moves).toBeGreaterThan(20);
    await expect(page.locator('.move-list li.last-move').count()).resolves.toBe(1);
    await screenshot(page, 'backgammon-end-1440x900');
    await page.locator('[data-action=play-again]').click();
    await page.getByText('Roll to decide who starts.').waitFor();
    expect(await page.locator('.move-list li').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a tryktrak game against the computer to its end, with line names 1–12 and I–XII', async () => {
    const { page, errors } = await browser.open('/?seed=3&delay=0#/');
    // One level vocabulary: Shatra's engine offers three of its names, backgammon and tryktrak
    // the engine's six; backgammon's show the GNU Backgammon band each level is calibrated to
    // (docs/strength.md, "Levels"), explained by a note under the select.
    const levels = page.getByLabel('Computer level');
    expect(await levels.locator('option').allTextContents()).toEqual([
      'Beginner — 26–35 mEMG',
      'Casual — 18–26 mEMG',
      'Intermediate — 12–18 mEMG',
      'Advanced — 8–12 mEMG',
      'Expert — 5–8 mEMG',
      'World class — under 5 mEMG',
    ]);
    expect(await page.locator('#level-note').textContent()).toContain('GNU Backgammon rating band');
    await page.getByLabel('Shatra', { exact: true }).check();
    await expect(page.locator('#level-note').count()).resolves.toBe(0);
    // Shatra's five levels (shatra-engine levels.ts: no `advanced`).
    expect(await levels.locator('option').allTextContents()).toEqual([
      'Beginner',
      'Casual',
      'Intermediate',
      'Expert',
      'World class',
    ]);
    await page.getByLabel('Tryktrak', { exact: true }).check();
    expect(await levels.locator('option').allTextContents()).toEqual([
      'Beginner',
      'Casual',
      'Intermediate',
      'Advanced',
      'Expert',
      'World class',
    ]);
    await levels.selectOption('beginner');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.bg-board').waitFor();
    const labels = await page.locator('.point-label').allTextContents();
    expect(new Set(labels)).toEqual(
      new Set([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
        '11',
        '12',
        'I',
        'II',
        'III',
        'IV',
        'V',
        'VI',
        'VII',
        'VIII',
        'IX',
        'X',
        'XI',
        'XII',
      ]),
    );
    // No cube in tryktrak.
    expect(await page.locator('.cube').count()).toBe(0);
    await page.locator('[data-action=roll]').click();
    await screenshot(page, 'tryktrak-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'tryktrak-390x844');
    await page.setViewportSize(DESKTOP);
    await playUntil(page, resultShown(page));
    expect(await page.locator('.result').textContent()).toMatch(
      /(White|Black) wins (a single game|a double game|a quadruple game|an octuple game): [1248] points?\./,
    );
    await page.locator('[data-action=next-game]').click();
    await page.getByText('Roll to decide who starts.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hot-seat: both sides are moved on the same device; a reload continues the game', async () => {
    const { page, errors } = await browser.open('/?seed=11&delay=0#/');
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('A friend on this device').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-action=roll]').click();
    const movers = new Set<string>();
    for (let turn = 0; turn < 8; turn++) {
      await page.locator('[data-action=confirm], [data-action=roll]').first().waitFor();
      if (await page.locator('[data-action=roll]').isVisible()) {
        await page.locator('[data-action=roll]').click();
        continue;
      }
      movers.add((await page.locator('.status').getAttribute('data-to-act')) ?? '');
      await playTurnByClicks(page);
    }
    expect(movers).toEqual(new Set(['white', 'black']));
    const before = await page.locator('.move-list li').allTextContents();
    const id = await page.locator('[data-field=position-id]').inputValue();
    await page.reload();
    await page.locator('.bg-board').waitFor();
    await page.locator('.move-list li').first().waitFor();
    expect(await page.locator('.move-list li').allTextContents()).toEqual(before);
    expect(await page.locator('[data-field=position-id]').inputValue()).toBe(id);
    // …and play goes on from there.
    await page.locator('[data-action=confirm], [data-action=roll]').first().waitFor();
    if (await page.locator('[data-action=roll]').isVisible())
      await page.locator('[data-action=roll]').click();
    await playTurnByClicks(page);
    expect((await page.locator('.move-list li').count()) > before.length).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a corrupt saved game gives a clear message and a fresh game, not a blank page', async () => {
    const { page, errors } = await browser.open('/#/');
    await page.evaluate(() =>
      localStorage.setItem('ludus.backgammon.session', '{"v":1,"data":{"spec":7}}'),
    );
    await page.goto(`${browser.base}/#/backgammon`);
    await page.getByText('The saved game could not be read (no game settings)').waitFor();
    await page.locator('.bg-board').waitFor();
    expect(await page.locator('[data-action=roll]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a malformed paste is refused with a message; a Position ID paste sets the position up', async () => {
    const { page, errors } = await browser.open('/?seed=5#/backgammon');
    await page.locator('.bg-board').waitFor();
    const before = await page.locator('[data-field=position-id]').inputValue();
    await page.locator('[data-field=paste]').fill('not a position');
    await page.locator('[data-action=import]').click();
    await page.getByText('That could not be read').waitFor();
    expect(await page.locator('[data-field=position-id]').inputValue()).toBe(before);
    // Any valid GNU Backgammon Position ID; the side on roll plays white.
    await page.locator('[data-field=paste]').fill('AwAAAOD/AwAAAA');
    await page.locator('[data-action=import]').click();
    await page.getByText('Loaded. Play on from here.').waitFor();
    expect(await page.locator('[data-field=position-id]').inputValue()).toMatch(/^AwAAAOD\/AwAAAA/);
    expect(await page.locator('[data-action=roll]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a game exported as .mat pastes back to the same position; the .mat code loads on use', async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    await forgetSavedGame(page);
    const matCode: string[] = [];
    page.on('request', (request) => {
      if (/\/mat-record-[^/]*\.js$/.test(request.url())) matCode.push(request.url());
    });
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Match (backgammon)').selectOption('3');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-action=roll]').click(); // the opening roll
    // Played on until White (the person) is to roll: the position stays put while exported.
    const roll = page.locator('[data-action=roll]').first();
    await playUntil(
      page,
      async () => (await page.locator('.move-list li').count()) >= 4 && (await roll.isVisible()),
    );
    const id = await page.locator('[data-field=position-id]').inputValue();
    // The page opened and played without the .mat reader and writer.
    expect(matCode).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action=export-mat]').click(),
    ]);
    expect(download.suggestedFilename()).toBe('ludus-backgammon.mat');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toMatch(/point match/);
    expect(matCode).toHaveLength(1);
    await page.locator('[data-field=paste]').fill(text);
    await page.locator('[data-action=import]').click();
    // Pasted over the match in progress: the page asks first (issue 22, item 7).
    await page.getByRole('dialog').getByRole('button', { name: 'Load' }).click();
    await page.getByText('Loaded. Play on from here.').waitFor();
    expect(await page.locator('[data-field=paste]').inputValue()).toBe('');
    const positionOf = (both: string) => both.split(':')[0];
    expect(positionOf(await page.locator('[data-field=position-id]').inputValue())).toBe(
      positionOf(id),
    );
    expect(matCode).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says in the status line that the computer refused a resignation (issue 22)', async () => {
    const { page, errors } = await browser.open('/?seed=4&delay=0#/');
    await forgetSavedGame(page);
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Match (backgammon)').selectOption('0');
    await page.getByRole('button', { name: 'Start' }).click();
    // White on roll, all 15 on its 13 point, against Black's 15 on its 1–3 points: a gammon
    // nearly sure, so a single offered is refused.
    await page.locator('[data-field=paste]').fill('3/cBAAAA8P8HAA');
    await page.locator('[data-action=import]').click();
    await page.getByText('Loaded. Play on from here.').waitFor();
    await page.locator('.resign-menu summary').click();
    await page.locator('[data-action=resign-single]').click();
    const refused = page.locator('.status').getByText('The computer refuses the resignation');
    await refused.waitFor();
    // Read from the last event: gone once White rolls.
    await page.locator('[data-action=roll]').click();
    await refused.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('New game after a pasted Position ID starts the chosen 5-point match from the start', async () => {
    const { page, errors } = await browser.open('/?seed=5&delay=0#/');
    await forgetSavedGame(page);
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('A friend on this device').check();
    await page.getByLabel('Match (backgammon)').selectOption('5');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Match to 5 points').waitFor();
    await page.locator('[data-field=paste]').fill('AwAAAOD/AwAAAA');
    await page.locator('[data-action=import]').click();
    await page.getByText('Loaded. Play on from here.').waitFor();
    await page.locator('[data-action=new-game]').click();
    await page.getByText('Match to 5 points').waitFor();
    await page.getByText('Roll to decide who starts.').waitFor();
    expect(await page.locator('[data-field=position-id]').inputValue()).toMatch(/^4HPwATDgc\/ABMA/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('money play with beavers: after White doubles, Black is offered a Beaver', async () => {
    const { page, errors } = await browser.open('/?seed=8&delay=0#/');
    await forgetSavedGame(page);
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('A friend on this device').check();
    await page.getByLabel('Match (backgammon)').selectOption('0');
    await page.getByLabel('Beavers').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-action=roll]').click();
    const toAct = page.locator('.status');
    for (let turn = 0; turn < 6; turn++) {
      await page.locator('[data-action=confirm], [data-action=roll]').first().waitFor();
      const white = (await toAct.getAttribute('data-to-act')) === 'white';
      if (white && (await page.locator('[data-action=double]').isVisible())) break;
      if (await page.locator('[data-action=roll]').isVisible()) {
        await page.locator('[data-action=roll]').click();
      } else {
        await playTurnByClicks(page);
      }
    }
    await page.locator('[data-action=double]').click();
    await page.locator('[data-action=beaver]').waitFor();
    expect(await toAct.getAttribute('data-to-act')).toBe('black');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keyboard play, drag and drop, typed moves, flipping the board, and resigning', async () => {
    const { page, errors } = await browser.open('/?seed=4&delay=0#/');
    await forgetSavedGame(page);
    await page.getByLabel('Backgammon', { exact: true }).check();
    await page.getByLabel('The computer').check();
    await page.getByLabel('Match (backgammon)').selectOption('0');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-action=roll]').click();
    // Until White is to move (the computer may have won the opening roll).
    await playUntil(page, async () => page.locator('[data-action=confirm]').isVisible());
    // Keyboard: focus a movable checker, Enter; if it was picked up, Enter on a destination.
    await page.locator('.bg-board .target-active').first().focus();
    await page.keyboard.press('Enter');
    if ((await page.locator('.bg-board .target-destination').count()) > 0) {
      await page.locator('.bg-board .target-destination').first().focus();
      await page.keyboard.press('Enter');
    }
    expect(await page.locator('[data-action=undo]').isEnabled()).toBe(true);
    await page.locator('[data-action=undo]').click();
    expect(await page.locator('[data-action=undo]').isEnabled()).toBe(false);
    // Drag and drop: find a checker with a choice of destinations, drag it onto one of them.
    let dragged = false;
    const sources = await page.locator('.bg-board .target-active').count();
    for (let i = 0; i < sources && !dragged; i++) {
      const key = await page.locator('.bg-board .target-active').nth(i).getAttribute('data-target');
      const source = page.locator(`[data-target=${key}]`);
      await source.click();
      if (await page.locator('[data-action=undo]').isEnabled()) {
        await page.locator('[data-action=undo]').click(); // it had one step and moved at once
        continue;
      }
      const to = page.locator('.bg-board .target-destination').first();
      const target = await to.boundingBox();
      await source.click(); // put it back down, then drag it
      const from = await source.boundingBox();
      if (!from || !target) throw new Error('no boxes');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, {
        steps: 8,
      });
      await page.mouse.up();
      dragged = true;
    }
    expect(dragged).toBe(true);
    expect(await page.locator('[data-action=undo]').isEnabled()).toBe(true);
    await page.locator('[data-action=undo]').click();
    // Every point has a label for screen readers.
    const label = await page.locator('[data-target=point-24]').getAttribute('aria-label');
    expect(label).toMatch(/^Point 24, /);
    // Flip: the viewer's numbering turns round (point 1 of the other side is now bottom right).
    const firstLabel = () => page.locator('.point-label').first().textContent();
    expect(await firstLabel()).toBe('1');
    await page.locator('[data-action=flip]').click();
    expect(await page.locator('[data-target=point-1]').getAttribute('aria-label')).toMatch(
      /^Point 1, /,
    );
    await page.locator('[data-action=flip]').click();
    // A typed move: nonsense is refused with a message, a legal play (checked here with the
    // rules package) is played.
    await page.locator('[data-field=typed-move]').fill('9/3 9/3 9/3');
    await page.locator('[data-action=play-typed]').click();
    await page.getByText('That is not possible now').waitFor();
    const status = (await page.locator('.status').textContent()) ?? '';
    const [, d1, d2] = /to move (\d)-(\d)/.exec(status) ?? [];
    const id = (await page.locator('[data-field=position-id]').inputValue()).split(':')[0] ?? '';
    const position = parsePositionId(id);
    if (!position.ok) throw new Error(position.message);
    const dice = [Number(d1), Number(d2)] as unknown as Dice;
    // Keep a checker in Black's home board: if nobody moved again the game would be a
    // backgammon, but the computer judges the single offered below by evaluation (issue 22).
    const play = legalPlays(position.value, dice).find((p) => (p.after.player[23] ?? 0) > 0);
    if (!play) throw new Error('no play keeps the back checkers');
    const before = await page.locator('.move-list li').count();
    await page.locator('[data-field=typed-move]').fill(makePlay(play.steps));
    await page.locator('[data-action=play-typed]').click();
    await page.locator('[data-action=roll]').waitFor();
    expect(await page.locator('.move-list li').count()).toBeGreaterThan(before);
    // Resign a single this early: worth more to the computer than playing on, so it accepts.
    await page.locator('.resign-menu summary').click();
    await page.locator('[data-action=resign-single]').click();
    await page.locator('.result').waitFor();
    expect(await page.locator('.result').textContent()).toContain(
      'Black wins a single game by resignation: 1 point.',
    );
    await page.locator('[data-action=next-game]').click();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switching language on the game page translates it at once', async () => {
    const { page, errors } = await browser.open('/#/');
    // A fresh game (nothing saved): the opening roll waits for the human.
    await page.evaluate(() => localStorage.removeItem('ludus.backgammon.session'));
    await page.goto(`${browser.base}/?delay=0#/backgammon`);
    await page.locator('.bg-board').waitFor();
    for (const [lng, roll] of [
      ['de', 'Würfeln'],
      ['is', 'Kasta'],
      ['nb', 'Kast'],
      ['pl', 'Rzuć kośćmi'],
      ['en', 'Roll'],
    ] as const) {
      await page.locator('#language-select').selectOption(lng);
      await page.locator('[data-action=roll]', { hasText: roll }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
