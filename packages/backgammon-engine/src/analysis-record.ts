// The game record the analysis reads, replayed through the rules package: each turn's position
// before the roll, the cube and score from the mover's side, the cube action and its answer,
// the roll and the play. A record that is not a legal game is refused, never half-analysed.

import {
  type Colour,
  type Dice,
  fromSetup,
  type GameAction,
  type GameEvent,
  type GameRules,
  type GameState,
  gameAt,
  isVariantKey,
  type MatchGame,
  type MatchScore,
  mayDouble,
  newGame,
  otherColour,
  type Play,
  type Position,
  play,
  type Result,
  type Setup,
  samePosition,
  scriptedDice,
  type WinLevel,
} from '@ludus/backgammon';
import type { GameContext } from './engine';

export interface MatchSituation {
  /** Points to win; 0 = money play. */
  readonly length: number;
  /** The score when the game began. */
  readonly score: MatchScore;
  /** This game is the Crawford game. Matches are taken to play the Crawford rule. */
  readonly crawford: boolean;
}

/** One game as recorded: its rules, where it began, its events (the rules package's history). */
export interface GameRecord {
  readonly rules: GameRules;
  /** A set-up position the game began at (cube centred, `turn` to roll), not the usual start. */
  readonly setup?: { readonly position: Setup; readonly turn: Colour };
  readonly events: readonly GameEvent[];
  readonly match: MatchSituation;
}

/**
 * A game of a rules-package match as the analysis reads it: its rules, its events and the score
 * before it (the local pages' finished games, the server's finished online matches).
 */
export function matchGameRecord(matchLength: number, game: MatchGame): GameRecord {
  const { rules, history } = game.state;
  return {
    rules,
    events: history,
    match: { length: matchLength, score: game.scoreBefore, crawford: game.crawford },
  };
}

export interface AnalysisTurn {
  /** 1, 2, … in the order of the game. */
  readonly number: number;
  readonly colour: Colour;
  /** Before the roll, from `colour`'s side (it is on roll). */
  readonly position: Position;
  /** Cube and score before this turn's double, from `colour`'s side. */
  readonly context: GameContext;
  /** Null: no cube decision (no cube, not `colour`'s to turn, dead, the opening, a resignation). */
  readonly cube: {
    readonly doubled: boolean;
    readonly response: CubeAnswer | null;
    /** After a beaver, the doubler's answer to it (null: none recorded, or no beaver). */
    readonly beaverAnswer: 'take' | 'pass' | null;
  } | null;
  /** Offers to resign made during this turn (by either player), in order. */
  readonly resignations: readonly ResignationOffer[];
  /** Null: the turn ended before a roll (a passed double, a resignation). */
  readonly roll: {
    readonly dice: Dice;
    /** Empty steps: the turn was lost for want of a legal play. */
    readonly play: Play;
    /** The opening roll (one die each): its luck is over the 15 non-double rolls. */
    readonly opening: boolean;
    /** The cube and score the roll was played at (after a take the cube is higher). */
    readonly context: GameContext;
  } | null;
}

export type CubeAnswer = 'take' | 'pass' | 'beaver';

/** An offer to resign, and its answer (null: none on record). */
export interface ResignationOffer {
  readonly by: Colour;
  readonly level: WinLevel;
  /** Made after the turn's roll, its dice known. */
  readonly rolled: boolean;
  /** The cube and score at the offer, from the side of the player on turn. */
  readonly context: GameContext;
  readonly answer: 'accept' | 'reject' | null;
}

export type AnalysisError = 'bad-record';

function fail<T>(message: string): Result<T, AnalysisError> {
  return { ok: false, error: 'bad-record', message };
}

// --- replaying the record -----------------------------------------------------------------

/** The cube and score from `colour`'s side, in the engine's terms. */
export function contextOf(state: GameState, colour: Colour, match: MatchSituation): GameContext {
  const { cube, rules } = state;
  const owner = cube.owner === null ? 'centred' : cube.owner === colour ? 'me' : 'opponent';
  const base = { variant: rules.variant, cubeValue: cube.value, owner } as const;
  if (match.length === 0) {
    return { ...base, stakes: { kind: 'money', jacoby: rules.jacoby, beavers: rules.beavers } };
  }
  const myAway = match.length - match.score[colour];
  const opponentAway = match.length - match.score[otherColour(colour)];
  // With the Crawford rule, a side 1 away outside the Crawford game means it has been played.
  const postCrawford = !match.crawford && (myAway === 1 || opponentAway === 1);
  return {
    ...base,
    stakes: { kind: 'match', myAway, opponentAway, crawford: match.crawford, postCrawford },
  };
}

/**
 * gnubg analyses a cube decision only where the player on roll may double and the cube is
 * alive: in a match, doubling when the player needs no more than the cube's value gains nothing.
 */
function cubeAlive(context: GameContext): boolean {
  const { stakes } = context;
  return stakes.kind === 'money' || stakes.myAway > context.cubeValue;
}

function mayDoubleNow(state: GameState): boolean {
  return state.rules.cubeInUse && state.started && mayDouble(state.cube, state.turn);
}

type Draft = { -readonly [K in keyof AnalysisTurn]: AnalysisTurn[K] };

interface Replay {
  state: GameState;
  readonly match: MatchSituation;
  readonly turns: Draft[];
  open: Draft | null;
  /** The turn holding the offer to resign that waits for its answer. */
  offer: Draft | null;
  /** The player on turn has rolled and not yet played. */
  rolled: boolean;
  /** Dice of tied opening rolls, waiting for the one that decides. */
  readonly openingDice: unknown[];
}

function startTurn(replay: Replay, opening: boolean): Draft {
  const { state, match } = replay;
  const context = contextOf(state, state.turn, match);
  const cube = !opening && mayDoubleNow(state) && cubeAlive(context);
  const draft: Draft = {
    number: 0,
    colour: state.turn,
    position: state.position,
    context,
    cube: cube ? { doubled: false, response: null, beaverAnswer: null } : null,
    resignations: [],
    roll: null,
  };
  replay.turns.push(draft);
  replay.open = draft;
  return draft;
}

/** The turn the player on roll is in: the one it doubled in (and still has to roll), or a new one. */
function currentTurn(replay: Replay): Draft {
  const { open, state } = replay;
  if (open && open.colour === state.turn && open.roll === null) return open;
  return startTurn(replay, state.phase.kind === 'moving');
}

/**
 * The turn an offer to resign belongs to: the player on turn's, before or after its roll (none
 * before the opening roll). A turn opened by the offer has no cube decision of its own.
 */
function resignationTurn(replay: Replay): Draft | null {
  const { open, state } = replay;
  if (state.phase.kind === 'moving') return open;
  if (state.phase.kind !== 'rolling') return null;
  const fresh = !(open && open.colour === state.turn && open.roll === null);
  const turn = currentTurn(replay);
  if (fresh) turn.cube = null;
  return turn;
}

function isDieValue(value: unknown): value is Dice[number] {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6;
}

function apply(replay: Replay, action: GameAction, dice: readonly unknown[] = []): string | null {
  if (!dice.every(isDieValue)) return 'a die is not 1 to 6';
  const next = play(replay.state, action, scriptedDice(dice));
  if (!next.ok) return next.message;
  replay.state = next.value;
  return null;
}

function emptyPlay(turn: Draft): Play {
  return { steps: [], after: turn.position };
}

/** A roll of the player on turn: the turn it belongs to remembers the dice and the cube then. */
function roll(replay: Replay, dice: Dice): string | null {
  const turn = currentTurn(replay);
  const context = contextOf(replay.state, replay.state.turn, replay.match);
  const error = apply(replay, { kind: 'roll' }, dice);
  turn.roll = { dice, play: emptyPlay(turn), opening: false, context };
  // Until its play is replayed (a resignation offered after rolling comes in between).
  replay.rolled = true;
  return error;
}

/** Whether a recorded play (untrusted data) ends where the replayed one does. */
function sameResult(replayed: Play, recorded: unknown): boolean {
  const after = (recorded as { after?: Partial<Position> } | null)?.after;
  const shaped = (side: unknown) => Array.isArray(side) && side.length === 25;
  if (!after || !shaped(after.player) || !shaped(after.opponent)) return false;
  return samePosition(replayed.after, after as Position);
}

function replayMove(replay: Replay, event: Extract<GameEvent, { kind: 'move' }>): string | null {
  const { phase } = replay.state;
  if (phase.kind === 'rolling') {
    const error = roll(replay, event.dice);
    if (error) return error;
  } else if (phase.kind === 'moving' && !replay.rolled) {
    // The opening roll: one die each, already the mover's dice.
    const turn = startTurn(replay, true);
    const context = contextOf(replay.state, replay.state.turn, replay.match);
    turn.roll = { dice: phase.dice, play: emptyPlay(turn), opening: true, context };
  }
  const turn = replay.open;
  if (replay.state.phase.kind === 'moving') {
    const error = apply(replay, { kind: 'move', play: event.play });
    if (error) return error;
  }
  replay.rolled = false;
  const recorded = replay.state.history.at(-1);
  if (recorded?.kind !== 'move' || !turn?.roll) return 'the move does not follow a roll';
  if (!sameResult(recorded.play, event.play)) return 'the move differs on replay';
  turn.roll = { ...turn.roll, play: recorded.play };
  return null;
}

function replayEvent(replay: Replay, event: GameEvent): string | null {
  switch (event.kind) {
    case 'opening-roll': {
      // Ties are rolled again within the same roll action: one action for the whole run.
      replay.openingDice.push(event.white, event.black);
      if (event.white === event.black) return null;
      const dice = replay.openingDice.splice(0);
      return apply(replay, { kind: 'roll' }, dice);
    }
    case 'move':
      return replayMove(replay, event);
    case 'double': {
      const turn = replay.state.phase.kind === 'rolling' ? currentTurn(replay) : null;
      const error = apply(replay, { kind: 'double' });
      if (!error && turn) turn.cube = { doubled: true, response: null, beaverAnswer: null };
      return error;
    }
    case 'take':
    case 'pass':
    case 'beaver': {
      const phase = replay.state.phase.kind;
      const error = apply(replay, { kind: event.kind });
      const open = replay.open?.cube;
      if (error || !open || !replay.open) return error;
      if (phase === 'doubled') {
        replay.open.cube = { doubled: true, response: event.kind, beaverAnswer: null };
      } else if (phase === 'beavered' && event.kind !== 'beaver') {
        // The doubler's answer to the beaver (game.ts answerBeaver: take or pass).
        replay.open.cube = { ...open, beaverAnswer: event.kind };
      }
      return null;
    }
    case 'resign': {
      if (event.rolled && replay.state.phase.kind === 'rolling') {
        const error = roll(replay, event.rolled.dice);
        if (error) return error;
      }
      const turn = resignationTurn(replay);
      const { state } = replay;
      const context = contextOf(state, state.turn, replay.match);
      const error = apply(replay, { kind: 'resign', level: event.level, by: event.colour });
      if (error || !turn) return error;
      const rolled = turn.roll !== null;
      const offer = { by: event.colour, level: event.level, rolled, context, answer: null };
      turn.resignations = [...turn.resignations, offer];
      replay.offer = turn;
      return null;
    }
    case 'accept':
    case 'reject': {
      const error = apply(replay, { kind: event.kind });
      const turn = replay.offer;
      if (error || !turn) return error;
      const answer = event.kind;
      turn.resignations = turn.resignations.map((r, i, all) =>
        i === all.length - 1 ? { ...r, answer } : r,
      );
      replay.offer = null;
      return null;
    }
  }
}

function startState(record: GameRecord): Result<GameState, AnalysisError> {
  const { rules, setup } = record;
  if (typeof rules !== 'object' || rules === null || !isVariantKey(String(rules.variant))) {
    return fail('unknown rules or variant');
  }
  if (!setup) return { ok: true, value: newGame(rules) };
  const position = fromSetup(setup.position, rules.variant);
  if (!position.ok) return fail(`bad start position: ${position.message}`);
  if (setup.turn !== 'white' && setup.turn !== 'black') return fail('bad player on roll');
  return { ok: true, value: gameAt(newGame(rules).rules, position.value, setup.turn) };
}

/**
 * The turns of a game, replayed through the rules (so a record that is not a legal game is
 * refused, never half-analysed): where each player stood, what the cube allowed, what was rolled
 * and played.
 */
export function analysisTurns(record: GameRecord): Result<AnalysisTurn[], AnalysisError> {
  const start = startState(record);
  if (!start.ok) return start;
  if (!Array.isArray(record.events)) return fail('no event list');
  const replay: Replay = {
    state: start.value,
    match: record.match,
    turns: [],
    open: null,
    offer: null,
    rolled: false,
    openingDice: [],
  };
  for (const [index, event] of record.events.entries()) {
    if (typeof event !== 'object' || event === null) return fail(`event ${index + 1} malformed`);
    const error = replayEvent(replay, event);
    if (error) return fail(`event ${index + 1} (${event.kind}): ${error}`);
  }
  // A turn that ended in a resignation before rolling had no cube decision to speak of.
  const turns = replay.turns
    .map((t) => (t.roll === null && !t.cube?.doubled ? { ...t, cube: null } : t))
    .filter((t) => t.roll !== null || t.cube !== null || t.resignations.length > 0);
  return { ok: true, value: turns.map((t, i) => ({ ...t, number: i + 1 })) };
}
