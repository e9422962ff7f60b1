// What the Shatra board and the panels beside it render from, whoever keeps the table: the local
// hook (useShatra: the table in the page, the computer or a friend at this device) or the online
// hook (useOnlineShatra: a table on the server, one seat or none played here). Neither the board
// nor the panels know which; they show the game and send what the person does back here.
import type { Game, Move, Side } from '@ludus/shatra';
import type { InteractionState, Transition } from './boardState';

/** The buttons of the game: resigning, offering a draw and answering one. */
export interface GameActions {
  /** Resigning is possible now (the game goes on). */
  readonly canResign: boolean;
  /** The side that would resign now (the person's own; in hot-seat the side to move). */
  readonly resigner: Side;
  /** A draw may be offered now. */
  readonly canOfferDraw: boolean;
  resign(): void;
  offerDraw(): void;
}

export interface ShatraController {
  /** The game as the table shows it (real boards: positions, moves, outcome). */
  readonly game: Game;
  /** The table's last event number: it grows with every accepted intent. */
  readonly seq: number;
  readonly interaction: InteractionState;
  /** The computer is choosing its move. */
  readonly thinking: boolean;
  /**
   * The one side the person here plays (against the computer, at a server table), or null (both
   * sides in hot-seat, none for a spectator): the board is seen from it, and its turn is "yours".
   */
  readonly you: Side | null;
  /** The person here may move now: the board offers the legal moves. */
  readonly mayMove: boolean;
  /** The table waits for a second player before the game can begin. */
  readonly waiting: boolean;
  /** Resigning and the draw offer; null where the person acts in nothing (a spectator). */
  readonly actions: GameActions | null;
  /** The side whose draw offer waits for an answer, or null. */
  readonly drawOffer: Side | null;
  /** Answers the pending draw offer; null unless the person here may answer it now. */
  readonly answerDraw: ((accept: boolean) => void) | null;
  onInteraction(transition: Transition<Move>): void;
}
