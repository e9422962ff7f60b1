import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

describe('app shell', () => {
  const browser = useBrowser();

  it('shows the home page naming the three games, free of console errors', async () => {
    const { page, errors } = await browser.open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const names = await page.locator('.game-card h2').allTextContents();
    expect(names).toEqual(['Backgammon', 'Tryktrak', 'Shatra']);
    await screenshot(page, 'home-1440x900');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'home-390x844');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches language, remembers it across a reload, and sets <html lang>', async () => {
    const { page, errors } = await browser.open('/');
    await page.getByLabel('Language').selectOption('pl');
    await page.getByRole('heading', { name: 'Tradycyjne gry planszowe' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('pl');
    await page.reload();
    await page.getByRole('heading', { name: 'Tradycyjne gry planszowe' }).waitFor();
    await page.getByLabel('Język').selectOption('en');
    await page.getByRole('heading', { name: 'Traditional board games' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an unknown route shows a message, not a blank page', async () => {
    const { page, errors } = await browser.open('/#/no-such-page');
    await page.getByText('There is no such page.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
