# Board helpers shared by the move benchmark's GNU Backgammon scripts (reference.py,
# gnubg-positions.py): the gnubg session they need, the legal plays of a decision as gnubg lists
# them, and the board after a play. Boards are gnubg's: (anBoard[0], anBoard[1]) with
# anBoard[1] the side on roll, each 25 counts from its owner's view (index 24 the bar).

# gnubg's position classes (eval.h, positionclass) as the benchmark names them.
CLASS_NAMES = {0: 'over', 1: 'hypergammon', 2: 'hypergammon', 3: 'hypergammon', 4: 'bearoff',
               5: 'bearoff', 6: 'bearoff', 7: 'bearoff', 8: 'race', 9: 'crashed', 10: 'contact'}


def start_session(gnubg):
    """A money game with the cube and the Jacoby rule off, so that gammons count everywhere
    (also inside gnubg's own search), nobody played by the computer, hints at 0-ply."""
    gnubg.command('set player 0 human')
    gnubg.command('set player 1 human')
    gnubg.command('set cube use off')
    gnubg.command('set jacoby off')
    gnubg.command('set evaluation chequerplay evaluation plies 0')
    gnubg.command('set evaluation chequerplay evaluation prune on')
    gnubg.command('new game')
    return gnubg.cubeinfo()


def cubeless_equity(p):
    """Money equity of GNU Backgammon's five probabilities (win, wg, wbg, lg, lbg)."""
    return 2 * p[0] - 1 + p[1] - p[3] + p[2] - p[4]


def apply_move(board, steps):
    """The board after `steps` (gnubg.parsemove pairs), mover's view: (opponent, mover).

    A step goes from `src` (25 = bar) to `dst` (0 = off); a single opposing checker there is
    hit. The opponent's index of the mover's point q is 24 - q (they count from the other end).
    gnubg writes every intermediate point where a checker hit (`13/7*/5`), so a written step
    that skips a point did not hit there.
    """
    opponent, mover = list(board[0]), list(board[1])
    for src, dst in steps:
        if mover[src - 1] <= 0:
            raise ValueError('no checker on %d' % src)
        mover[src - 1] -= 1
        if dst > 0:
            mover[dst - 1] += 1
            if opponent[24 - dst] == 1:
                opponent[24 - dst] = 0
                opponent[24] += 1
            elif opponent[24 - dst] > 1:
                raise ValueError('point %d is blocked' % dst)
    return (tuple(opponent), tuple(mover))


def legal_plays(gnubg, position_id, dice):
    """gnubg's legal plays of a decision, one per resulting position, best first at 0-ply:
    [(notation, board after (mover's view), 0-ply probabilities for the mover)]."""
    gnubg.command('set board %s' % position_id)
    gnubg.command('set dice %d %d' % tuple(dice))
    if gnubg.positionid() != position_id:
        raise RuntimeError('gnubg did not take the board %s' % position_id)
    board = gnubg.board()
    plays = []
    for entry in gnubg.hint(100000)['hint']:
        after = apply_move(board, gnubg.parsemove(entry['move']))
        plays.append((entry['move'], after, entry['details']['probs']))
    if len(set(gnubg.positionid(a) for _, a, _ in plays)) != len(plays):
        raise RuntimeError('two plays of %s %s lead to one position' % (position_id, dice))
    return plays


def class_name(gnubg, board):
    return CLASS_NAMES[gnubg.classifypos(board, 0)]
