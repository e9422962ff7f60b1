// The command line's help text (`npx ludus help`).
export const usage = `Usage: npx ludus <game> <command> [arguments]
       npx ludus verify FILE

Backgammon family (GNU Backgammon Position ID / Match ID):
  npx ludus bg moves POSITION_ID D1 D2 [--variant backgammon|tryktrak]
  npx ludus bg moves [--variant ...]        one "POSITION_ID D1 D2" query per stdin line
  npx ludus bg show POSITION_ID [MATCH_ID]
  npx ludus bg engine [--variant backgammon|tryktrak] [--seed N] [--weights FILE]
                                            the engine's line protocol (PROTOCOL.md)
  npx ludus bg eval POSITION_ID MATCH_ID [--plies N]
                                            cubeless probabilities and equity, before the roll
  npx ludus bg hint POSITION_ID MATCH_ID [--plies N]
                                            every play of the Match ID's roll, best first
  npx ludus bg rollout POSITION_ID MATCH_ID --trials N [--seed S] [--truncate P]
                                            the position rolled out, with standard errors
    (--xgid XGID in place of the two IDs; --plies 0 to 3, default 2; --seed default 1;
     one JSON line each; a refusal is {"error":CODE,"message":…} with exit status 2)

Shatra (position strings as in the rules):
  npx ludus shatra moves "POSITION"         or one position per stdin line
  npx ludus shatra apply "POSITION" MOVE [MOVE...]
  npx ludus shatra show "POSITION"
  npx ludus shatra engine                   the engine's line protocol (PROTOCOL.md)

Verifiable dice (docs/fair-dice.md):
  npx ludus verify FILE                     checks every roll of a finished online game's
                                            download (.mat): exit 0 all match, 1 a mismatch,
                                            2 the file cannot be read
`;
