// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// The computer's levels, from a beginner who blunders plausibly to the strongest. A level is a
// depth limit and an amount of evaluation noise (a fixed misjudgement per position, so that
// a weak level's mistakes are consistent, like a player's); all levels obey the time budget.

export type LevelName = 'beginner' | 'club' | 'master';
export const LEVEL_NAMES: readonly LevelName[] = ['beginner', 'club', 'master'];

export interface LevelSettings {
  readonly name: LevelName;
  /** Deepest full-width iteration; undefined = as deep as the budget allows. */
  readonly depth: number | undefined;
  /** Evaluation noise in centi-shatras (uniform in ±noise). */
  readonly noise: number;
  /** Whether the level resigns a hopeless game. */
  readonly resigns: boolean;
}

export const LEVELS: Readonly<Record<LevelName, LevelSettings>> = {
  beginner: { name: 'beginner', depth: 1, noise: 150, resigns: false },
  club: { name: 'club', depth: 2, noise: 60, resigns: false },
  master: { name: 'master', depth: undefined, noise: 0, resigns: true },
};

/** A level by name or by number (1 = beginner … 3 = master, as the web app numbers them). */
export function levelByName(name: string): LevelSettings | undefined {
  const byNumber = LEVEL_NAMES[Number(name) - 1];
  if (/^[1-9]$/.test(name) && byNumber !== undefined) return LEVELS[byNumber];
  return (LEVEL_NAMES as readonly string[]).includes(name) ? LEVELS[name as LevelName] : undefined;
}
