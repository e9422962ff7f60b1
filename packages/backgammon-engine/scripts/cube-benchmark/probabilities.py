# Adds to each position of the cube benchmark GNU Backgammon's cubeless 2-ply probabilities of
# the side on roll (`p2`: win, win gammon, win backgammon, lose gammon, lose backgammon), so that
# score.ts can feed ludus's cube model gnubg's own probabilities: that yardstick tells the
# model's share of the loss from the evaluator's. Run by hand after reference.py:
#
#   LUDUS_DATA=packages/backgammon-engine/bench/cube-benchmark/decisions.json.gz \
#     nice -n 10 gnubg -t -q -p packages/backgammon-engine/scripts/cube-benchmark/probabilities.py
import gzip
import json
import os
import time


def main():
    import gnubg

    path = os.environ.get('LUDUS_DATA', '/tmp/cube-benchmark.json.gz')
    data = json.load(gzip.open(path, 'rt'))
    context = gnubg.evalcontext(0, 2, 1, 1, 0.0)  # cubeless, 2 plies, deterministic, pruning
    for row in data['decisions']:
        board = gnubg.positionfromid(row['position'])
        # Money cube info: cubeless probabilities do not depend on the score.
        cubeinfo = gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0, 0)
        row['p2'] = [round(p, 5) for p in gnubg.evaluate(board, cubeinfo, context)[:5]]
    data['provenance']['p2'] = ('gnubg.evaluate cubeless at 2 plies (deterministic, pruning), '
                                'scripts/cube-benchmark/probabilities.py')
    with gzip.open(path, 'wt', compresslevel=9) as out:
        json.dump(data, out, separators=(',', ':'))
    print('p2 added to %d positions in %s (%.0f s of CPU)'
          % (len(data['decisions']), path, time.process_time()))


main()
