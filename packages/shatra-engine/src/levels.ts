// The computer's levels, from a beginner who blunders plausibly to the strongest, named in the
// app's one level vocabulary (@ludus/session types.ts LEVELS; Shatra offers five of its six,
// without `advanced`). A level is a player, never a random mover: a depth limit (how far it
// looks), a fixed misjudgement per position (evaluation noise: hash ⊕ seed, so that a weak
// level's mistakes are consistent, like a player's), a capture-chain horizon (the longest chain
// of its own that it notices when it chooses: a longer one it does not consider while a shorter
// capture is there; the rules still force a legal capture, shatra.md "Captures") and the time a
// move it takes in the app's browser worker. All levels obey the time budget they are given.

export type LevelName = 'beginner' | 'casual' | 'intermediate' | 'expert' | 'world-class';
/** From the weakest to the strongest. */
export const LEVEL_NAMES: readonly LevelName[] = [
  'beginner',
  'casual',
  'intermediate',
  'expert',
  'world-class',
];

export interface LevelSettings {
  readonly name: LevelName;
  /** Deepest full-width iteration; undefined = as deep as the budget allows. */
  readonly depth: number | undefined;
  /** Evaluation noise in centi-shatras (uniform in ±noise). */
  readonly noise: number;
  /** Longest capture chain (jumps) of its own it considers; undefined = every chain. */
  readonly chainHorizon: number | undefined;
  /** Whether the level resigns a hopeless game. */
  readonly resigns: boolean;
  /** The time a move in the app (the browser worker's budget), in milliseconds. */
  readonly appMs: number;
}

export const LEVELS: Readonly<Record<LevelName, LevelSettings>> = {
  beginner: {
    name: 'beginner',
    depth: 1,
    noise: 300,
    chainHorizon: 1,
    resigns: false,
    appMs: 200,
  },
  casual: { name: 'casual', depth: 2, noise: 130, chainHorizon: 2, resigns: false, appMs: 300 },
  intermediate: {
    name: 'intermediate',
    depth: 2,
    noise: 60,
    chainHorizon: undefined,
    resigns: false,
    appMs: 500,
  },
  expert: {
    name: 'expert',
    depth: 4,
    noise: 0,
    chainHorizon: undefined,
    resigns: false,
    appMs: 1000,
  },
  'world-class': {
    name: 'world-class',
    depth: undefined,
    noise: 0,
    chainHorizon: undefined,
    resigns: true,
    appMs: 2500,
  },
};

/**
 * The engine's first names and numbers (protocol 2, `ludus shatra engine`, the web app's first
 * saves), still accepted: club was two plies with ±60 noise (now intermediate, the same
 * settings), master the full search (now world-class); 1–3 number those three.
 */
const ALIASES: Readonly<Record<string, LevelName>> = {
  club: 'intermediate',
  master: 'world-class',
  '1': 'beginner',
  '2': 'intermediate',
  '3': 'world-class',
};

/** A level by its name, an old name (club, master) or an old number (1 beginner … 3 master). */
export function levelByName(name: string): LevelSettings | undefined {
  const level = (LEVEL_NAMES as readonly string[]).includes(name)
    ? (name as LevelName)
    : Object.hasOwn(ALIASES, name)
      ? ALIASES[name]
      : undefined;
  return level === undefined ? undefined : LEVELS[level];
}
