// The match part of `ludus bg show POSITION_ID MATCH_ID`: lines about cube, score, dice and who
// acts, printed under the board. The Match ID is read by @ludus/backgammon (parseMatchId). The
// board shows the side on roll (gnubg's dice owner) as X, so the lines name players X and O.

import { type Colour, type MatchIdState, parseMatchId } from '@ludus/backgammon';
import { quote } from '../quote';

export type MatchInfo = { ok: true; lines: readonly string[] } | { ok: false; message: string };

export function matchInfo(matchId: string): MatchInfo {
  const parsed = parseMatchId(matchId);
  if (!parsed.ok)
    return { ok: false, message: `bad Match ID ${quote(matchId)}: ${parsed.message}` };
  return { ok: true, lines: describeMatch(matchId.trim(), parsed.value) };
}

function describeMatch(id: string, state: MatchIdState): string[] {
  const mark = (colour: Colour) => (colour === state.onRoll ? 'X' : 'O');
  const x = state.onRoll;
  const o: Colour = x === 'white' ? 'black' : 'white';
  const score = `score X ${state.score[x]}, O ${state.score[o]}`;
  const match =
    state.matchLength === 0
      ? `Money game, ${score}${state.jacoby ? ' (Jacoby rule)' : ''}`
      : `${state.matchLength}-point match, ${score}${state.crawford ? ' (Crawford game)' : ''}`;
  const cube =
    state.cubeOwner === 'centred'
      ? `Cube: ${state.cubeValue}, centred`
      : `Cube: ${state.cubeValue}, owned by ${mark(state.cubeOwner)}`;
  const [a, b] = state.dice;
  const dice = a === 0 ? 'not rolled yet' : `dice ${a}-${b}`;
  const lines = [`Match ID: ${id}`, match, cube, `On roll: X, ${dice}`];
  if (state.doubleOffered)
    lines.push(`To act: ${mark(state.toAct)}, doubled to ${state.cubeValue * 2}`);
  if (state.resignation !== 'none') {
    lines.push(`To act: ${mark(state.toAct)}, offered a resignation (${state.resignation})`);
  }
  if (state.gameState !== 'playing') lines.push(`Game: ${state.gameState}`);
  return lines;
}
