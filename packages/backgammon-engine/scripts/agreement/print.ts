// `run.ts --summary`: the three files joined by position (only positions both programs have
// done), the figures by class, by money/match and over all, and the disagreements listed.

import { existsSync, readFileSync } from 'node:fs';
import { type Dice, makePositionId, parsePlay, parsePositionId } from '@ludus/backgammon';
import {
  type AgreementRow,
  type CubeActionName,
  cubeActionName,
  type GroupFigures,
  summaryGroups,
} from './summary';

/** A line of positions.jsonl (gnubg.py `positions`). */
export interface PositionRow {
  readonly index: number;
  readonly id: string;
  readonly class: string;
  readonly position: string;
  readonly matchId: string;
  readonly dice: [number, number];
  readonly length: number;
  readonly score: [number, number];
  readonly cube: number;
  readonly owner: string;
}

interface GnubgLine {
  readonly index: number;
  readonly equity: number;
  readonly cube: { noDouble: number; doubleTake: number; doublePass: number };
  readonly best: string | null;
}

interface LudusLine {
  readonly index: number;
  readonly class: string;
  readonly money: boolean;
  readonly equity: number;
  readonly cube?: { noDouble: number; doubleTake: number; doublePass: number };
  readonly play: {
    twoPlyBest: string;
    rolloutBest: string;
    twoPly: readonly { play: string; after: string }[];
  };
  readonly totalSeconds: number;
}

/** The rows of a JSON-lines file; none when it does not exist yet. */
export function readJsonl<T>(path: string): T[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** gnubg's best play as the Position ID after it (its notation read by the rules package). */
function gnubgAfter(p: PositionRow, move: string | null): string {
  const position = parsePositionId(p.position);
  if (!position.ok || move === null) return `?${move}`;
  const play = parsePlay(move, position.value, p.dice as Dice);
  return play.ok ? makePositionId(play.value.after) : `?${move}`;
}

const action = (c: { noDouble: number; doubleTake: number; doublePass: number }): CubeActionName =>
  cubeActionName(c.noDouble, c.doubleTake, c.doublePass);

const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(0)}%`);

function figureLine(name: string, f: GroupFigures): string {
  const eq = Number.isNaN(f.equity.mean)
    ? '–'
    : f.count < 2
      ? `${f.equity.mean.toFixed(4)} (one position)`
      : `${f.equity.mean.toFixed(4)} ± ${f.equity.halfWidth.toFixed(4)}`;
  return `| ${name} | ${f.count} | ${eq} | ${pct(f.sameAction)} | ${pct(f.sameDouble)} | ${pct(
    f.sameTake,
  )} | ${pct(f.sameRolloutPlay)} | ${pct(f.sameTwoPlyPlay)} |`;
}

export function printSummary(positionsPath: string, ludusPath: string, gnubgPath: string): void {
  const positions = new Map(readJsonl<PositionRow>(positionsPath).map((p) => [p.index, p]));
  const gnubg = new Map(readJsonl<GnubgLine>(gnubgPath).map((g) => [g.index, g]));
  const joined = readJsonl<LudusLine>(ludusPath).flatMap((l) => {
    const p = positions.get(l.index);
    const g = gnubg.get(l.index);
    return p && g && l.cube ? [{ p, g, l }] : [];
  });
  const rows: AgreementRow[] = joined.map(({ p, g, l }) => ({
    index: l.index,
    positionClass: l.class,
    money: l.money,
    gnubgEquity: g.equity,
    ludusEquity: l.equity,
    gnubgAction: action(g.cube),
    ludusAction: action(l.cube ?? g.cube),
    gnubgPlay: gnubgAfter(p, g.best),
    ludusRolloutPlay: l.play.rolloutBest,
    ludusTwoPlyPlay: l.play.twoPlyBest,
  }));
  const seconds = joined.map(({ l }) => l.totalSeconds).sort((a, b) => a - b);
  console.log(
    `${rows.length} of ${positions.size} positions rolled out by ludus and evaluated by gnubg ` +
      `(median ${seconds[Math.floor(seconds.length / 2)]?.toFixed(0) ?? '–'} s a position)\n`,
  );
  console.log(
    '| group | positions | mean abs. Δ cubeless equity (95%) | same cube action | same double | same take | same play (rollout) | same play (2-ply) |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
  for (const { name, figures } of summaryGroups(rows, ['contact', 'crashed', 'race', 'bearoff'])) {
    console.log(figureLine(name, figures));
  }
  // The yardstick of the cube column: a program that always gave gnubg's commonest answer.
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.gnubgAction, (counts.get(r.gnubgAction) ?? 0) + 1);
  const actions = [...counts].sort((a, b) => b[1] - a[1]);
  console.log(
    `\ngnubg's cube actions: ${actions.map(([a, n]) => `${a} ${n}`).join(', ')}; always ` +
      `answering ${actions[0]?.[0] ?? '–'} would agree in ${pct((actions[0]?.[1] ?? 0) / rows.length)}`,
  );
  printRemaining([...positions.values()], joined);
  console.log('\nDisagreements (index id class score/cube: what differs)');
  for (const { p, g, l } of joined) {
    const row = rows.find((r) => r.index === l.index);
    if (!row) continue;
    const where = `${p.index} ${p.id} ${p.class} ${p.length ? `${p.score.join('-')}/${p.length}` : 'money'} cube ${p.cube} ${p.owner}`;
    const notes: string[] = [];
    if (row.gnubgAction !== row.ludusAction) {
      notes.push(`cube gnubg ${row.gnubgAction} ludus ${row.ludusAction}`);
    }
    if (row.gnubgPlay !== row.ludusRolloutPlay) {
      const chosen = l.play.twoPly.find((t) => t.after === l.play.rolloutBest)?.play;
      notes.push(`play ${p.dice.join('')}: gnubg ${g.best}, ludus's rollout ${chosen}`);
    }
    if (Math.abs(row.gnubgEquity - row.ludusEquity) > 0.05) {
      notes.push(`equity gnubg ${g.equity.toFixed(3)} ludus ${l.equity.toFixed(3)}`);
    }
    if (notes.length > 0) console.log(`- ${where}: ${notes.join('; ')}`);
  }
}

const median = (xs: readonly number[]) =>
  xs.length === 0 ? Number.NaN : ([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0);

/** What the rest would take at each class's median time so far (one process, this load). */
function printRemaining(
  positions: readonly PositionRow[],
  joined: readonly { p: PositionRow; l: LudusLine }[],
): void {
  const done = new Set(joined.map(({ p }) => p.index));
  const parts = ['contact', 'crashed', 'race', 'bearoff'].map((c) => {
    const seconds = median(joined.filter(({ p }) => p.class === c).map(({ l }) => l.totalSeconds));
    const left = positions.filter((p) => p.class === c && !done.has(p.index)).length;
    return { c, seconds, left };
  });
  const total = parts.reduce(
    (a, { seconds, left }) => a + (Number.isNaN(seconds) ? 0 : seconds * left),
    0,
  );
  console.log(
    `\nLeft: ${parts.map(({ c, left, seconds }) => `${left} ${c} (median ${seconds.toFixed(0)} s)`).join(', ')}; ` +
      `about ${(total / 3600).toFixed(1)} h of one process at those medians`,
  );
}
