// FROZEN BASELINE (bench/baseline/index.ts): a copy of src/ before issue 24; do not edit.
// The evaluation's weights (evaluate.ts), in centi-shatras per unit of each feature.
// HAND_WEIGHTS are the starting guesses; FITTED_WEIGHTS come from scripts/tune.ts (Texel's
// method on self-play games; the run and its figures are recorded in docs/strength.md).
import type { Weights } from './evaluate';

export const HAND_WEIGHTS: Weights = {
  shatra: 100,
  jalkyn: 300,
  tura: 450,
  batyr: 800,
  reserveShatra: 80,
  reserveJalkyn: 250,
  reserveTura: 380,
  reserveBatyr: 700,
  greatRoad: 20,
  advance: 4,
  advanceWithPool: 8,
  waiting: -30,
  biyThreatened: -120,
  biyEscapes: 6,
  biyLeaperLines: -15,
  leaperMobility: 2,
  hanging: -20,
  tempo: 10,
};

/**
 * Fitted by scripts/tune.ts (round 1: 300 self-play games of the club level at 1500 nodes a
 * move from 8-ply random openings, 4020 quiet positions), then scaled so that a shatra is 100.
 */
export const FITTED_WEIGHTS: Weights = {
  shatra: 100,
  jalkyn: 177,
  tura: 184,
  batyr: 487,
  reserveShatra: 48,
  reserveJalkyn: 127,
  reserveTura: 189,
  reserveBatyr: 395,
  greatRoad: 18,
  advance: -10,
  advanceWithPool: 41,
  waiting: -18,
  biyThreatened: -53,
  biyEscapes: -23,
  biyLeaperLines: -11,
  leaperMobility: -3,
  hanging: 19,
  tempo: 45,
};
