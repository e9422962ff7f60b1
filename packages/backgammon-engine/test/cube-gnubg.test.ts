// The cube model against GNU Backgammon's own 0-ply cube analysis (gnubg 1.07, eval.c: Janowski
// for money, Cl2CfMatch* with the Kazaross-XG2 table for matches). Each row is a position from
// gnubg 0-ply self-play with gnubg's 0-ply cubeless probabilities (6 decimals) and its 0-ply
// cubeful no-double and double/take equities, normalised as gnubg prints them (double/pass = 1).
// Fed the same probabilities, `analyseCube` must give the same equities and decisions: this
// checks the cube code apart from the evaluator. Made with gnubg's Python API (cubeinfo,
// evaluate, cfevaluate at 0 plies); the generator is described in
// packages/backgammon-engine/bench/strength-cube-2026-12-01/README.md.
//
// In the whole sample (2,899 positions with the cube available to the player on roll, from 40
// money games, 12 five-point and 8 seven-point matches) every double and take decision agreed.
// Equities: in match play (1,748 positions) identical to 4 decimals; in money play within 0.005
// with a centred cube (649) and 0.031 with an owned one (341), gnubg's money formulas being the
// closed Janowski ones where ours recurse over recubes up to the 64 cube. The rows below leave out
// the two places where gnubg departs from the model by design: bear-offs (159 positions, where it
// reads cubeful equities from its exact two-sided database) and 2-away 2-away with a centred cube
// (its fDoCubeful treats that cube as dead; our no-double equity of the opening there is 0.023
// higher, the decisions the same).

import { parsePositionId, pipCount } from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import { classifyPosition } from '../src/classify';
import { analyseCube, type CubeOwner, cubeEfficiency, type Stakes } from '../src/cube';
import { matchWinningChance } from '../src/met';
import type { Probabilities } from '../src/probabilities';

interface Row {
  readonly positionId: string;
  /** 0 and 0 in money play. */
  readonly myAway: number;
  readonly opponentAway: number;
  readonly cube: number;
  readonly owner: CubeOwner;
  readonly probabilities: Probabilities;
  readonly noDouble: number;
  readonly doubleTake: number;
}

/** Position ID, away scores, cube, owner, five probabilities, gnubg's ND and DT. */
const TABLE: readonly string[] = [
  // money, centred cube, contact
  'LM8xAwiwd4PBAA 0 0 1 centred 0.613804 0.176080 0.004930 0.070997 0.000864 0.4647 0.4109',
  'NM/gADSMz+ABAw 0 0 1 centred 0.605235 0.189783 0.018523 0.084423 0.002781 0.4544 0.3947',
  'ZLfBASTYzsgBBg 0 0 1 centred 0.622534 0.228714 0.010521 0.084164 0.002624 0.5432 0.5384',
  'NtsYA0A2m1kABg 0 0 1 centred 0.611620 0.220957 0.002296 0.077530 0.001486 0.5014 0.4709',
  // money, centred cube, race
  'rvOJBAC6bfEAAA 0 0 1 centred 0.497303 0.000050 0.000000 0.000050 0.000000 -0.0078 -0.3426',
  'rusTAQC63eEAAA 0 0 1 centred 0.445993 0.000050 0.000000 0.000050 0.000000 -0.1550 -0.5775',
  // money, own cube 2, contact
  's9sBAUgzrokDEA 0 0 2 me 0.639998 0.251649 0.014032 0.143329 0.004399 0.6155 0.5511',
  's9sBAEkzW0NDAA 0 0 2 me 0.790950 0.331240 0.018569 0.050710 0.001314 1.0493 1.6172',
  's9sBAEyztg0KAA 0 0 2 me 0.842730 0.202607 0.004880 0.016463 0.000181 1.0272 1.6457',
  // money, own cube 2, race
  '23UPAABtt4NAAA 0 0 2 me 0.148823 0.000000 0.000000 0.000050 0.000000 -0.6541 -1.7910',
  '2t2HAADV26MAAA 0 0 2 me 0.585077 0.000000 0.000000 0.000050 0.000000 0.3584 0.0731',
  // match, centred cube
  '4HPkAUGDc/BBIA 5 5 1 centred 0.609644 0.241568 0.008639 0.090298 0.003440 0.5082 0.4937',
  '0OfIACqwZ8ogUA 6 7 1 centred 0.608011 0.252922 0.033284 0.117138 0.009930 0.4990 0.4504',
  'Zk3wABOwM/IRQA 3 2 1 centred 0.530931 0.124976 0.005169 0.181111 0.007497 0.2097 0.2021',
  'sOfIATBsZswBMA 7 5 1 centred 0.564706 0.194662 0.014338 0.132307 0.008617 0.3796 0.3227',
  '4HPkAVDIc/ABKA 6 3 1 centred 0.563144 0.182225 0.011761 0.108682 0.005377 0.4267 0.4205',
  '4HPwATDgc/ABMA 4 2 1 centred 0.521514 0.153921 0.007563 0.129847 0.007546 0.3668 0.4154',
  // match, own cube (2a-2a and 4a-4a: dead for both)
  'bCMAg0/zfQMIAA 4 4 4 me 0.796941 0.721729 0.092336 0.007912 0.000000 0.5939 0.5939',
  'sOfCgUDbNgUJBA 2 2 2 me 0.897056 0.781331 0.024048 0.017292 0.000241 0.7941 0.7941',
  'bCNABh/zfQMAQA 4 4 4 me 0.582227 0.448811 0.032068 0.036725 0.001098 0.1645 0.1645',
  'u9uBAALryzkAAA 5 5 2 me 0.681019 0.003499 0.000126 0.002422 0.000000 0.6534 0.6507',
  // post-Crawford, centred cube
  '4HPwATDgc/ABMA 2 1 1 centred 0.521514 0.153921 0.007563 0.129847 0.007546 0.8095 1.0861',
  '4HPwATDgc/ABMA 6 1 1 centred 0.521514 0.153921 0.007563 0.129847 0.007546 0.7602 1.0298',
  '4HPiQSDgc/ABMA 1 6 1 centred 0.494642 0.139471 0.006024 0.133454 0.006577 -0.6923 -1.8424',
  // post-Crawford, the leader owns the cube
  'ttvMAADYbjcAIA 1 6 2 me 0.127245 0.006247 0.000000 0.089516 0.000799 -0.8509 -2.2879',
  'c2eQARS43QYDAg 1 3 2 me 0.832819 0.405136 0.025943 0.039505 0.000563 0.5866 0.3313',
  'sGdwMAXgc8YREA 1 6 2 me 0.541085 0.130999 0.003775 0.115550 0.004172 -0.0643 -1.5976',
];

function parseRow(text: string): Row {
  const [positionId = '', myAway, opponentAway, cube, owner, ...numbers] = text.split(' ');
  const values = numbers.map(Number);
  return {
    positionId,
    myAway: Number(myAway),
    opponentAway: Number(opponentAway),
    cube: Number(cube),
    owner: owner as CubeOwner,
    probabilities: values.slice(0, 5) as unknown as Probabilities,
    noDouble: values[5] ?? Number.NaN,
    doubleTake: values[6] ?? Number.NaN,
  };
}

const ROWS = TABLE.map(parseRow);

function stakesOf(myAway: number, opponentAway: number): Stakes {
  if (myAway === 0) return { kind: 'money', jacoby: false, beavers: false };
  const postCrawford = myAway === 1 || opponentAway === 1;
  return { kind: 'match', myAway, opponentAway, crawford: false, postCrawford };
}

/** gnubg's normalisation (mwc2eq): −1 when the cube's points are lost, +1 when they are won. */
function normalise(value: number, row: Row): number {
  const { myAway, opponentAway, cube } = row;
  if (myAway === 0) return value / cube;
  const post = myAway === 1 || opponentAway === 1;
  const win = matchWinningChance(myAway - cube, opponentAway, post);
  const lose = matchWinningChance(myAway, opponentAway - cube, post);
  return (2 * value - win - lose) / (win - lose);
}

function tolerance(row: Row): number {
  if (row.myAway > 0) return 0.0015;
  return row.owner === 'centred' ? 0.006 : 0.035;
}

/**
 * gnubg's GetDPEq: the cube is available unless the opponent owns it, or (match) the player
 * already wins the match with the cube as it is, or it is the leader after the Crawford game.
 */
function gnubgMayDouble(row: Row): boolean {
  if (row.owner === 'opponent') return false;
  if (row.myAway === 0) return true;
  const postCrawford = row.myAway === 1 || row.opponentAway === 1;
  return row.myAway > row.cube && !(postCrawford && row.myAway === 1);
}

describe('cube decisions as GNU Backgammon 0-ply makes them from the same probabilities', () => {
  it.each(
    ROWS.map(
      (row) => [row.positionId, row.myAway, row.opponentAway, row.cube, row.owner, row] as const,
    ),
  )('%s at %i-away %i-away, cube %i %s', (positionId, myAway, opponentAway, cube, owner, row) => {
    const position = parsePositionId(positionId);
    if (!position.ok) throw new Error(position.message);
    const positionClass = classifyPosition(position.value);
    const contact = positionClass === 'contact' || positionClass === 'crashed';
    const analysis = analyseCube(row.probabilities, {
      cubeValue: cube,
      owner,
      stakes: stakesOf(myAway, opponentAway),
      variant: 'backgammon',
      efficiency: cubeEfficiency(contact, pipCount(position.value.player)),
    });
    expect(normalise(analysis.doublePass, row)).toBeCloseTo(1, 9);
    expect(Math.abs(normalise(analysis.noDouble, row) - row.noDouble)).toBeLessThanOrEqual(
      tolerance(row),
    );
    expect(Math.abs(normalise(analysis.doubleTake, row) - row.doubleTake)).toBeLessThanOrEqual(
      tolerance(row),
    );
    // gnubg's FindBestCubeDecision: a double when the cube is available and DT and DP both
    // reach ND; a pass when DT is above DP.
    const gnubgDoubles = gnubgMayDouble(row) && Math.min(row.doubleTake, 1) >= row.noDouble;
    expect(analysis.double).toBe(gnubgDoubles);
    expect(analysis.response === 'pass').toBe(row.doubleTake > 1);
  });
});
