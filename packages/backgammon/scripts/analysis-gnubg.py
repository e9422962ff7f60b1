# Asks GNU Backgammon for its cubeless evaluation and best play of positions, for the tests of
# `ludus bg eval` and `ludus bg hint` (run by gnubg: gnubg -t -q -p this-file).
# Reads {"queries": [{"xgid": ..., "plies": N}]} from the file named by LUDUS_GNUBG_IN (each XGID
# with the bottom player X on roll, so that gnubg does not swap the players) and writes
# {"answers": [{"evaluation": [...], "best": ..., "moves": [...]}]} to LUDUS_GNUBG_OUT:
# - evaluation: gnubg.evaluate at N plies, cubeless (5 probabilities and the cubeless equity),
#   before the roll;
# - with dice in the XGID: best, the Position ID after gnubg's best play at N plies
#   (gnubg.findbestmove, cubeless, with gnubg's default move filter; opponent on roll), and
#   moves, the text of every legal play as gnubg writes it (gnubg.hint lists every play at
#   0 ply whatever the settings).
import json
import os

import gnubg

with open(os.environ['LUDUS_GNUBG_IN']) as f:
    request = json.load(f)

for command in ['set player 0 human', 'set player 1 human', 'set automatic roll off',
                'set automatic game off', 'set display off']:
    gnubg.command(command)


def after(board, moves):
    """gnubg's Position ID after the checker moves, the opponent on roll."""
    opponent, mover = list(board[0]), list(board[1])
    for i in range(0, len(moves), 2):
        source, dest = moves[i], moves[i + 1]
        if source == 0 and dest == 0:
            break
        mover[source - 1] -= 1
        if dest > 0:
            mover[dest - 1] += 1
            if opponent[24 - dest] == 1:
                opponent[24 - dest] = 0
                opponent[24] += 1
    return gnubg.positionid((mover, opponent))


def answer(query):
    gnubg.command('set xgid ' + query['xgid'])
    context = gnubg.evalcontext(0, query['plies'], 1, 1, 0.0)
    board = gnubg.board()
    result = {'evaluation': list(gnubg.evaluate(board, gnubg.cubeinfo(), context))}
    if query['xgid'].split(':')[4] in ('00', 'D'):
        return result
    try:
        hints = gnubg.hint(100000)['hint']
        best = gnubg.findbestmove(board, gnubg.cubeinfo(), context)
        result['best'] = after(board, best)
    except Exception:  # no legal play
        hints = []
    result['moves'] = [h['move'] for h in hints]
    return result


out = {'answers': [answer(query) for query in request['queries']]}

with open(os.environ['LUDUS_GNUBG_OUT'], 'w') as f:
    json.dump(out, f)
