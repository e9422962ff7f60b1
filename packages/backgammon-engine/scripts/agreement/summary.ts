// The agreement benchmark's arithmetic (issue 23; bench/agreement/README.md): the cube action
// named from three cubeful equities, the rows joined, and the summary figures. Pure: run.ts reads
// and writes the files.

/** The cube action for the doubler, as GNU Backgammon names it (FindBestCubeDecision). */
export type CubeActionName =
  | 'no-double/take'
  | 'double/take'
  | 'double/pass'
  | 'too-good/take'
  | 'too-good/pass';

/**
 * The action from the doubler's normalised no double, double/take and double/pass equities, one
 * rule for both programs (gnubg.py `cube_action` is the same): the taker passes when taking
 * leaves the doubler at least the pass; the doubler doubles when the best answer leaves it more
 * than holding; holding when even the pass is worth no more is "too good".
 */
export function cubeActionName(noDouble: number, doubleTake: number, doublePass: number) {
  const name: CubeActionName =
    doubleTake >= doublePass
      ? noDouble >= doublePass
        ? 'too-good/pass'
        : 'double/pass'
      : doubleTake > noDouble
        ? 'double/take'
        : noDouble >= doublePass
          ? 'too-good/take'
          : 'no-double/take';
  return name;
}

/** Whether an action doubles, and whether its answer is a take. */
export const doubles = (action: CubeActionName): boolean => action.startsWith('double/');
export const takes = (action: CubeActionName): boolean => action.endsWith('/take');

/** One position with both programs' figures, as the summary reads it. */
export interface AgreementRow {
  readonly index: number;
  readonly positionClass: string;
  readonly money: boolean;
  readonly gnubgEquity: number;
  readonly ludusEquity: number;
  readonly gnubgAction: CubeActionName;
  readonly ludusAction: CubeActionName;
  /** The Position IDs after each program's choice of play. */
  readonly gnubgPlay: string;
  readonly ludusRolloutPlay: string;
  readonly ludusTwoPlyPlay: string;
}

/** A mean with the half-width of its 95% interval (normal approximation; 0 below two). */
export interface MeanInterval {
  readonly mean: number;
  readonly halfWidth: number;
}

export function meanInterval(xs: readonly number[]): MeanInterval {
  const n = xs.length;
  if (n === 0) return { mean: Number.NaN, halfWidth: Number.NaN };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, halfWidth: 0 };
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  return { mean, halfWidth: 1.96 * Math.sqrt(variance / n) };
}

export interface GroupFigures {
  readonly count: number;
  readonly equity: MeanInterval;
  /** Shares in [0, 1]. */
  readonly sameAction: number;
  readonly sameDouble: number;
  readonly sameTake: number;
  readonly sameRolloutPlay: number;
  readonly sameTwoPlyPlay: number;
}

const share = (rows: readonly AgreementRow[], same: (r: AgreementRow) => boolean) =>
  rows.length === 0 ? Number.NaN : rows.filter(same).length / rows.length;

export function groupFigures(rows: readonly AgreementRow[]): GroupFigures {
  return {
    count: rows.length,
    equity: meanInterval(rows.map((r) => Math.abs(r.ludusEquity - r.gnubgEquity))),
    sameAction: share(rows, (r) => r.ludusAction === r.gnubgAction),
    sameDouble: share(rows, (r) => doubles(r.ludusAction) === doubles(r.gnubgAction)),
    sameTake: share(rows, (r) => takes(r.ludusAction) === takes(r.gnubgAction)),
    sameRolloutPlay: share(rows, (r) => r.ludusRolloutPlay === r.gnubgPlay),
    sameTwoPlyPlay: share(rows, (r) => r.ludusTwoPlyPlay === r.gnubgPlay),
  };
}

/** The figures by class, by money/match, and over all rows (the last group, "all"). */
export function summaryGroups(
  rows: readonly AgreementRow[],
  classes: readonly string[],
): { readonly name: string; readonly figures: GroupFigures }[] {
  return [
    ...classes.map((c) => ({
      name: c,
      figures: groupFigures(rows.filter((r) => r.positionClass === c)),
    })),
    { name: 'money', figures: groupFigures(rows.filter((r) => r.money)) },
    { name: 'match', figures: groupFigures(rows.filter((r) => !r.money)) },
    { name: 'all', figures: groupFigures(rows) },
  ];
}

/** The plays a rollout is asked to settle: within `window` of the best (loss), at most `most`. */
export function contenders<T extends { readonly loss: number }>(
  plays: readonly T[],
  window: number,
  most: number,
): T[] {
  return plays.filter((p) => p.loss <= window).slice(0, most);
}
