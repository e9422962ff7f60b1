# Asks GNU Backgammon about Match IDs, for the tests (run by gnubg: gnubg -t -q -p this-file).
# Reads JSON from the file named by LUDUS_GNUBG_IN, writes JSON to LUDUS_GNUBG_OUT:
#   "make":      [{cube, cubeowner, move, turn, crawford, gamestate, doubled, resigned, dice,
#                  matchto, score, jacoby}]  -> gnubg.matchid() of those fields
#   "scenarios": [[[command, ...], ...]]     -> gnubg.matchid() after each group of commands
import json
import os

import gnubg

with open(os.environ['LUDUS_GNUBG_IN']) as f:
    request = json.load(f)


def make(fields):
    cube = {'cube': fields['cube'], 'cubeowner': fields['cubeowner'], 'move': fields['move'],
            'matchto': fields['matchto'], 'score': tuple(fields['score']),
            'crawford': fields['crawford'], 'jacoby': fields['jacoby'], 'beavers': 0, 'bgv': 0}
    pos = {'dice': tuple(fields['dice']), 'turn': fields['turn'], 'resigned': fields['resigned'],
           'doubled': fields['doubled'], 'gamestate': fields['gamestate']}
    return gnubg.matchid(cube, pos)


def scenario(groups):
    ids = []
    for group in groups:
        for command in group:
            gnubg.command(command)
        ids.append(gnubg.matchid())
    return ids


for command in ['set player 0 human', 'set player 1 human', 'set automatic roll off',
                'set automatic game off', 'set display off', 'set jacoby off', 'set beavers 1']:
    gnubg.command(command)

answer = {
    'scenarios': [scenario(groups) for groups in request.get('scenarios', [])],
    'make': [make(fields) for fields in request.get('make', [])],
}

with open(os.environ['LUDUS_GNUBG_OUT'], 'w') as f:
    json.dump(answer, f)
