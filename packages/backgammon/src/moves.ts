// Legal plays, the public immutable API over the in-place fast path (fast-generator.ts). A whole
// play (one turn) is distinct from a checker step (one die); the web board moves one checker at a
// time, so `legalSteps` tells which single steps can still lead to a legal whole play.

import { err } from '@ludus/core';
import { FastPlayGenerator } from './fast-generator';
import { positionKey, SIDE_CELLS } from './position';
import type { Dice, Die, DieStep, Play, Position, Result, VariantKey } from './types';
import { BAR, OFF } from './types';
import { variantOf } from './variants';

export type StepError = 'no-checker' | 'bar-first' | 'blocked' | 'bad-bear-off' | 'bad-step';
export type TurnError = StepError | 'die-not-rolled' | 'not-legal' | 'incomplete';

// One generator for the whole module: generation is synchronous, so it is never shared by two
// callers at once, and reusing its buffers avoids allocating them per call.
const generator = new FastPlayGenerator();

function loadPosition(position: Position): void {
  const board = generator.board;
  for (let i = 0; i < SIDE_CELLS; i++) {
    board[i] = position.player[i] ?? 0;
    board[SIDE_CELLS + i] = position.opponent[i] ?? 0;
  }
}

/** Runs the generator on `position` and `dice`; its results are read until the next call. */
function generate(position: Position, dice: Dice, variant: VariantKey): number {
  loadPosition(position);
  return generator.generate(dice[0], dice[1], variantOf(variant));
}

/**
 * Every legal play of `position` (side on roll) with `dice`, one per distinct resulting position
 * (rules file, "Common to every variant"). An empty list means the turn is lost.
 */
export function legalPlays(
  position: Position,
  dice: Dice,
  variant: VariantKey = 'backgammon',
): Play[] {
  const count = generate(position, dice, variant);
  const plays: Play[] = [];
  for (let i = 0; i < count; i++) plays.push(playAt(i));
  return plays;
}

/**
 * The checker steps (from, to) of every legal play that moves a checker, in `legalPlays`' order,
 * without the plays' positions, hits and dice: what a player may send (a table's legal intents).
 */
export function legalRoutes(
  position: Position,
  dice: Dice,
  variant: VariantKey = 'backgammon',
): { readonly from: number; readonly to: number }[][] {
  const count = generate(position, dice, variant);
  const routes: { readonly from: number; readonly to: number }[][] = [];
  for (let i = 0; i < count; i++) {
    const steps = generator.stepCount(i);
    if (steps === 0) continue;
    const route = new Array<{ readonly from: number; readonly to: number }>(steps);
    for (let k = 0; k < steps; k++) route[k] = { from: fromPoint(i, k), to: toPoint(i, k) };
    routes.push(route);
  }
  return routes;
}

/** The number of distinct legal plays, without building them (perft, search). */
export function countLegalPlays(
  position: Position,
  dice: Dice,
  variant: VariantKey = 'backgammon',
): number {
  return generate(position, dice, variant);
}

/** Step k of generated play i in the mover's point numbering (25 the bar, 0 off). */
const fromPoint = (i: number, k: number): number => generator.stepFrom(i, k) + 1;
const toPoint = (i: number, k: number): number => {
  const to = generator.stepTo(i, k);
  return to < 0 ? OFF : to + 1;
};

function playAt(i: number): Play {
  const board = generator.resultBoard(i);
  const steps: DieStep[] = [];
  for (let k = 0; k < generator.stepCount(i); k++) {
    steps.push({
      from: fromPoint(i, k),
      to: toPoint(i, k),
      hit: generator.stepHit(i, k),
      die: generator.stepDie(i, k) as Die,
    });
  }
  const player = new Array<number>(SIDE_CELLS);
  const opponent = new Array<number>(SIDE_CELLS);
  for (let cell = 0; cell < SIDE_CELLS; cell++) {
    player[cell] = board[cell] ?? 0;
    opponent[cell] = board[SIDE_CELLS + cell] ?? 0;
  }
  return { steps, after: { player, opponent } };
}

/**
 * Moves one checker by one die, checking only that the step itself is possible (a checker on
 * `from`, bar checkers first, an open landing point, bearing off per the variant). Whether the
 * whole play is legal (most dice, higher die) is `legalSteps`' and `playFromSteps`' business.
 * The result is still from the mover's view.
 */
export function applyStep(
  position: Position,
  step: Pick<DieStep, 'from' | 'die'>,
  variant: VariantKey = 'backgammon',
): Result<{ position: Position; step: DieStep }, StepError> {
  const { from, die } = step;
  const player = [...position.player];
  const opponent = [...position.opponent];
  if (!Number.isInteger(from) || from < 1 || from > BAR || !isDie(die)) {
    return err('bad-step', `no step from ${from} with a ${die}`);
  }
  if ((player[from - 1] ?? 0) === 0) return err('no-checker', `no checker on ${from}`);
  if (from !== BAR && (player[BAR - 1] ?? 0) > 0) {
    return err('bar-first', 'checkers on the bar must enter first');
  }
  const to = from - die;
  if (to <= 0) {
    const bearOff = checkBearOff(player, from, die, variant);
    if (!bearOff.ok) return bearOff;
  } else if ((opponent[24 - to] ?? 0) >= 2) {
    return err('blocked', `point ${to} is held by the opponent`);
  }
  player[from - 1] = (player[from - 1] ?? 0) - 1;
  let hit = false;
  if (to > 0) {
    player[to - 1] = (player[to - 1] ?? 0) + 1;
    if (opponent[24 - to] === 1) {
      opponent[24 - to] = 0;
      opponent[BAR - 1] = (opponent[BAR - 1] ?? 0) + 1;
      hit = true;
    }
  }
  return {
    ok: true,
    value: { position: { player, opponent }, step: { from, to: Math.max(to, OFF), hit, die } },
  };
}

function checkBearOff(
  player: readonly number[],
  from: number,
  die: number,
  variant: VariantKey,
): Result<true, StepError> {
  for (let i = 6; i < SIDE_CELLS; i++) {
    if ((player[i] ?? 0) > 0) return err('bad-bear-off', 'not every checker is in the home board');
  }
  if (from === die || variantOf(variant).bearOffBelow(player, from, die)) {
    return { ok: true, value: true };
  }
  return err('bad-bear-off', `a ${die} cannot bear off the checker on ${from}`);
}

function isDie(n: number): n is Die {
  return Number.isInteger(n) && n >= 1 && n <= 6;
}

/** The dice of a roll as a list of moves: four for doubles (rules file). */
export function diceToPlay(dice: Dice): Die[] {
  return dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [dice[0], dice[1]];
}

interface Progress {
  readonly position: Position;
  readonly dice: readonly Die[];
  readonly steps: readonly DieStep[];
}

/** Applies the steps played so far, each using one of the rolled dice still unused. */
function replay(
  position: Position,
  dice: Dice,
  played: readonly Pick<DieStep, 'from' | 'die'>[],
  variant: VariantKey,
): Result<Progress, TurnError> {
  let current = position;
  const left = diceToPlay(dice);
  const steps: DieStep[] = [];
  for (const step of played) {
    const index = left.indexOf(step.die);
    if (index < 0) return err('die-not-rolled', `no unused ${step.die} in the roll`);
    left.splice(index, 1);
    const moved = applyStep(current, step, variant);
    if (!moved.ok) return moved;
    current = moved.value.position;
    steps.push(moved.value.step);
  }
  return { ok: true, value: { position: current, dice: left, steps } };
}

/**
 * The single steps that may come next after `played` (steps already made this turn, in order):
 * exactly those that still lead to a legal whole play. Empty when the play is complete (or the
 * turn is lost). An error when `played` itself is not a possible start.
 */
export function legalSteps(
  position: Position,
  dice: Dice,
  played: readonly Pick<DieStep, 'from' | 'die'>[] = [],
  variant: VariantKey = 'backgammon',
): Result<DieStep[], TurnError> {
  const plays = legalPlays(position, dice, variant);
  const progress = replay(position, dice, played, variant);
  if (!progress.ok) return progress;
  if (plays.length === 0) {
    // Rules file: with no legal move the turn is lost; nothing may be played.
    return played.length === 0
      ? { ok: true, value: [] }
      : err('not-legal', 'no move is possible with this roll');
  }
  const stepsPerPlay = plays[0]?.steps.length ?? 0;
  const targets = new Set(plays.map((play) => positionKey(play.after)));
  const needed = stepsPerPlay - played.length;
  if (needed < 0 || !canFinish(progress.value, needed, targets, variant)) {
    return err('not-legal', 'these steps do not start a legal play');
  }
  return { ok: true, value: nextSteps(progress.value, needed, targets, variant) };
}

function candidateSteps(progress: Progress, variant: VariantKey): Progress[] {
  const next: Progress[] = [];
  const tried = new Set<number>();
  for (const [index, die] of progress.dice.entries()) {
    if (tried.has(die)) continue;
    tried.add(die);
    for (let from = BAR; from >= 1; from--) {
      const moved = applyStep(progress.position, { from, die }, variant);
      if (!moved.ok) continue;
      const dice = progress.dice.filter((_, i) => i !== index);
      next.push({
        position: moved.value.position,
        dice,
        steps: [...progress.steps, moved.value.step],
      });
    }
  }
  return next;
}

function canFinish(
  progress: Progress,
  needed: number,
  targets: ReadonlySet<string>,
  variant: VariantKey,
): boolean {
  if (needed === 0) return targets.has(positionKey(progress.position));
  return candidateSteps(progress, variant).some((next) =>
    canFinish(next, needed - 1, targets, variant),
  );
}

function nextSteps(
  progress: Progress,
  needed: number,
  targets: ReadonlySet<string>,
  variant: VariantKey,
): DieStep[] {
  if (needed === 0) return [];
  const steps: DieStep[] = [];
  for (const next of candidateSteps(progress, variant)) {
    const step = next.steps[next.steps.length - 1];
    if (step && canFinish(next, needed - 1, targets, variant)) steps.push(step);
  }
  return steps;
}

/**
 * The whole play made of `played`, if those steps are a complete legal play (most dice, higher
 * die, and so on); the web board calls this before it lets the player confirm.
 */
export function playFromSteps(
  position: Position,
  dice: Dice,
  played: readonly Pick<DieStep, 'from' | 'die'>[],
  variant: VariantKey = 'backgammon',
): Result<Play, TurnError> {
  const progress = replay(position, dice, played, variant);
  if (!progress.ok) return progress;
  // The legal plays as the generator leaves them (none built): the one ending where these steps
  // do must use as many steps.
  const count = generate(position, dice, variant);
  if (count === 0 && played.length === 0) {
    return { ok: true, value: { steps: [], after: position } };
  }
  const match = generatedIndexOf(count, progress.value.position);
  if (match < 0 || generator.stepCount(match) !== played.length) {
    const started = legalSteps(position, dice, played, variant);
    return started.ok
      ? err('incomplete', 'the play is not finished: more dice must be used')
      : err('not-legal', 'these steps are not a legal play');
  }
  return { ok: true, value: { steps: progress.value.steps, after: progress.value.position } };
}

/** The index of the generated play (after `generate`) that ends in `after`, or -1. */
function generatedIndexOf(count: number, after: Position): number {
  for (let i = 0; i < count; i++) {
    const board = generator.resultBoard(i);
    let cell = 0;
    while (
      cell < SIDE_CELLS &&
      board[cell] === (after.player[cell] ?? 0) &&
      board[SIDE_CELLS + cell] === (after.opponent[cell] ?? 0)
    )
      cell++;
    if (cell === SIDE_CELLS) return i;
  }
  return -1;
}

/**
 * Whether some legal play of these dice that moves a checker ends in `after` (plays are one per
 * resulting position, so the position names the play), without building the plays.
 */
export function isLegalResult(
  position: Position,
  dice: Dice,
  after: Position,
  variant: VariantKey = 'backgammon',
): boolean {
  const count = generate(position, dice, variant);
  const i = generatedIndexOf(count, after);
  return i >= 0 && generator.stepCount(i) > 0;
}

/** Whether the side on roll can move at all with these dice (else the turn is lost). */
export function canPlay(
  position: Position,
  dice: Dice,
  variant: VariantKey = 'backgammon',
): boolean {
  const count = generate(position, dice, variant);
  // A play that moves a checker (the plays of `playsFor`), found without building any.
  for (let i = 0; i < count; i++) if (generator.stepCount(i) > 0) return true;
  return false;
}
