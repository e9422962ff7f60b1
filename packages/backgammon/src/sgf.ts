// Import of GNU Backgammon's .sgf files (`save match`/`save session`): one game tree per game,
// a match or a money session. The root node of each game says the match length, the score, the
// rules and the result (sgf-game-info); each later node holds one action, B[…] or W[…] (the
// second player, black, and the first, white), or DI[…] for a roll with nothing played after it
// (the roller resigned). Every action is replayed through the rules as mat-parse does for .mat,
// into the same record, so whatever takes an imported .mat takes an .sgf unchanged. A refusal
// names the line and column of the property at fault and a code saying why.

import { DEFAULT_MAT_NAMES } from './mat';
import type { MatRecord } from './mat-parse';
import { defaultMatchRules, type MatchRules, type MatchState, newMatch } from './match';
import { resignedWin } from './record-replay';
import { replayNode, type SgfActionError } from './sgf-actions';
import { readSgfGameInfo, type SgfGameInfo, type SgfInfoError } from './sgf-game-info';
import {
  readSgfTrees,
  type SgfNode,
  type SgfResult,
  type SgfTokenError,
  type SgfTree,
  sgfFailure,
} from './sgf-tokens';

export type SgfError =
  | SgfTokenError
  | SgfInfoError
  | SgfActionError
  /** No game tree at all. */
  | 'sgf-empty'
  /** The match length or the score before a game disagrees with the games replayed. */
  | 'sgf-score'
  /** RE, or a game's end, disagrees with the replay. */
  | 'sgf-result';

export type SgfParsed = SgfResult<MatRecord, SgfError>;

type Replayed = SgfResult<MatchState, SgfError>;

/** The rules of the whole file, from its first game (gnubg writes them in every game). */
function rulesOf(first: SgfGameInfo, trees: readonly SgfTree[]): MatchRules {
  const { length } = first;
  return {
    ...defaultMatchRules(length),
    crawford: length > 0 && first.crawfordRule,
    jacoby: length === 0 && first.jacoby,
    // .sgf does not name the beaver option; a beaver played (a double answering a double) says it.
    beavers: length === 0 && trees.some(hasBeaver),
  };
}

function moveValue(node: SgfNode): string | undefined {
  return node.properties.find((p) => p.id === 'B' || p.id === 'W')?.values[0];
}

function hasBeaver(tree: SgfTree): boolean {
  return tree.nodes.some(
    (node, i) =>
      moveValue(node) === 'double' && moveValue(tree.nodes[i - 1] ?? node) === 'double' && i > 0,
  );
}

/** The facts of a game's root that the replay so far must agree with. */
function checkStart(match: MatchState, info: SgfGameInfo, number: number): Replayed | null {
  const at = info.at;
  if (match.winner)
    return sgfFailure('sgf-score', at, `game ${number}: the match was already over`);
  if (info.length !== match.rules.length) {
    return sgfFailure(
      'sgf-score',
      at,
      `game ${number} is of a ${info.length}-point match, not ${match.rules.length}`,
    );
  }
  const { score } = info;
  if (score && (score.white !== match.score.white || score.black !== match.score.black)) {
    const should = `${match.score.white}-${match.score.black}`;
    return sgfFailure(
      'sgf-score',
      at,
      `game ${number}: the score ${score.white}-${score.black} should be ${should}`,
    );
  }
  if (match.rules.crawford && info.crawfordGame !== match.current.crawford) {
    const is = match.current.crawford ? 'is' : 'is not';
    return sgfFailure(
      'sgf-score',
      at,
      `game ${number} ${is} the Crawford game, unlike what RU says`,
    );
  }
  return null;
}

/** How the game ended against what RE says; a game RE says was resigned is resigned here. */
function endGame(
  match: MatchState,
  ended: boolean,
  info: SgfGameInfo,
  last: boolean,
  number: number,
): Replayed {
  const recorded = info.result;
  if (!ended) {
    if (recorded?.resigned) {
      const done = resignedWin(match, recorded.winner, recorded.points);
      if (done.ok) return done;
      return sgfFailure('sgf-result', recorded.at, `game ${number}: ${done.message}`);
    }
    if (recorded)
      return sgfFailure('sgf-result', recorded.at, `game ${number} does not end as RE says`);
    // A record may stop in the middle of its last game (a session saved in play).
    return last
      ? { ok: true, value: match }
      : sgfFailure('sgf-result', info.at, `game ${number} does not end`);
  }
  const finished = match.winner ? match.current : match.previous[match.previous.length - 1];
  const phase = finished?.state.phase;
  if (!recorded || phase?.kind !== 'over') return { ok: true, value: match };
  const { result } = phase;
  const byResignation = result.reason === 'resignation';
  if (
    result.winner !== recorded.winner ||
    result.points !== recorded.points ||
    byResignation !== recorded.resigned
  ) {
    const played = `${result.winner} won ${result.points} (${result.reason})`;
    return sgfFailure('sgf-result', recorded.at, `game ${number}: ${played}, unlike what RE says`);
  }
  return { ok: true, value: match };
}

function replayGame(
  match: MatchState,
  tree: SgfTree,
  info: SgfGameInfo,
  last: boolean,
  number: number,
): Replayed {
  const wrong = checkStart(match, info, number);
  if (wrong) return wrong;
  const gamesBefore = match.previous.length;
  let current = match;
  for (const node of tree.nodes) {
    const ended = current.previous.length > gamesBefore || current.winner !== null;
    const action = node.properties.find((p) => p.id === 'B' || p.id === 'W' || p.id === 'DI');
    if (ended && action) {
      return sgfFailure(
        'sgf-out-of-turn',
        action.at,
        `game ${number}: an action after the end of the game`,
      );
    }
    const next = replayNode(current, node);
    if (!next.ok) return next;
    current = next.value;
  }
  const ended = current.previous.length > gamesBefore || current.winner !== null;
  return endGame(current, ended, info, last, number);
}

/** Parses .sgf text and replays it through the rules into a match. */
export function parseSgf(text: string): SgfParsed {
  const read = readSgfTrees(text);
  if (!read.ok) return read;
  const trees = read.value;
  const first = trees[0]?.nodes[0];
  if (!first) return sgfFailure('sgf-empty', { line: 1, column: 1 }, 'no game in the file');
  const infos: SgfGameInfo[] = [];
  for (const tree of trees) {
    const info = readSgfGameInfo(tree.nodes[0] ?? first);
    if (!info.ok) return info;
    infos.push(info.value);
  }
  const [firstInfo] = infos;
  if (!firstInfo) return sgfFailure('sgf-empty', first.at, 'no game in the file');
  const started = newMatch(rulesOf(firstInfo, trees));
  if (!started.ok) return sgfFailure('sgf-bad-value', firstInfo.at, started.message);
  let match = started.value;
  for (const [i, tree] of trees.entries()) {
    const info = infos[i] ?? firstInfo;
    const game = replayGame(match, tree, info, i === trees.length - 1, i + 1);
    if (!game.ok) return game;
    match = game.value;
  }
  const names = { ...DEFAULT_MAT_NAMES, ...firstInfo.names };
  return { ok: true, value: { names, match } };
}
