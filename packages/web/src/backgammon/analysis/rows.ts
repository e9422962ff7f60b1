// What the analysis list shows of the engine's decisions, and what the board shows for a row.
// Pure; texts are built by the panel through i18next.
import type { Decision } from '@ludus/backgammon-engine';
import { playEnds, playNotation } from '../record';
import {
  type Colour,
  type Dice,
  type Position,
  samePosition,
  type VariantKey,
  type WinLevel,
} from '../rules';

/**
 * Every roll, every double and every answer to one; a turn's "no double" only when it counts
 * (close or wrong), as gnubg lists the cube decisions that matter.
 */
export function listed(decision: Decision): boolean {
  switch (decision.kind) {
    case 'move':
    case 'take':
    case 'beaver-answer':
    case 'resign':
    case 'resign-answer':
      return true;
    case 'double':
      return decision.doubled || decision.counted;
  }
}

export type CubeLabel = 'double' | 'no-double' | 'too-good' | 'take' | 'pass' | 'beaver';

/** A resignation row's choices; `level` is the level offered. */
export interface ResignChoice {
  readonly resign: 'resign' | 'play-on' | 'accept' | 'reject';
  readonly level: WinLevel;
}

export type Choice = { readonly move: string } | { readonly cube: CubeLabel } | ResignChoice;

export interface Row {
  /** Index in the decision list (the selection). */
  readonly index: number;
  readonly turn: number;
  readonly colour: Colour;
  /** `43` for a roll; null for a cube decision. */
  readonly dice: string | null;
  /** Move notation ('' for a lost turn), the cube action taken, or a resignation choice. */
  readonly played: Choice;
  /** The best choice when it differs from the one made. */
  readonly best: Choice | null;
  readonly loss: number;
  readonly mark: Decision['mark'];
}

export function rowOf(decision: Decision, index: number, variant: VariantKey): Row {
  const base = { index, turn: decision.turn, colour: decision.colour, mark: decision.mark };
  const loss = decision.loss;
  switch (decision.kind) {
    case 'move': {
      const move = playNotation(decision.played, decision.colour, variant);
      // The same play may be written by another route: the resulting position decides.
      const same = samePosition(decision.best.after, decision.played.after);
      const best = same ? null : { move: playNotation(decision.best, decision.colour, variant) };
      const dice = `${decision.dice[0]}${decision.dice[1]}`;
      return { ...base, dice, played: { move }, best, loss };
    }
    case 'double': {
      const done: CubeLabel = decision.doubled ? 'double' : 'no-double';
      const { proper } = decision;
      const right = (done === 'double') === (proper === 'double');
      return {
        ...base,
        dice: null,
        played: { cube: done },
        best: right ? null : { cube: proper },
        loss,
      };
    }
    case 'take':
    case 'beaver-answer': {
      const right = decision.answer === decision.proper;
      const best = right ? null : { cube: decision.proper };
      return { ...base, dice: null, played: { cube: decision.answer }, best, loss };
    }
    case 'resign': {
      const { level, proper } = decision;
      const best = proper === 'resign' ? null : { resign: proper, level };
      return { ...base, dice: null, played: { resign: 'resign', level }, best, loss };
    }
    case 'resign-answer': {
      const { level, proper, answer } = decision;
      const best = proper === answer ? null : { resign: proper, level };
      return { ...base, dice: null, played: { resign: answer, level }, best, loss };
    }
  }
}

export interface BoardView {
  readonly position: Position;
  readonly onRoll: Colour;
  readonly dice: Dice | null;
  /** The played move's ends, mover's numbering (empty for cube rows). */
  readonly from: readonly number[];
  readonly to: readonly number[];
}

/** The position of a row before the decision, with the roll and the played move's ends. */
export function boardViewOf(decision: Decision): BoardView {
  const common = { position: decision.position, onRoll: decision.onRoll };
  if (decision.kind !== 'move') return { ...common, dice: null, from: [], to: [] };
  return { ...common, dice: decision.dice, ...playEnds(decision.played) };
}
