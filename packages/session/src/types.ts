// The vocabulary of a table: who sits where, what a seat may ask for (intents), what happened
// (events with sequence numbers), and what one seat may see (views). A table is one game of
// backgammon or tryktrak (a match or a money session) or of Shatra, the same model for the web
// page, the command line and the server. Pure: dice come only from an injected DiceProvider.
import type {
  Position as BackgammonPosition,
  Colour,
  Die,
  MatchState,
  Play,
  WinLevel,
} from '@ludus/backgammon';
import type { Game as ShatraGame } from '@ludus/shatra';
import type { ClockReading } from './clock';

export type GameKind = 'backgammon' | 'tryktrak' | 'shatra';
export type BackgammonKind = Exclude<GameKind, 'shatra'>;

/** Both games seat a white and a black side (backgammon's colours, Shatra's sides). */
export type Seat = Colour;
export const SEATS: readonly Seat[] = ['white', 'black'];

/**
 * One level vocabulary for every game and every computer player: the names of GNU Backgammon's
 * rating bands. Each game offers the levels its engine has (`levelsOf` in levels.ts).
 */
export const LEVELS = [
  'beginner',
  'casual',
  'intermediate',
  'advanced',
  'expert',
  'world-class',
] as const;
export type Level = (typeof LEVELS)[number];

export type SeatPlayer =
  | { readonly kind: 'human' }
  | { readonly kind: 'computer'; readonly level: Level };

export interface BackgammonSpec {
  readonly game: BackgammonKind;
  /** Points to win; 0 = money play (tryktrak: a series of games with a running score). */
  readonly matchLength: number;
  /** Money options (rules file: "Money-game options that users expect"); off by default. */
  readonly jacoby?: boolean;
  readonly beavers?: boolean;
  /** A pasted position to start from (GNU Backgammon Position ID, white on roll), money play. */
  readonly startPositionId?: string;
  readonly seats: Readonly<Record<Seat, SeatPlayer>>;
}

export interface ShatraSpec {
  readonly game: 'shatra';
  /** The start position string; the standard start when absent. */
  readonly start?: string;
  readonly seats: Readonly<Record<Seat, SeatPlayer>>;
}

export type TableSpec = BackgammonSpec | ShatraSpec;

/** A checker step as a seat sends it, in the mover's numbering (25 = bar, 0 = off). */
export interface StepIntent {
  readonly from: number;
  readonly to: number;
}

export type BackgammonIntent =
  | { readonly kind: 'roll' }
  /** A whole play as its checker steps in order; `[]` only when no play is legal. */
  | { readonly kind: 'move'; readonly steps: readonly StepIntent[] }
  | { readonly kind: 'double' }
  | { readonly kind: 'take' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'beaver' }
  | { readonly kind: 'resign'; readonly level: WinLevel }
  | { readonly kind: 'accept-resignation' }
  | { readonly kind: 'reject-resignation' }
  /** Both seats have seen a finished game's result: the match's next game may begin. */
  | { readonly kind: 'next-game' }
  /**
   * A human seat ends a money session (matchLength 0) between games, instead of `next-game`:
   * money play has no end in the rules, so the players decide it. Nothing is legal after it.
   */
  | { readonly kind: 'end-session' };

export type ShatraIntent =
  /** A move in the rules file's notation (`46-39`, `39x25x11`, `54@40`, `10-3=R`, `2=Q`). */
  | { readonly kind: 'move'; readonly move: string }
  | { readonly kind: 'resign' }
  | { readonly kind: 'offer-draw' }
  | { readonly kind: 'accept-draw' }
  | { readonly kind: 'decline-draw' };

/**
 * Endings no game's rules know, the same for every game (ending.ts): `abort` is a seat's, while
 * neither the game nor a clock has really begun (before both seats have acted); `forfeit` is the
 * server's only (its clock flagged the seat, or the seat's opponent claimed it after it left),
 * never sent by a client. The event of a forfeit is the losing seat's.
 */
export type TableIntent =
  | { readonly kind: 'abort' }
  | { readonly kind: 'forfeit'; readonly reason: ForfeitReason };
export type ForfeitReason = 'time' | 'abandoned';

export type Intent = BackgammonIntent | ShatraIntent | TableIntent;

/** How a table ended outside its game's rules. */
export type TableEnding =
  | { readonly kind: 'aborted'; readonly by: Seat }
  | { readonly kind: 'forfeit'; readonly loser: Seat; readonly reason: ForfeitReason };

/**
 * The dice of a table, as a pure function of the die's index (0-based, in the order the table
 * draws them): a seeded source for local play and tests, the server's verifiable dice later.
 */
export interface DiceProvider {
  die(index: number): Die;
}

/** One accepted intent: what a save keeps and replays. */
export interface LogEntry<I extends Intent = Intent> {
  readonly seat: Seat;
  readonly intent: I;
}

/**
 * What happened: an accepted intent with the dice it drew (a roll's dice, the opening roll's),
 * numbered by a per-table sequence that only grows (the first event is 1). A client that holds
 * the spec and every event can rebuild the table without the dice seed.
 */
export interface TableEvent<I extends Intent = Intent> {
  readonly seq: number;
  readonly seat: Seat;
  readonly intent: I;
  readonly dice: readonly Die[];
}

/** The state of the current backgammon or tryktrak game and match; all of it is public. */
export interface BackgammonState {
  readonly game: BackgammonKind;
  readonly match: MatchState;
  /** Finished games whose result both seats have acknowledged with `next-game`. */
  readonly seenGames: number;
  /**
   * A money session ended by a seat (`end-session`): the running score is its result. Optional
   * so that states made before the intent existed still read: a missing field is not ended.
   */
  readonly ended?: boolean;
}

export interface ShatraState {
  readonly game: 'shatra';
  readonly shatra: ShatraGame;
  /** The side that offered a draw the other has not yet answered. */
  readonly drawOffer: Seat | null;
}

export interface TableBase<S extends TableSpec, I extends Intent> {
  readonly spec: S;
  /** Every accepted intent in order; event k (1-based `seq`) is `events[k - 1]`. */
  readonly events: readonly TableEvent<I | TableIntent>[];
  /** How many dice the table has drawn from its provider (the next die's index). */
  readonly diceUsed: number;
  /** Never in a view. */
  readonly dice: DiceProvider;
  /** Set by an abort or a forfeit (ending.ts): nothing more happens at the table. */
  readonly ending?: TableEnding;
}

export interface BackgammonTable extends TableBase<BackgammonSpec, BackgammonIntent> {
  readonly state: BackgammonState;
}

export interface ShatraTable extends TableBase<ShatraSpec, ShatraIntent> {
  readonly state: ShatraState;
}

export type Table = BackgammonTable | ShatraTable;

/** Who looks: a seat, or a spectator (who may act in nothing). */
export type Viewer = Seat | 'spectator';

/**
 * What one viewer may see: the public state, whose turn it is, and what this viewer may do now.
 * Never the dice provider, the seed or any future roll.
 */
export interface View<S extends TableSpec = TableSpec, I extends Intent = Intent, St = unknown> {
  readonly spec: S;
  readonly seq: number;
  readonly viewer: Viewer;
  /** The seats that may act now (both before the opening roll; none when the game is over). */
  readonly toAct: readonly Seat[];
  readonly legal: readonly I[];
  readonly state: St;
  /** The table was aborted or forfeited (ending.ts); absent while the rules decide. */
  readonly ending?: TableEnding;
  /** A seat's view: the seat may abort now (before both seats have acted). */
  readonly abortable?: boolean;
  /** The server's clock, when the game has one (server games/clocks.ts). */
  readonly clock?: ClockReading;
}

export type BackgammonView = View<BackgammonSpec, BackgammonIntent, BackgammonState>;
export type ShatraView = View<ShatraSpec, ShatraIntent, ShatraState>;
export type TableView = BackgammonView | ShatraView;

/** What a save holds: the spec, and the log replayed through the rules on restore. */
export interface SavedTable {
  readonly spec: TableSpec;
  readonly log: readonly LogEntry[];
}

/** A legal play as the board needs it: the steps a seat would send, and the play itself. */
export interface PlayOption {
  readonly steps: readonly StepIntent[];
  readonly play: Play;
}

export type { BackgammonPosition };
