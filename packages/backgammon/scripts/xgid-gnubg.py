# Asks GNU Backgammon to read XGIDs (`set xgid`), for the XGID tests (run by gnubg:
# gnubg -t -q -p this-file). Reads {"xgids": [...]} from the file named by LUDUS_GNUBG_IN and
# writes {"ids": [{"position": ..., "match": ...} or {"error": ...}]} to LUDUS_GNUBG_OUT.
#
# gnubg asks whether to swap the players when O (the top player) is on roll and, with no
# terminal, answers yes: its players 0 and 1 trade places. A second `swap players` puts them
# back, so that the Match ID read is the XGID's own (O player 0, X player 1).
import json
import os

import gnubg

with open(os.environ['LUDUS_GNUBG_IN']) as f:
    request = json.load(f)

for command in ['set player 0 human', 'set player 1 human', 'set automatic roll off',
                'set automatic game off', 'set display off']:
    gnubg.command(command)


def read(xgid):
    # A refused XGID leaves the new game's Match ID as it was. The new game rolls its opening at
    # random, so a taken XGID can also end on that very Match ID (its dice the same roll): a new
    # game with another roll tells the two apart, and three alike mean a refusal.
    for _ in range(3):
        gnubg.command('new game')
        before = gnubg.matchid()
        gnubg.command('set xgid ' + xgid)
        if gnubg.matchid() != before:
            break
    else:
        return {'error': 'gnubg did not take ' + xgid}
    if xgid.split(':')[3] == '-1':
        gnubg.command('swap players')
    return {'position': gnubg.positionid(), 'match': gnubg.matchid()}


answer = {'ids': [read(xgid) for xgid in request['xgids']]}

with open(os.environ['LUDUS_GNUBG_OUT'], 'w') as f:
    json.dump(answer, f)
