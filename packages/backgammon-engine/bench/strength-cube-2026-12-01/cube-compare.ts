// Compares analyseCube with GNU Backgammon's 0-ply cube analysis on the lines cube-positions.py
// writes: the same cubeless probabilities in, gnubg's normalised equities and decisions out.
//   npx tsx packages/backgammon-engine/bench/strength-cube-2026-12-01/cube-compare.ts FILE
// Prints, per kind of position, how far the equities are apart and how many decisions differ.

import { readFileSync } from 'node:fs';
import { parsePositionId, pipCount } from '@ludus/backgammon';
import { classifyPosition } from '../../src/classify';
import { analyseCube, type CubeOwner, cubeEfficiency, type Stakes } from '../../src/cube';
import { matchWinningChance } from '../../src/met';
import type { Probabilities } from '../../src/probabilities';

interface Line {
  readonly pid: string;
  readonly length: number;
  readonly score: readonly [number, number];
  readonly mover: 0 | 1;
  readonly crawford: number;
  readonly cube: number;
  readonly owner: CubeOwner;
  readonly probs: Probabilities;
  readonly nd: number;
  readonly dt: number;
}

interface Tally {
  n: number;
  nd: number[];
  dt: number[];
  decisions: number;
}

/** The stakes, gnubg's normalisation of a value, whether gnubg lets the mover double, a label. */
function frame(line: Line) {
  if (line.length === 0) {
    const stakes: Stakes = { kind: 'money', jacoby: false, beavers: false };
    const label = line.owner === 'centred' ? 'money centred' : 'money owned';
    return { stakes, normalise: (v: number) => v / line.cube, available: true, label };
  }
  const myAway = line.length - line.score[line.mover];
  const opponentAway = line.length - (line.score[line.mover === 0 ? 1 : 0] ?? 0);
  const post = myAway === 1 || opponentAway === 1;
  const stakes: Stakes = {
    kind: 'match',
    myAway,
    opponentAway,
    crawford: false,
    postCrawford: post,
  };
  const win = matchWinningChance(myAway - line.cube, opponentAway, post);
  const lose = matchWinningChance(myAway, opponentAway - line.cube, post);
  const twoAway = myAway === 2 && opponentAway === 2 && line.cube === 1;
  return {
    stakes,
    normalise: (v: number) => (2 * v - win - lose) / (win - lose),
    available: myAway > line.cube && !(post && myAway === 1),
    label: twoAway ? 'match 2a-2a centred' : 'match',
  };
}

const tallies = new Map<string, Tally>();
const path = process.argv[2] ?? '/tmp/cube-positions.jsonl';
for (const text of readFileSync(path, 'utf8').split('\n')) {
  if (!text.trim()) continue;
  const line = JSON.parse(text) as Line;
  if (line.owner === 'opponent' || (line.length > 0 && line.crawford)) continue;
  const position = parsePositionId(line.pid);
  if (!position.ok) throw new Error(`${line.pid}: ${position.message}`);
  const positionClass = classifyPosition(position.value);
  if (positionClass === 'over') continue;
  const contact = positionClass === 'contact' || positionClass === 'crashed';
  const { stakes, normalise, available, label } = frame(line);
  const analysis = analyseCube(line.probs, {
    cubeValue: line.cube,
    owner: line.owner,
    stakes,
    variant: 'backgammon',
    efficiency: cubeEfficiency(contact, pipCount(position.value.player)),
  });
  const key = positionClass === 'bearoff' ? `${label} bear-off` : label;
  const tally = tallies.get(key) ?? { n: 0, nd: [], dt: [], decisions: 0 };
  tally.n += 1;
  tally.nd.push(Math.abs(normalise(analysis.noDouble) - line.nd));
  tally.dt.push(Math.abs(normalise(analysis.doubleTake) - line.dt));
  const gnubgDoubles = available && Math.min(line.dt, 1) >= line.nd;
  if (gnubgDoubles !== analysis.double || line.dt > 1 !== (analysis.response === 'pass')) {
    tally.decisions += 1;
  }
  tallies.set(key, tally);
}

const stats = (values: number[]) =>
  `mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(4)} max ${Math.max(...values).toFixed(4)}`;
for (const [key, t] of [...tallies].sort()) {
  console.log(
    `${key}: ${t.n} positions; |ND - gnubg| ${stats(t.nd)}; |DT - gnubg| ${stats(t.dt)}; decisions that differ ${t.decisions}`,
  );
}
