// The saved game's settings, read from untrusted storage: every field checked, old numbered
// levels mapped; the same in every save format.
import { type BackgammonLevel, isBackgammonLevel } from '../computer/protocol';
import type { Validation } from '../storage';
import { type Die, isVariantKey } from './rules';
import { type BackgammonOpponent, MAX_MATCH_LENGTH, type SessionSpec } from './session';

/**
 * Saves from before the engine (protocol 1) name the computer's level 1–3: Beginner, Casual,
 * Club player. They load as the engine's nearest levels.
 */
const OLD_LEVELS: Readonly<Record<number, BackgammonLevel>> = {
  1: 'beginner',
  2: 'casual',
  3: 'intermediate',
};

/** The saved opponent, old numbered levels mapped; undefined when it is none of those. */
export function readOpponent(value: unknown): BackgammonOpponent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const o = value as Record<string, unknown>;
  if (o.kind === 'friend') return { kind: 'friend' };
  if (o.kind !== 'computer') return undefined;
  const level =
    typeof o.level === 'string' && isBackgammonLevel(o.level)
      ? o.level
      : typeof o.level === 'number'
        ? OLD_LEVELS[o.level]
        : undefined;
  return level === undefined ? undefined : { kind: 'computer', level };
}

export function checkSpec(value: unknown): Validation<SessionSpec> {
  if (typeof value !== 'object' || value === null)
    return { ok: false, message: 'no game settings' };
  const spec = value as Record<string, unknown>;
  if (typeof spec.variant !== 'string' || !isVariantKey(spec.variant)) {
    return { ok: false, message: 'unknown game variant' };
  }
  const length = spec.matchLength;
  if (
    typeof length !== 'number' ||
    !Number.isInteger(length) ||
    length < 0 ||
    length > MAX_MATCH_LENGTH
  ) {
    return { ok: false, message: 'bad match length' };
  }
  const opponent = readOpponent(spec.opponent);
  if (!opponent) return { ok: false, message: 'unknown opponent' };
  if (typeof spec.seed !== 'number' || !Number.isInteger(spec.seed)) {
    return { ok: false, message: 'bad dice seed' };
  }
  const { jacoby, beavers, startPositionId, scriptedDice } = spec;
  if (!isOption(jacoby) || !isOption(beavers)) {
    return { ok: false, message: 'bad money options' };
  }
  if (startPositionId !== undefined && typeof startPositionId !== 'string') {
    return { ok: false, message: 'bad start position' };
  }
  if (scriptedDice !== undefined && !(Array.isArray(scriptedDice) && scriptedDice.every(isDie))) {
    return { ok: false, message: 'bad dice list' };
  }
  return {
    ok: true,
    value: {
      variant: spec.variant,
      matchLength: length,
      ...(jacoby ? { jacoby: true } : {}),
      ...(beavers ? { beavers: true } : {}),
      opponent,
      seed: spec.seed,
      ...(startPositionId === undefined ? {} : { startPositionId }),
      ...(scriptedDice === undefined ? {} : { scriptedDice: scriptedDice as Die[] }),
    },
  };
}

/** A money option is on, off or absent (saves from before the options). */
function isOption(value: unknown): value is boolean | undefined {
  return value === undefined || typeof value === 'boolean';
}

function isDie(value: unknown): value is Die {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6;
}
