// The clocks the new-game form offers: none, or one of three presets per game. Backgammon and
// tryktrak: a delay per decision and a bank for the match (per point of its length, as the big
// sites give it; a fixed bank for money play and a tryktrak series); Shatra: a main time and an
// increment per move (Fischer). The server checks the bounds (protocol clock.ts).
import type { ClockSpecRequest } from '@ludus/protocol';
import type { GameKind } from '@ludus/session';

export type ClockChoice = 'none' | 'fast' | 'standard' | 'slow';
export const CLOCK_CHOICES: readonly ClockChoice[] = ['none', 'fast', 'standard', 'slow'];

interface DelayPreset {
  readonly delayS: number;
  readonly perPointS: number;
  /** Money play's (and a series') bank. */
  readonly moneyS: number;
}
interface FischerPreset {
  readonly baseS: number;
  readonly incrementS: number;
}

const DELAY: Readonly<Record<Exclude<ClockChoice, 'none'>, DelayPreset>> = {
  fast: { delayS: 8, perPointS: 45, moneyS: 180 },
  standard: { delayS: 12, perPointS: 90, moneyS: 300 },
  slow: { delayS: 20, perPointS: 180, moneyS: 900 },
};

const FISCHER: Readonly<Record<Exclude<ClockChoice, 'none'>, FischerPreset>> = {
  fast: { baseS: 180, incrementS: 2 },
  standard: { baseS: 600, incrementS: 5 },
  slow: { baseS: 1800, incrementS: 20 },
};

/** The clock the server is asked for; undefined for none. */
export function clockRequest(
  game: GameKind,
  matchLength: number,
  choice: ClockChoice,
): ClockSpecRequest | undefined {
  if (choice === 'none') return undefined;
  if (game === 'shatra') {
    const { baseS, incrementS } = FISCHER[choice];
    return { kind: 'fischer', baseMs: baseS * 1000, incrementMs: incrementS * 1000 };
  }
  const { delayS, perPointS, moneyS } = DELAY[choice];
  const bankS = matchLength > 0 ? perPointS * matchLength : moneyS;
  return { kind: 'delay', delayMs: delayS * 1000, bankMs: bankS * 1000 };
}

/** A preset's words as a translation key of `online` and its values. */
export function clockChoiceLabel(
  game: GameKind,
  matchLength: number,
  choice: ClockChoice,
): { readonly key: string; readonly values: Record<string, number> } {
  if (choice === 'none') return { key: 'clock.create.none', values: {} };
  if (game === 'shatra') {
    const { baseS, incrementS } = FISCHER[choice];
    return { key: 'clock.create.fischer', values: { minutes: baseS / 60, increment: incrementS } };
  }
  const { delayS, perPointS, moneyS } = DELAY[choice];
  return matchLength > 0
    ? { key: 'clock.create.delayPerPoint', values: { delay: delayS, perPoint: perPointS } }
    : { key: 'clock.create.delayMoney', values: { delay: delayS, minutes: moneyS / 60 } };
}
