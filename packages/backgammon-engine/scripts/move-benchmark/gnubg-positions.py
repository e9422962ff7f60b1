# Checker-play decisions for the move benchmark from seeded GNU Backgammon self-play (a measuring
# script, not a test), the counterpart of positions.ts so that the set is not only the positions
# ludus's own style of play reaches. Run from the repository root:
#
#   LUDUS_DECISIONS=1500 LUDUS_SEED=1 LUDUS_OUT=/tmp/gnubg-positions.jsonl \
#     nice -n 10 gnubg -t -q -p packages/backgammon-engine/scripts/move-benchmark/gnubg-positions.py
#
# Both sides are gnubg at 0-ply, choosing by cubeless money equity plus seeded normal noise on
# each candidate, the way gnubg's own weaker levels play: standard deviation 0.015 in even games
# (gnubg's "advanced"), 0.04 in odd ones ("intermediate"). Dice and noise come from Python's
# seeded Mersenne Twister. Sampling and eligibility as in positions.ts: one eligible decision
# in 3 or 4; eligible means at least two legal plays and not a bear-off position. One JSON line
# per decision: source, game, turn, position (Position ID, side on roll), dice.
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.environ.get('LUDUS_ROOT', os.getcwd()),
                                'packages/backgammon-engine/scripts/move-benchmark'))
from gnubg_board import class_name, cubeless_equity, legal_plays, start_session  # noqa: E402

START = '4HPwATDgc/ABMA'
NOISE = (0.015, 0.04)


def play_game(gnubg, game, rng, keep):
    noise = NOISE[game % 2]
    source = 'gnubg-0ply-noise%g' % noise
    position = START
    until_next = rng.choice((3, 4))
    for turn in range(1000):
        dice = [rng.randint(1, 6), rng.randint(1, 6)]
        while turn == 0 and dice[0] == dice[1]:  # the opening roll is never a double
            dice = [rng.randint(1, 6), rng.randint(1, 6)]
        plays = legal_plays(gnubg, position, dice)  # empty: the dice cannot be played
        if len(plays) >= 2 and class_name(gnubg, gnubg.board()) != 'bearoff':
            until_next -= 1
            if until_next == 0:
                keep({'source': source, 'game': game, 'turn': turn, 'position': position,
                      'dice': dice})
                until_next = rng.choice((3, 4))
        if plays:
            _, after, _ = max(plays, key=lambda p: cubeless_equity(p[2]) + rng.gauss(0, noise))
            if sum(after[1]) == 0:
                return
            board = (after[1], after[0])  # the opponent is on roll next
        else:
            board = gnubg.board()
            board = (board[1], board[0])
        position = gnubg.positionid(board)


def main():
    import gnubg

    wanted = int(os.environ.get('LUDUS_DECISIONS', '1500'))
    rng = random.Random(int(os.environ.get('LUDUS_SEED', '1')))
    out_path = os.environ.get('LUDUS_OUT', '/tmp/gnubg-positions.jsonl')
    start_session(gnubg)
    kept = []
    game = 0
    while len(kept) < wanted:
        play_game(gnubg, game, rng, lambda d: len(kept) < wanted and kept.append(d))
        game += 1
    with open(out_path, 'w') as out:
        for decision in kept:
            out.write(json.dumps(decision) + '\n')
    print('wrote %d decisions from %d games to %s' % (len(kept), game, out_path))


main()
