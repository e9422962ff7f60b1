# Seeded GNU Backgammon self-play shared by the scripts that draw positions from it
# (cube-benchmark/reference.py, agreement/gnubg.py): the session, one game or match played out,
# whether the side on roll may double, and the run's units interleaved. Imported under gnubg's
# Python with this folder on sys.path (each script adds it, from the repository root).


def start_selfplay(gnubg):
    """gnubg plays both sides at 0-ply, checker play and cube; Jacoby and beavers off."""
    gnubg.command('set display off')
    for player in (0, 1):
        gnubg.command('set player %d gnubg' % player)
        gnubg.command('set player %d chequerplay evaluation plies 0' % player)
        gnubg.command('set player %d cubedecision evaluation plies 0' % player)
    gnubg.command('set rng mersenne')
    gnubg.command('set jacoby off')
    gnubg.command('set beavers 0')
    gnubg.command('set automatic game off')


def play_unit(gnubg, length, seed):
    """One money game (length 0) or one whole match, dice from `seed`; gnubg's record."""
    gnubg.command('set seed %d' % seed)
    gnubg.command('new session' if length == 0 else 'new match %d' % length)
    while length > 0:
        info = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)['games'][-1]['info']
        score = {'X': info['score-X'], 'O': info['score-O']}
        if info.get('winner') in score:
            score[info['winner']] += info['points-won']
        if max(score.values()) >= length:
            break
        gnubg.command('new game')
    return gnubg.match(analysis=0, boards=1, statistics=0, verbose=0)


def may_double(length, score, mover, cube, owner, crawford):
    """gnubg's GetDPEq: not the Crawford game, the cube not the opponent's, and in a match the
    mover's score plus the cube still short of the length."""
    if owner not in (-1, mover):
        return False
    if length == 0:
        return True
    return not crawford and score[mover] + cube < length


def interleaved_units(counts, seed):
    """(source, unit index, length, dice seed) of every game or match of a run, from `counts`
    [(source, length, how many)], interleaved so that any prefix mixes money and match play."""
    longest = max(count for _, _, count in counts)
    for k in range(longest):
        for source, length, count in counts:
            if k < count:
                yield source, k, length, seed * 100000 + length * 1000 + k
