// Which levels of the one vocabulary (types.ts LEVELS) each game's computer offers.
import { type GameKind, LEVELS, type Level } from './types';

/** Shatra's engine has five levels, named in this vocabulary (shatra-engine levels.ts). */
export const SHATRA_LEVELS: readonly Level[] = [
  'beginner',
  'casual',
  'intermediate',
  'expert',
  'world-class',
];

export function levelsOf(game: GameKind): readonly Level[] {
  return game === 'shatra' ? SHATRA_LEVELS : LEVELS;
}

export function isLevel(text: unknown): text is Level {
  return typeof text === 'string' && (LEVELS as readonly string[]).includes(text);
}
