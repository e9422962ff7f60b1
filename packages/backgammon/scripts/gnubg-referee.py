# Asks GNU Backgammon for every legal play of each query, for ludus's differential tests.
#
# Run inside gnubg's Python:  LUDUS_IN=queries.txt LUDUS_OUT=answers.jsonl gnubg -t -q -p gnubg-referee.py
# (LUDUS_MODE=positionid: Position IDs of boards instead, see position_ids below.)
# Input: one query per line, "POSITION_ID D1 D2" (GNU Backgammon's Position ID, side on roll).
# Output: one JSON object per line, in input order:
#   {"id": ..., "dice": [d1, d2], "moves": [{"move": "8/5 6/5", "position": ID after, opponent on roll}]}
#
# The list comes from gnubg.hint at 0 ply with an unlimited count: at 0 ply gnubg scores every
# legal play (its generator deduplicates by resulting position), so the list is complete, not cut
# to the best N. Each hint's move text is applied here (gnubg.parsemove gives the checker moves)
# to get the resulting position; a check below makes sure no two hints lead to the same one.
import json
import os
import sys

import gnubg

gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
gnubg.command('set evaluation chequerplay evaluation plies 0')
gnubg.command('set evaluation chequerplay evaluation prune off')
gnubg.command('new game')


def apply_move(board, move_text):
    """The board after move_text, as (mover, opponent) lists in the mover's numbering."""
    opponent, mover = list(board[0]), list(board[1])
    for source, dest in gnubg.parsemove(move_text):
        mover[source - 1] -= 1
        if dest > 0:
            mover[dest - 1] += 1
            if opponent[24 - dest] == 1:
                opponent[24 - dest] = 0
                opponent[24] += 1
    return mover, opponent


def referee(position_id, d1, d2):
    gnubg.command('set board ' + position_id)
    gnubg.command('set dice %d %d' % (d1, d2))
    board = gnubg.board()
    if gnubg.positionid(board) != position_id:
        raise RuntimeError('gnubg did not take position ' + position_id)
    hints = gnubg.hint(100000)['hint']
    moves = []
    seen = set()
    for hint in hints:
        mover, opponent = apply_move(board, hint['move'])
        # After the play the opponent is on roll: gnubg's board is (side not on roll, side on roll).
        after = gnubg.positionid((mover, opponent))
        if after in seen:
            raise RuntimeError('two hints lead to one position: %s %d %d' % (position_id, d1, d2))
        seen.add(after)
        moves.append({'move': hint['move'], 'position': after})
    return moves


def position_ids():
    # LUDUS_MODE=positionid: each input line is a JSON board [side not on roll, side on roll];
    # the answer is gnubg's Position ID of it and gnubg's decoding of that ID.
    out = open(os.environ['LUDUS_OUT'], 'w')
    with open(os.environ['LUDUS_IN']) as boards:
        for line in boards:
            if line.strip():
                board = json.loads(line)
                position_id = gnubg.positionid((board[0], board[1]))
                back = [list(side) for side in gnubg.positionfromid(position_id)]
                out.write(json.dumps({'id': position_id, 'board': back}) + '\n')
    out.close()


def main():
    if os.environ.get('LUDUS_MODE') == 'positionid':
        position_ids()
        return
    out = open(os.environ['LUDUS_OUT'], 'w')
    with open(os.environ['LUDUS_IN']) as queries:
        for line in queries:
            parts = line.split()
            if len(parts) != 3:
                continue
            position_id, d1, d2 = parts[0], int(parts[1]), int(parts[2])
            try:
                moves = referee(position_id, d1, d2)
            except Exception as error:  # no legal play raises in gnubg.hint
                if 'no legal moves' not in str(error).lower() and 'no moves' not in str(error).lower():
                    out.write(json.dumps({'id': position_id, 'dice': [d1, d2], 'error': str(error)}) + '\n')
                    continue
                moves = []
            out.write(json.dumps({'id': position_id, 'dice': [d1, d2], 'moves': moves}) + '\n')
    out.close()


main()
