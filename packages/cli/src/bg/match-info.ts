// The match part of `ludus bg show POSITION_ID MATCH_ID`: lines about cube, score and dice to
// print beside the board. Reading GNU Backgammon's Match ID belongs to the match module of
// @ludus/backgammon (parseMatchId); until it is wired in here, a Match ID is refused clearly.

export type MatchInfo = { ok: true; lines: readonly string[] } | { ok: false; message: string };

export function matchInfo(matchId: string): MatchInfo {
  return {
    ok: false,
    message: `cannot read Match ID '${matchId}' yet: Match IDs are not wired in`,
  };
}
