# The gnubg side of the imported-match benchmark (imported-analysis.ts runs it: gnubg -t -q -p
# this-file). GNU Backgammon plays one match against itself at 0-ply, saves it as .sgf (its
# play-time analysis cleared, so the file holds the moves only), then analyses it with its own
# `analyse match` at LUDUS_PLIES (2) and reports each player's error: the 'skill' figures of its
# statistics in EMG and the decisions they are counted over (unforced moves + close cube
# decisions), as strength.py's side_figures reads them. Environment: LUDUS_SEED, LUDUS_LENGTH,
# LUDUS_PLIES, LUDUS_SGF (where to save the match), LUDUS_OUT (the JSON answer).
import json
import os

import gnubg

CUBE_ERRORS = ['missed-double-below-cp', 'missed-double-above-cp', 'wrong-double-below-dp',
               'wrong-double-above-tg', 'wrong-take', 'wrong-drop']


def side(stats, letter):
    """gnubg gives the chequer error as a total, the cube error per close decision
    (gnubgmodule.c, PyGameStats): the cube total is the sum of its errors by kind."""
    moves = stats[letter]['moves']
    cube = stats[letter]['cube']
    cube_error = sum(cube['err-%s-skill' % kind] for kind in CUBE_ERRORS)
    return {'error': moves['error-skill'] + cube_error,
            'decisions': moves['unforced-moves'] + cube['close-cube'],
            'cube_error': cube_error, 'cube_decisions': cube['close-cube']}


plies = os.environ.get('LUDUS_PLIES', '2')
for command in ['set display off', 'set rng mersenne', 'set automatic game on',
                'set analysis chequerplay evaluation plies ' + plies,
                'set analysis cubedecision evaluation plies ' + plies]:
    gnubg.command(command)
for player in ['0', '1']:
    gnubg.command('set player ' + player + ' gnubg')
    gnubg.command('set player ' + player + ' chequerplay evaluation plies 0')
    gnubg.command('set player ' + player + ' cubedecision evaluation plies 0')
gnubg.command('set seed ' + os.environ['LUDUS_SEED'])
gnubg.command('new match ' + os.environ['LUDUS_LENGTH'])
gnubg.command('analysis clear match')
gnubg.command('save match "' + os.environ['LUDUS_SGF'] + '"')
gnubg.command('analyse match')
record = gnubg.match(analysis=1, boards=0, statistics=1, verbose=0)
stats = record['stats'] if 'stats' in record else record['games'][-1]['stats']
with open(os.environ['LUDUS_OUT'], 'w') as out:
    # X is gnubg's player 0, W in the .sgf: ludus's white.
    json.dump({'white': side(stats, 'X'), 'black': side(stats, 'O'),
               'games': len(record['games'])}, out)
