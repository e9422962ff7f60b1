// The Shatra board's headless interaction state (pure TypeScript, no DOM). It knows no rules:
// it receives the legal moves as data — each one spelled out as the squares it visits — and turns
// clicks, drags and dialog choices into exactly one of those moves. A capture chain is played jump
// by jump; after each jump only the continuations of still-possible legal moves are offered.

import type { SquareNumber } from './layout';

export type Side = 'white' | 'black';
export type PieceRole = 'biy' | 'batyr' | 'tura' | 'jalkyn' | 'shatra';
export type PromotionRole = 'batyr' | 'tura' | 'jalkyn';

export interface BoardPiece {
  readonly side: Side;
  readonly role: PieceRole;
}

/** How one step of a move reaches its square. */
export type StepKind = 'move' | 'jump' | 'drop' | 'promote';

export interface MoveStep {
  readonly to: SquareNumber;
  readonly kind: StepKind;
  /** The piece the shatra becomes on this step, if it promotes here. */
  readonly promotion?: PromotionRole;
  /** The square of the piece jumped by this step (it stays on the board until the chain ends). */
  readonly over?: SquareNumber;
}

/** One legal move, as the board sees it. `move` is the rules package's own value, returned as is. */
export interface MoveOption<M> {
  readonly from: SquareNumber;
  readonly steps: readonly MoveStep[];
  readonly notation: string;
  readonly move: M;
}

/** Several legal moves reach the same square in different ways: the player must say which. */
export interface PendingChoice {
  readonly target: SquareNumber;
  readonly variants: readonly MoveStep[];
}

export interface InteractionState {
  readonly selected: SquareNumber | null;
  /** Steps already taken in the move being built (jumps of a chain). */
  readonly taken: readonly MoveStep[];
  readonly choice: PendingChoice | null;
}

export interface Transition<M> {
  readonly state: InteractionState;
  /** Set when the interaction completed a legal move. */
  readonly played?: MoveOption<M>;
}

export const IDLE: InteractionState = { selected: null, taken: [], choice: null };

function sameStep(a: MoveStep, b: MoveStep): boolean {
  return a.to === b.to && a.kind === b.kind && a.promotion === b.promotion;
}

function startsWith<M>(option: MoveOption<M>, from: SquareNumber, taken: readonly MoveStep[]) {
  if (option.from !== from || option.steps.length < taken.length) return false;
  return taken.every((step, i) => {
    const own = option.steps[i];
    return own !== undefined && sameStep(own, step);
  });
}

/** The legal moves still possible after what the player has done so far. */
export function candidates<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
): MoveOption<M>[] {
  const { selected } = state;
  if (selected === null) return [];
  return options.filter((o) => startsWith(o, selected, state.taken));
}

/** Squares holding a piece that has at least one legal move. */
export function movableSquares<M>(options: readonly MoveOption<M>[]): Set<SquareNumber> {
  return new Set(options.map((o) => o.from));
}

export interface Target {
  readonly square: SquareNumber;
  /** Every way of reaching it as the next step (more than one means a choice dialog). */
  readonly kinds: readonly StepKind[];
}

/** The squares offered as the next step, each with how it can be reached. */
export function targets<M>(state: InteractionState, options: readonly MoveOption<M>[]): Target[] {
  if (state.choice) return [];
  const depth = state.taken.length;
  const bySquare = new Map<SquareNumber, Set<StepKind>>();
  for (const option of candidates(state, options)) {
    const next = option.steps[depth];
    if (!next) continue;
    const kinds = bySquare.get(next.to) ?? new Set<StepKind>();
    kinds.add(next.kind);
    bySquare.set(next.to, kinds);
  }
  return [...bySquare].map(([square, kinds]) => ({ square, kinds: [...kinds] }));
}

/** A chain that may end here or go on (the biy's privilege): offer "stop" beside the targets. */
export function canStop<M>(state: InteractionState, options: readonly MoveOption<M>[]): boolean {
  if (state.taken.length === 0 || state.choice) return false;
  return candidates(state, options).some((o) => o.steps.length === state.taken.length);
}

/** Where the moving piece stands now, and the pieces it has jumped (still on the board). */
export function chainView(state: InteractionState): {
  at: SquareNumber | null;
  jumped: SquareNumber[];
} {
  const last = state.taken[state.taken.length - 1];
  return {
    at: last ? last.to : state.selected,
    jumped: state.taken.flatMap((s) => (s.over === undefined ? [] : [s.over])),
  };
}

function uniqueSteps(steps: readonly MoveStep[]): MoveStep[] {
  const unique: MoveStep[] = [];
  for (const step of steps) if (!unique.some((u) => sameStep(u, step))) unique.push(step);
  return unique;
}

/** Take one step; finish the move when no legal move goes further. */
function takeStep<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
  step: MoveStep,
): Transition<M> {
  const next: InteractionState = { ...state, taken: [...state.taken, step], choice: null };
  const remaining = candidates(next, options);
  const complete = remaining.filter((o) => o.steps.length === next.taken.length);
  const longer = remaining.length - complete.length;
  const finished = complete[0];
  if (finished && longer === 0) return { state: IDLE, played: finished };
  return { state: next };
}

function advanceTo<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
  target: SquareNumber,
): Transition<M> {
  const depth = state.taken.length;
  const steps = candidates(state, options).flatMap((o) => {
    const step = o.steps[depth];
    return step && step.to === target ? [step] : [];
  });
  const variants = uniqueSteps(steps);
  const only = variants[0];
  if (!only) return { state };
  if (variants.length > 1) return { state: { ...state, choice: { target, variants } } };
  return takeStep(state, options, only);
}

function isTarget<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
  square: SquareNumber,
) {
  return targets(state, options).some((t) => t.square === square);
}

/** A click (or a tap, or Enter on the focused square). */
export function clickSquare<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
  square: SquareNumber,
): Transition<M> {
  // A click beside an open dialog closes it, back to where the player was.
  if (state.choice) return { state: { ...state, choice: null } };
  if (isTarget(state, options, square)) return advanceTo(state, options, square);
  // In the middle of a chain only its continuations (or "stop", or cancel) are possible.
  if (state.taken.length > 0) return { state };
  if (square !== state.selected && movableSquares(options).has(square)) {
    return { state: { selected: square, taken: [], choice: null } };
  }
  return { state: IDLE };
}

/** Pressing on a piece to drag it: selects it without the click's toggling. */
export function dragStart<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
  square: SquareNumber,
): InteractionState {
  if (state.choice || state.taken.length > 0) return state;
  return movableSquares(options).has(square)
    ? { selected: square, taken: [], choice: null }
    : state;
}

/** Releasing a dragged piece: a move if it lands on a target, otherwise the selection stays. */
export function dragDrop<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
  square: SquareNumber | undefined,
): Transition<M> {
  if (square === undefined || !isTarget(state, options, square)) return { state };
  return advanceTo(state, options, square);
}

/** The player's answer to the choice dialog (promotion piece, or move versus drop). */
export function choose<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
  variant: MoveStep,
): Transition<M> {
  if (!state.choice?.variants.some((v) => sameStep(v, variant))) return { state };
  return takeStep(state, options, variant);
}

/** End a chain where it stands, when a legal move ends here (the biy may stop after any jump). */
export function stopChain<M>(
  state: InteractionState,
  options: readonly MoveOption<M>[],
): Transition<M> {
  if (!canStop(state, options)) return { state };
  const finished = candidates(state, options).find((o) => o.steps.length === state.taken.length);
  return finished ? { state: IDLE, played: finished } : { state };
}

/** Escape: drop the selection and any half-played chain (nothing has been played yet). */
export function cancel(): InteractionState {
  return IDLE;
}
