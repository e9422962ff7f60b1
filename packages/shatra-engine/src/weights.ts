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

export const FITTED_WEIGHTS: Weights = HAND_WEIGHTS;
