// Playing Shatra by clicks in the browser: a legal move of the position that clicks alone can
// play, and clicking it on a page's board (the piece, then each landing).
import type { Game } from '@ludus/shatra';
import type { Page } from 'playwright-core';
import { moveOptions } from '../../src/shatra/adapter';
import type { MoveOption } from '../../src/shatra/boardState';

/**
 * A legal move that clicks alone can play: no other legal move from its square visits the same
 * squares (which would ask which way, or go on with the chain).
 */
export function clickableMove(game: Game): MoveOption<unknown> {
  const options = moveOptions(game.position);
  const squares = (o: MoveOption<unknown>) => o.steps.map((step) => step.to).join(' ');
  const found = options.find(
    (option) =>
      !options.some(
        (other) =>
          other !== option &&
          other.from === option.from &&
          `${squares(other)} `.startsWith(`${squares(option)} `),
      ),
  );
  if (!found) throw new Error('no move to click');
  return found;
}

/** Clicks the move's squares on `page` (the piece, then each landing). */
export async function clickMove(page: Page, option: MoveOption<unknown>): Promise<void> {
  await page.locator(`[data-square="${option.from}"]`).click();
  for (const step of option.steps) await page.locator(`[data-square="${step.to}"]`).click();
}
