// What GNU Backgammon holds of a match (its records and game infos, as scripts/mat-gnubg.py and
// scripts/sgf-gnubg.py report them from gnubg.match()) against a match of ours: the same games,
// records (moves with their dice and the Position ID before them, cube actions, resignations),
// results and final score.
import { expect } from 'vitest';
import {
  type Colour,
  type GameState,
  type MatchState,
  makePositionId,
  matchGames,
  type Position,
  startPosition,
  swapSides,
  writtenGames,
} from '../../src/index';

interface GnubgRecord {
  action: string;
  player: 'X' | 'O';
  dice: [number, number] | null;
  move: [number, number][] | null;
  board: string | null;
}

interface GnubgGame {
  info: {
    'score-X': number;
    'score-O': number;
    winner: 'X' | 'O' | null;
    'points-won': number;
    resigned: boolean;
    crawford?: boolean;
  };
  records: GnubgRecord[];
}

export interface GnubgMatch {
  length: number;
  names: [string, string];
  games: GnubgGame[];
  /** For matches gnubg played itself: the .mat text it exported. */
  text?: string;
}

/** gnubg's player 0 ('X' in its match records) is the first player of the file: white. */
const player = (colour: Colour): 'X' | 'O' => (colour === 'white' ? 'X' : 'O');

const sortedSteps = (steps: readonly (readonly [number, number])[]) =>
  steps.map(([from, to]) => `${from}/${to}`).sort();

/** The records gnubg should hold for one of our games. */
function expectedRecords(state: GameState) {
  let position: Position = startPosition();
  const records: unknown[] = [];
  state.history.forEach((event, i) => {
    switch (event.kind) {
      case 'move':
        records.push({
          action: 'move',
          player: player(event.colour),
          dice: [...event.dice],
          move: sortedSteps(event.play.steps.map((step) => [step.from, step.to] as const)),
          board: makePositionId(position),
        });
        position = swapSides(event.play.after);
        return;
      case 'double':
      case 'take':
        records.push({ action: event.kind, player: player(event.colour) });
        return;
      case 'beaver':
        // gnubg keeps a beaver as a redouble by the doubled player.
        records.push({ action: 'double', player: player(event.colour) });
        return;
      case 'pass':
        records.push({ action: 'drop', player: player(event.colour) });
        return;
      case 'resign':
        // .mat keeps only accepted resignations (as the "Wins" line).
        if (state.history[i + 1]?.kind === 'accept') {
          // After a roll, gnubg keeps the roll ('set' dice) and then the resignation.
          if (event.rolled) records.push({ action: 'set', player: player(event.rolled.colour) });
          records.push({ action: 'resign', player: player(event.colour) });
        }
        return;
      default:
        return;
    }
  });
  return records;
}

function gnubgRecords(game: GnubgGame) {
  return game.records.map((record) =>
    record.action === 'move'
      ? { ...record, move: sortedSteps(record.move ?? []) }
      : { action: record.action, player: record.player },
  );
}

function expectedInfo(match: MatchState) {
  return writtenGames(match).map((game) => {
    const score = { 'score-X': game.scoreBefore.white, 'score-O': game.scoreBefore.black };
    // A game still in play (money play cut short): gnubg knows no winner yet.
    if (game.state.phase.kind !== 'over') return { ...score, winner: null };
    const { result } = game.state.phase;
    const atMatchPoint = [game.scoreBefore.white, game.scoreBefore.black].includes(
      match.rules.length - 1,
    );
    return {
      // gnubg tells the Crawford flag once a player stands at match point − 1.
      ...(atMatchPoint ? { crawford: game.crawford } : {}),
      ...score,
      winner: player(result.winner),
      'points-won': result.points,
      resigned: result.reason === 'resignation',
    };
  });
}

/** Our match and gnubg's view of the same .mat agree game by game and record by record. */
export function expectSameMatch(match: MatchState, gnubg: GnubgMatch): void {
  expect(gnubg.length).toBe(match.rules.length);
  expect(gnubg.games).toHaveLength(
    matchGames(match).filter((g) => g.state.history.length > 0).length,
  );
  expect(gnubg.games.map((game) => game.info)).toEqual(expectedInfo(match));
  writtenGames(match).forEach((game, g) => {
    const theirs = gnubg.games[g];
    expect(theirs && gnubgRecords(theirs)).toEqual(expectedRecords(game.state));
  });
  const last = gnubg.games[gnubg.games.length - 1];
  if (!last) throw new Error('no game');
  const final = {
    white: last.info['score-X'] + (last.info.winner === 'X' ? last.info['points-won'] : 0),
    black: last.info['score-O'] + (last.info.winner === 'O' ? last.info['points-won'] : 0),
  };
  expect(final).toEqual(match.score);
}
