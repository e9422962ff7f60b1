# GNU Backgammon plays matches and money sessions against itself and saves each as .sgf and as
# .mat, for the .sgf reader's tests (run by gnubg: gnubg -t -q -p this-file). Reads JSON from the
# file named by LUDUS_GNUBG_IN and writes to LUDUS_GNUBG_OUT:
#   "generate": [{"seed", "length", "games"?, "jacoby"?, "beavers"?, "commands"?}]
#       -> per match: the .sgf text, the .mat text, and gnubg's own records of the match
#          (as mat-gnubg.py reports them: action, player, dice, move, position ID before a move)
# A money session (length 0) is "games" games long. The computer players play at 0-ply; the
# analysis gnubg keeps of its own moves is cleared before saving, so that the files stay small.
# With "commands", two human players play those gnubg commands instead (set dice, move, double,
# beaver, resign, ...): the actions computer players seldom take.
import json
import os

import gnubg

with open(os.environ['LUDUS_GNUBG_IN']) as f:
    request = json.load(f)

gnubg.command('set display off')


def set_players(kind):
    for side in ['0', '1']:
        gnubg.command('set player ' + side + ' ' + kind)
        if kind == 'gnubg':
            gnubg.command('set player ' + side + ' chequerplay evaluation plies 0')
            gnubg.command('set player ' + side + ' cubedecision evaluation plies 0')


def record(entry):
    return {'action': entry.get('action'), 'player': entry.get('player'),
            'dice': list(entry['dice']) if 'dice' in entry else None,
            'move': [list(step) for step in entry['move']] if 'move' in entry else None,
            'board': entry.get('board')}


def report():
    match = gnubg.match(0, 1, 0, 0)
    info = match['match-info']
    games = [{'info': game['info'], 'records': [record(entry) for entry in game['game']]}
             for game in match['games']]
    return {'length': info.get('match_length', info.get('match-length')),
            'names': [info['X']['name'], info['O']['name']], 'games': games}


def read(path):
    with open(path) as f:
        return f.read()


def generated(index, spec):
    gnubg.command('set jacoby ' + ('on' if spec.get('jacoby') else 'off'))
    gnubg.command('set beavers ' + str(spec.get('beavers', 0)))
    gnubg.command('set seed ' + str(spec['seed']))
    set_players('human' if 'commands' in spec else 'gnubg')
    if 'commands' in spec:
        gnubg.command('set automatic roll off')
        for command in spec['commands']:
            gnubg.command(command)
    elif spec['length'] > 0:
        gnubg.command('set automatic game on')
        gnubg.command('new match ' + str(spec['length']))
    else:
        # A session never ends by itself: one game per 'new game'.
        gnubg.command('set automatic game off')
        gnubg.command('new session')
        for _ in range(spec.get('games', 1) - 1):
            gnubg.command('new game')
    gnubg.command('analysis clear match')
    sgf = os.path.join(request['dir'], 'gnubg-' + str(index) + '.sgf')
    mat = os.path.join(request['dir'], 'gnubg-' + str(index) + '.mat')
    gnubg.command('save match "' + sgf + '"')
    gnubg.command('export match mat "' + mat + '"')
    answer = report()
    answer['sgf'] = read(sgf)
    answer['mat'] = read(mat)
    return answer


answer = {'generated': [generated(i, spec) for i, spec in enumerate(request['generate'])]}
with open(os.environ['LUDUS_GNUBG_OUT'], 'w') as f:
    json.dump(answer, f)
