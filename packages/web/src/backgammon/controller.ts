// What the board, the status line, the controls, the score and the move list play through:
// a controller that the local page's hook (useBackgammon) or the online table's hook
// (useOnlineBackgammon) provides. Both send every intent through their table's transport.
import type { BackgammonIntent, Seat } from '@ludus/session';
import { translate } from '../i18n';
import { notify } from '../notices';
import { typedNotation } from './record';
import { type GameState, parsePlay } from './rules';
import type { MatchView } from './session';
import { finishedPlay } from './turn';
import type { BoardTurn } from './useBoardTurn';

export interface TableController extends BoardTurn {
  /** What everybody sees: the game and its match. */
  readonly shown: MatchView;
  /** The seat of a person at this device that is to act now (the opening roll: either). */
  readonly seat: Seat | null;
  /** What that seat may do now. */
  readonly legal: readonly BackgammonIntent[];
  readonly toAct: readonly Seat[];
  /** A computer seat is choosing its intent (never online). */
  readonly thinking: boolean;
  act(intent: BackgammonIntent): void;
  /** Sends the play made on the board. */
  confirm(): void;
  nextGame(): void;
  /** Ends a money session between games, when `legal` allows it. */
  endSession(): void;
  /** A typed move for the person on turn; false (with a message) when it is not legal. */
  playTyped(text: string): boolean;
}

/** The intents of one move as the table takes them (the mover's numbering, no hit flags). */
export function moveIntent(steps: readonly { from: number; to: number }[]): BackgammonIntent {
  return { kind: 'move', steps: steps.map(({ from, to }) => ({ from, to })) };
}

/** Whether the person here may end the money session now (between games). */
export function mayEndSession(controller: Pick<TableController, 'legal'>): boolean {
  return controller.legal.some((intent) => intent.kind === 'end-session');
}

/**
 * The actions both controllers share, over their own `act`: confirming the board's play, the
 * next game, and a typed move (read by the rules package, which says why one is not legal).
 */
export function sharedActions(
  board: BoardTurn,
  game: GameState,
  seat: Seat | null,
  act: (intent: BackgammonIntent) => void,
): Pick<TableController, 'act' | 'confirm' | 'nextGame' | 'endSession' | 'playTyped'> {
  return {
    act,
    confirm: () => {
      const play = board.turn ? finishedPlay(board.turn) : null;
      if (play) act(moveIntent(play.steps));
    },
    nextGame: () => act({ kind: 'next-game' }),
    endSession: () => act({ kind: 'end-session' }),
    playTyped: (text) => {
      if (game.phase.kind !== 'moving' || seat === null) return false;
      const notation = typedNotation(text, game.turn, game.rules.variant);
      const play = parsePlay(notation, game.position, game.phase.dice, game.rules.variant);
      if (!play.ok) {
        notify('error', translate('backgammon', 'messages.refused', { reason: play.message }));
        return false;
      }
      act(moveIntent(play.value.steps));
      return true;
    },
  };
}
