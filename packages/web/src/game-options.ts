// Options a tester or a bug report sets in the address, read when a game opens.
import type { MoneyOptions } from './backgammon/session';
import { searchParam } from './router';

/** `?seed=N` fixes a game's randomness (tests, bug reports); otherwise a random seed. */
export function chooseSeed(): number {
  const fixed = Number.parseInt(searchParam('seed') ?? '', 10);
  if (Number.isInteger(fixed)) return fixed;
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  return random[0] ?? 1;
}

/** `?delay=MS` sets the computer's pause before it acts (tests use 0); `fallback` otherwise. */
export function computerDelay(fallback: number): number {
  const delay = Number.parseInt(searchParam('delay') ?? '', 10);
  return Number.isInteger(delay) && delay >= 0 ? delay : fallback;
}

/**
 * `?jacoby=1` and `?beavers=1` turn a new backgammon money game's options on (`=0` off); an
 * absent parameter leaves the choice to the form. Matches and tryktrak ignore them.
 */
export function linkMoneyOptions(): MoneyOptions {
  const flag = (name: string) => {
    const value = searchParam(name);
    return value === '1' ? true : value === '0' ? false : undefined;
  };
  const jacoby = flag('jacoby');
  const beavers = flag('beavers');
  return {
    ...(jacoby === undefined ? {} : { jacoby }),
    ...(beavers === undefined ? {} : { beavers }),
  };
}
