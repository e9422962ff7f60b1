// .mat files written by ludus, imported by GNU Backgammon: every game, every record (moves with
// their dice and the position before them, cube actions, resignations) and every result must be
// what our match engine played.
import { describe, expect, it } from 'vitest';
import { runGnubg } from '../scripts/mat-gnubg';
import { selfPlayMatch } from '../scripts/mat-self-play';
import {
  type Colour,
  defaultMatchRules,
  type GameState,
  type MatchState,
  makeMat,
  makePositionId,
  matchGames,
  type Position,
  parseMat,
  startPosition,
  swapSides,
  writtenGames,
} from '../src/index';

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

interface GnubgMatch {
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

function countEvents(matches: readonly MatchState[]) {
  const events = matches.flatMap((match) => matchGames(match).flatMap((g) => g.state.history));
  const steps = events.flatMap((event) => (event.kind === 'move' ? event.play.steps : []));
  return {
    doubles: events.filter((event) => event.kind === 'double').length,
    takes: events.filter((event) => event.kind === 'take').length,
    beavers: events.filter((event) => event.kind === 'beaver').length,
    drops: events.filter((event) => event.kind === 'pass').length,
    resignations: events.filter((event) => event.kind === 'accept').length,
    dances: events.filter((event) => event.kind === 'move' && event.play.steps.length === 0).length,
    hits: steps.filter((step) => step.hit).length,
    bearOffs: steps.filter((step) => step.to === 0).length,
    entries: steps.filter((step) => step.from === 25).length,
  };
}

/** Our match and gnubg's view of the same .mat agree game by game and record by record. */
function expectSameMatch(match: MatchState, gnubg: GnubgMatch): void {
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

describe('.mat written by GNU Backgammon, read by ludus', () => {
  const answer = runGnubg('mat-gnubg.py', {
    generate: [
      { seed: 1, length: 5 },
      { seed: 3, length: 3 },
    ],
  }) as { generated: GnubgMatch[] };

  it('replays every move of matches gnubg played, to the same records and results', () => {
    expect(answer.generated).toHaveLength(2);
    for (const gnubg of answer.generated) {
      const parsed = parseMat(gnubg.text ?? '');
      if (!parsed.ok) throw new Error(parsed.message);
      expect(parsed.value.names).toEqual({ white: gnubg.names[0], black: gnubg.names[1] });
      expect(parsed.value.match.winner).not.toBeNull();
      expectSameMatch(parsed.value.match, gnubg);
    }
  });
});

describe('.mat export read by GNU Backgammon', () => {
  const matches = [
    selfPlayMatch(defaultMatchRules(5), 11),
    selfPlayMatch(defaultMatchRules(5), 12),
    selfPlayMatch(defaultMatchRules(7), 13),
    // 1- and 2-point matches: the Crawford rule at its edges.
    selfPlayMatch(defaultMatchRules(1), 21),
    selfPlayMatch(defaultMatchRules(2), 22),
    // Money play with beavers, cut short in the middle of a game.
    selfPlayMatch({ ...defaultMatchRules(0), beavers: true }, 5, { maxActions: 600 }),
  ];
  const files = Object.fromEntries(
    matches.map((match, i) => [`m${i}.mat`, makeMat(match, { white: 'Anna', black: 'Bjorn' })]),
  );
  const answer = runGnubg('mat-gnubg.py', { files: Object.keys(files) }, files) as {
    matches: GnubgMatch[];
  };

  it('covers doubles, takes, beavers, drops, resignations, dances, hits, entering, bearing off', () => {
    const counts = countEvents(matches);
    for (const [what, count] of Object.entries(counts)) {
      expect({ what, some: count > 0 }).toEqual({ what, some: true });
    }
    expect(matches.map((match) => match.winner !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    // The 2-point match goes 1-0 (Crawford game), then 1-1 (no second one).
    const twoPoint = matches[4];
    expect(twoPoint && matchGames(twoPoint).map((game) => game.crawford)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('imports every game with every move accepted, and the same results and final score', () => {
    matches.forEach((match, i) => {
      const gnubg = answer.matches[i];
      if (!gnubg) throw new Error(`gnubg returned no match for m${i}.mat`);
      expect(gnubg.names).toEqual(['Anna', 'Bjorn']);
      expectSameMatch(match, gnubg);
    });
  });
});

describe('Jacoby money play read by GNU Backgammon', () => {
  // Few doubles, so that some gammons come with the cube still centred.
  const rules = { ...defaultMatchRules(0), jacoby: true };
  const match = selfPlayMatch(rules, 1, { maxActions: 1500, doublePerMille: 5, resignPerMille: 1 });
  const answer = runGnubg(
    'mat-gnubg.py',
    { files: ['jacoby.mat'], jacoby: true },
    { 'jacoby.mat': makeMat(match, { white: 'Anna', black: 'Bjorn' }) },
  ) as { matches: GnubgMatch[] };

  it('scores gammons on an unturned cube as singles, as gnubg does', () => {
    const results = matchGames(match).flatMap((game) =>
      game.state.phase.kind === 'over' ? [game.state.phase.result] : [],
    );
    const jacobySingles = results.filter(
      (result) =>
        result.reason === 'bear-off' && result.level !== 'single' && result.cubeValue === 1,
    );
    expect(jacobySingles.length).toBeGreaterThan(0);
    expect(jacobySingles.every((result) => result.points === 1)).toBe(true);
    const gnubg = answer.matches[0];
    if (!gnubg) throw new Error('gnubg returned no match');
    expectSameMatch(match, gnubg);
  });
});
