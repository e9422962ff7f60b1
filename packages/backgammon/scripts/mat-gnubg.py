# Imports .mat files into GNU Backgammon and reports what gnubg made of them, for the tests
# (run by gnubg: gnubg -t -q -p this-file). Reads JSON from the file named by LUDUS_GNUBG_IN and
# writes to LUDUS_GNUBG_OUT:
#   "files":    [name in "dir"]        -> per file, every game's result and its records (action,
#                                         player, dice, move, position ID) from gnubg.match()
#   "generate": [{"seed", "length"}]   -> matches gnubg plays against itself (0-ply), each as the
#                                         .mat text gnubg exports and the same report
import json
import os

import gnubg

with open(os.environ['LUDUS_GNUBG_IN']) as f:
    request = json.load(f)

# gnubg applies its own Jacoby setting to imported money sessions; the request names it.
jacoby = 'on' if request.get('jacoby') else 'off'
for command in ['set player 0 human', 'set player 1 human', 'set display off',
                'set jacoby ' + jacoby]:
    gnubg.command(command)


def record(entry):
    return {'action': entry.get('action'), 'player': entry.get('player'),
            'dice': list(entry['dice']) if 'dice' in entry else None,
            'move': [list(step) for step in entry['move']] if 'move' in entry else None,
            'board': entry.get('board')}


def imported(name):
    gnubg.command('import mat "' + os.path.join(request['dir'], name) + '"')
    try:
        match = gnubg.match(0, 1, 0, 0)
    except Exception as error:  # gnubg kept no match from this file
        return {'file': name, 'error': str(error), 'games': []}
    info = match['match-info']
    games = [{'info': game['info'], 'records': [record(entry) for entry in game['game']]}
             for game in match['games']]
    return {'length': info.get('match_length', info.get('match-length')),
            'names': [info['X']['name'], info['O']['name']], 'games': games}


def generated(index, spec):
    for side in ['0', '1']:
        gnubg.command('set player ' + side + ' gnubg')
        gnubg.command('set player ' + side + ' chequerplay evaluation plies 0')
        gnubg.command('set player ' + side + ' cubedecision evaluation plies 0')
    gnubg.command('set seed ' + str(spec['seed']))
    gnubg.command('new match ' + str(spec['length']))
    name = 'gnubg-' + str(index) + '.mat'
    gnubg.command('export match mat "' + os.path.join(request['dir'], name) + '"')
    with open(os.path.join(request['dir'], name)) as f:
        text = f.read()
    report = imported(name)
    report['text'] = text
    return report


answer = {'matches': [imported(name) for name in request.get('files', [])]}
answer['generated'] = [generated(i, spec) for i, spec in enumerate(request.get('generate', []))]
with open(os.environ['LUDUS_GNUBG_OUT'], 'w') as f:
    json.dump(answer, f)
