// The verify page (#/verify) in Chromium: a finished match's .mat (played with fair dice at a
// session table, packages/fair-dice/test/play.ts) pasted or chosen as a file shows every roll as
// matching; a tampered copy shows the first roll that does not match. No server call is made.
import { describe, expect, it } from 'vitest';
import { playFairMatch } from '../../../fair-dice/test/play';
import { PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

const { mat, rolls } = playFairMatch({ matchLength: 3 }, 8);

describe('the verify page', () => {
  const browser = useBrowser();

  it('shows every roll of a pasted record as matching', async () => {
    const { page, errors } = await browser.open('/#/verify');
    await page.getByRole('heading', { level: 1, name: 'Verify the dice' }).waitFor();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByLabel('Or paste the record here').fill(mat);
    await page.getByRole('button', { name: 'Check the dice' }).click();
    await page.getByText(`All ${rolls.length} rolls match.`).waitFor();
    const items = page.locator('.verify-rolls li');
    expect(await items.count()).toBe(rolls.length);
    expect(await items.first().textContent()).toContain('Roll 1: 5-5 (opening roll tied');
    expect(await page.locator('.verify-rolls li.bad').count()).toBe(0);
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
    await screenshot(page, 'verify-ok-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'verify-ok-390x844');
    expect(errors).toEqual([]);
  });

  it('shows the first roll that does not match in a tampered file', async () => {
    const { page, errors } = await browser.open('/#/verify');
    await page.getByRole('heading', { level: 1, name: 'Verify the dice' }).waitFor();
    const tampered = mat.replace('  2) 54:', '  2) 11:');
    await page.getByLabel('A game record (.mat file)').setInputFiles({
      name: 'tampered.mat',
      mimeType: 'text/plain',
      buffer: Buffer.from(tampered),
    });
    await page.getByText('Roll 3 does not match.').waitFor();
    expect(await page.locator('.verify-rolls li.good').count()).toBe(2);
    const bad = page.locator('.verify-rolls li.bad');
    expect(await bad.textContent()).toContain('Expected 4-5, the record shows 1-1.');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'verify-mismatch-390x844');
    expect(errors).toEqual([]);
  });
});
