// The command line's help text (`npx ludus help`).
export const usage = `Usage: npx ludus <game> <command> [arguments]
       npx ludus verify FILE

Backgammon family (GNU Backgammon Position ID / Match ID):
  npx ludus bg moves POSITION_ID D1 D2 [--variant backgammon|tryktrak]
  npx ludus bg moves [--variant ...]        one "POSITION_ID D1 D2" query per stdin line
  npx ludus bg show POSITION_ID [MATCH_ID]
  npx ludus bg engine [--variant backgammon|tryktrak] [--seed N] [--weights FILE]
                                            the engine's line protocol (PROTOCOL.md)

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
