# Reference values of the move benchmark: GNU Backgammon's cubeless money equity of EVERY legal
# play of each decision at 0-ply, 1-ply and 2-ply (no move filter: every play gets the deep
# look, so ludus's choice is always judged at 2-ply). A measuring instrument only: nothing may
# be trained on these numbers. Not a test: run it by hand, niced, from the repository root:
#
#   LUDUS_POSITIONS=/tmp/ludus-positions.jsonl,/tmp/gnubg-positions.jsonl \
#   LUDUS_WORK=/tmp/move-benchmark.jsonl \
#   LUDUS_OUT=packages/backgammon-engine/bench/move-benchmark/decisions.json.gz \
#     nice -n 10 gnubg -t -q -p packages/backgammon-engine/scripts/move-benchmark/reference.py
#
# Each decision appends one JSON line to LUDUS_WORK (an interrupted run resumes where it
# stopped); at the end every line is packed into LUDUS_OUT (gzip JSON, see README.md). Two
# processes can share the work: LUDUS_SHARD=0/2 LUDUS_WORK=a.jsonl,b.jsonl and LUDUS_SHARD=1/2
# LUDUS_WORK=b.jsonl,a.jsonl (each writes to its first file and skips what any file holds),
# then LUDUS_PACK=only LUDUS_WORK=a.jsonl,b.jsonl packs both.
#
# How a play is judged: gnubg's hint at 0-ply lists the legal plays (one per resulting
# position); each play is applied to the board and the resulting position is evaluated for the
# opponent on roll with gnubg.evaluate (cubeless, deterministic, pruning nets as in gnubg's own
# 2-ply), then seen from the mover's side. That is how gnubg itself scores a play at n-ply in its
# hints and analysis. Equities come from the five probabilities (single 1, gammon 2,
# backgammon 3); the cube and the Jacoby rule are off, so gammons count inside gnubg's search.
import gzip
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.environ.get('LUDUS_ROOT', os.getcwd()),
                                'packages/backgammon-engine/scripts/move-benchmark'))
from gnubg_board import class_name, cubeless_equity, legal_plays, start_session  # noqa: E402

PLIES = (0, 1, 2)


def won_equity(loser):
    """Equity of a game the mover has just won, by the loser's checkers (rules file,
    "Backgammon", Score): gammon when none is borne off, backgammon when one is also on the bar
    or in the winner's home board (the loser's points 19-24, indices 18-23, bar 24)."""
    if sum(loser) < 15:
        return 1.0
    return 3.0 if any(loser[18:25]) else 2.0


def judge(gnubg, after, cube):
    """{plies: the mover's cubeless equity} of the board after a play (mover's view)."""
    opponent, mover = after
    if sum(mover) == 0:
        return dict((n, won_equity(opponent)) for n in PLIES)
    swapped = (mover, opponent)  # the opponent is on roll: it becomes anBoard[1]
    values = {}
    for n in PLIES:
        context = {'cubeful': 0, 'plies': n, 'deterministic': 1, 'prune': 1, 'noise': 0.0}
        values[n] = -cubeless_equity(gnubg.evaluate(swapped, cube, context))
    return values


def reference_row(gnubg, decision, cube):
    plays = []
    for move, after, _ in legal_plays(gnubg, decision['position'], decision['dice']):
        values = judge(gnubg, after, cube)
        plays.append({'move': move, 'after': gnubg.positionid(after),
                      'eq0': round(values[0], 5), 'eq1': round(values[1], 5),
                      'eq2': round(values[2], 5)})
    gnubg.command('set board %s' % decision['position'])
    return {'id': decision['id'], 'source': decision['source'],
            'position': decision['position'], 'dice': decision['dice'],
            'class': class_name(gnubg, gnubg.board()), 'plays': plays}


def read_decisions(paths):
    """The decisions of every file, taken in turn from each (round robin), so that any prefix of
    the run is a balanced sample of the sources."""
    lists = []
    for path in paths:
        rows = [json.loads(line) for line in open(path) if line.strip()]
        for d in rows:
            d['id'] = '%s:%d:%d' % (d['source'], d['game'], d['turn'])
        lists.append(rows)
    longest = max((len(rows) for rows in lists), default=0)
    return [rows[i] for i in range(longest) for rows in lists if i < len(rows)]


def pack(rows, out_path, order):
    data = {
        'format': 'ludus-move-benchmark/1',
        'provenance': {
            'referee': 'GNU Backgammon 1.07 (Debian gnubg 1.07), Python scripting',
            'method': 'every legal play: gnubg.evaluate of the resulting position, cubeless, '
                      'deterministic, pruning nets, at 0, 1 and 2 plies; money equity '
                      '(single 1, gammon 2, backgammon 3) for the side that played; '
                      'cube off, Jacoby off',
            'script': 'packages/backgammon-engine/scripts/move-benchmark/reference.py',
            'positions': os.environ.get('LUDUS_POSITIONS_NOTE', 'see README.md'),
        },
        'decisions': [rows[i] for i in order if i in rows],
    }
    with gzip.open(out_path, 'wt', compresslevel=9) as out:
        json.dump(data, out, separators=(',', ':'))
    print('packed %d decisions into %s (this run: %.0f s of CPU)'
          % (len(data['decisions']), out_path, time.process_time()))


def read_rows(work_paths):
    rows = {}
    for path in work_paths:
        if os.path.exists(path):
            for line in open(path):
                if line.strip():
                    row = json.loads(line)
                    rows[row['id']] = row
    return rows


def evaluate_shard(gnubg, decisions, work_paths, shard):
    """Judges the decisions of this shard (index % count == k) not yet in any work file,
    appending to the first work file."""
    k, count = shard
    done = set(read_rows(work_paths))
    cube = start_session(gnubg)
    start = time.time()
    with open(work_paths[0], 'a') as work:
        for index, decision in enumerate(decisions):
            if index % count != k or decision['id'] in done:
                continue
            row = reference_row(gnubg, decision, cube)
            work.write(json.dumps(row, separators=(',', ':')) + '\n')
            work.flush()
            if index % 100 == k:
                print('LUDUS-REFERENCE %d of %d, %.0f s, %.0f s of CPU'
                      % (index, len(decisions), time.time() - start, time.process_time()),
                      flush=True)


def main():
    import gnubg

    paths = [p for p in os.environ.get('LUDUS_POSITIONS', '').split(',') if p]
    work_paths = os.environ.get('LUDUS_WORK', '/tmp/move-benchmark.jsonl').split(',')
    out_path = os.environ.get('LUDUS_OUT', '/tmp/move-benchmark.json.gz')
    shard = tuple(int(x) for x in os.environ.get('LUDUS_SHARD', '0/1').split('/'))
    decisions = read_decisions(paths)
    if os.environ.get('LUDUS_PACK') != 'only':
        evaluate_shard(gnubg, decisions, work_paths, shard)
    if shard[1] == 1 or os.environ.get('LUDUS_PACK') == 'only':
        pack(read_rows(work_paths), out_path, [d['id'] for d in decisions])


main()
