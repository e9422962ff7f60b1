// The threatened biy in Chromium: a broad red halo over its square and a red ring outside the
// piece, measured at normal size on a desktop and a phone with both piece styles (discs and
// figures); and for screen readers, the square's label and a polite announcement as the biy
// becomes threatened.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { useBrowser } from './use-browser';

/** White shatra 40 can jump Black's biy on 33. */
const BIY_THREATENED = '3/3/3/1/7/7/7/1k5/1S5/7/K/3/3/3 w - - - 0';
/** The same a row back: 47-40 makes the threat. */
const BEFORE_THREAT = '3/3/3/1/7/7/7/1k5/7/1S5/K/3/3/3 w - - - 0';

const at = (fen: string) => `/?position=${encodeURIComponent(fen)}#/shatra`;

/** The threat mark on `square` as drawn: sizes in CSS pixels, colours and widths computed. */
async function threatMark(page: Page, square: number) {
  return page.evaluate((n) => {
    const cell = document.querySelector(`[data-square="${n}"] rect.sq`) as SVGRectElement;
    const halo = document.querySelector('.threat-halo') as SVGRectElement | null;
    const ring = document.querySelector('.threat-ring') as SVGCircleElement | null;
    const body = Array.from(document.querySelectorAll('.pieces .piece .body')).find((piece) => {
      const a = piece.getBoundingClientRect();
      const b = cell.getBoundingClientRect();
      return a.x >= b.x && a.right <= b.right && a.y >= b.y && a.bottom <= b.bottom;
    });
    if (!halo || !ring || !body) return null;
    const cellBox = cell.getBoundingClientRect();
    const pxPerUnit = cellBox.width / 10;
    const haloStyle = getComputedStyle(halo);
    const ringStyle = getComputedStyle(ring);
    return {
      cell: cellBox.width,
      halo: halo.getBoundingClientRect().width,
      haloFill: haloStyle.fill,
      haloOpacity: Number(haloStyle.opacity),
      ring: ring.getBoundingClientRect().width,
      ringStroke: ringStyle.stroke,
      ringWidthPx: Number.parseFloat(ringStyle.strokeWidth) * pxPerUnit,
      piece: body.getBoundingClientRect().width,
    };
  }, square);
}

const RED = 'rgb(224, 32, 27)';

describe('the threatened biy', () => {
  const browser = useBrowser();

  it('glows red around the piece at normal size, with discs and figures, desktop and phone', async () => {
    const { page, errors } = await browser.open(at(BIY_THREATENED));
    // A still halo for the measurement and the pictures (the pulse is off with reduced motion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    for (const style of ['discs', 'figures'] as const) {
      if (style === 'figures')
        await page.getByRole('button', { name: 'Chess-style pieces' }).click();
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        const mark = await threatMark(page, 33);
        expect(mark, `${style} ${size.width}`).not.toBeNull();
        if (!mark) continue;
        // A broad halo: the whole square, plainly red.
        expect(mark.halo).toBeCloseTo(mark.cell, 0);
        expect(mark.haloFill).toBe(RED);
        expect(mark.haloOpacity).toBeGreaterThanOrEqual(0.5);
        // A ring outside the piece, a few pixels wide, not a hairline under it.
        expect(mark.ringStroke).toBe(RED);
        expect(mark.ring).toBeGreaterThan(mark.piece);
        expect(mark.ringWidthPx).toBeGreaterThanOrEqual(3);
        await page.locator('[data-square="33"]').scrollIntoViewIfNeeded();
        await screenshot(page, `issue22-item8-threat-${style}-${size.width}`);
      }
      await page.setViewportSize(DESKTOP);
    }
    await page.getByRole('button', { name: 'Tournament pieces' }).click();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is said to screen readers: in the square’s label and, as it happens, politely', async () => {
    const { page, errors } = await browser.open(at(BEFORE_THREAT));
    await page.getByTestId('shatra-status').getByText('White to move').waitFor();
    const line = page.getByTestId('shatra-threat');
    // The live region is in the page before the threat, so that its words are announced.
    expect(await line.getAttribute('aria-live')).toBe('polite');
    expect((await line.textContent())?.trim()).toBe('');
    expect(await page.locator('[data-square="33"]').getAttribute('aria-label')).not.toContain(
      'threatened',
    );
    await page.locator('[data-square="47"]').click();
    await page.locator('[data-square="40"]').click();
    await expect
      .poll(async () => (await line.textContent())?.trim())
      .toBe('The Black biy is threatened.');
    expect(await page.locator('[data-square="33"]').getAttribute('aria-label')).toContain(
      'Black biy, threatened',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
