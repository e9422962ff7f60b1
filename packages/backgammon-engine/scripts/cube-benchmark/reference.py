# The cube benchmark's reference set: positions before a roll from seeded GNU Backgammon 0-ply
# self-play (money games, 5-point and 7-point matches), each with gnubg's cubeful no double /
# double take / double pass equities at 0, 1 and 2 plies (normalised, as gnubg prints them: EMG
# in matches, per unit cube in money), kept when its double or its take decision is close at
# 2-ply (README.md says the bounds). A measuring instrument only: nothing may be trained on
# these numbers. Not a test: run it by hand, niced, from the repository root:
#
#   LUDUS_SEED=1 LUDUS_MONEY=60 LUDUS_M5=30 LUDUS_M7=20 \
#   LUDUS_OUT=packages/backgammon-engine/bench/cube-benchmark/decisions.json.gz \
#     nice -n 10 gnubg -t -q -p packages/backgammon-engine/scripts/cube-benchmark/reference.py
#
# Every game's kept rows are appended to LUDUS_WORK (default /tmp/cube-benchmark.jsonl) as they
# come; an interrupted run resumes after the last finished game or match; at the end the work
# file is packed into LUDUS_OUT (gzip JSON). LUDUS_PACK=only packs the work file and plays nothing.
import gzip
import json
import os
import sys
import time

ROOT = os.environ.get('LUDUS_ROOT', os.getcwd())
sys.path.insert(0, os.path.join(ROOT, 'packages/backgammon-engine/scripts'))
sys.path.insert(0, os.path.join(ROOT, 'packages/backgammon-engine/scripts/move-benchmark'))
from gnubg_board import CLASS_NAMES  # noqa: E402
from gnubg_selfplay import interleaved_units, may_double, play_unit, start_selfplay  # noqa: E402

# Closeness bounds, in normalised equity at 2-ply (README.md, "Which decisions are kept").
DOUBLE_BOUND = 0.16
TAKE_BOUND = 0.30
# A cheap 0-ply screen before the 2-ply look: wider than the bounds, so that a position the
# 2-ply would keep is not thrown away by the 0-ply's error (README.md gives the check).
SCREEN_MARGIN = float(os.environ.get('LUDUS_SCREEN', '0.25'))
PLIES = (0, 1, 2)


def decision_points(game):
    """(turn, mover, board id, cube, owner) of every position before a roll, with the cube as
    it is before any double there; a position doubled and then played is listed once."""
    cube, owner, doubled = 1, -1, None
    for turn, entry in enumerate(game['game']):
        action = entry.get('action')
        mover = 0 if entry.get('player') == 'X' else 1
        if action == 'double':
            doubled = mover
            yield turn, mover, entry['board'], cube, owner
        elif action == 'take':
            cube, owner = cube * 2, mover
        elif action == 'move' and 'board' in entry:
            if doubled != mover:
                yield turn, mover, entry['board'], cube, owner
            doubled = None


def cube_equities(gnubg, board, cubeinfo, plies):
    context = gnubg.evalcontext(1, plies, 1, 1, 0.0)
    result = gnubg.cfevaluate(board, cubeinfo, context)
    return [round(result[1], 5), round(result[2], 5), round(result[3], 5)]


def closeness(equities):
    """(|ND - D|, |DT - DP|) with D = min(DT, DP), the double's value against the best answer."""
    nd, dt, dp = equities
    return abs(nd - min(dt, dp)), abs(dt - dp)


def analyse(gnubg, source, unit, game_index, point, length, score, crawford):
    turn, mover, board_id, cube, owner = point
    if not may_double(length, score, mover, cube, owner, crawford):
        return None
    board = gnubg.positionfromid(board_id)
    cubeinfo = gnubg.cubeinfo(cube, owner, mover, length, score, crawford, 0)
    eq0 = cube_equities(gnubg, board, cubeinfo, 0)
    double_gap, take_gap = closeness(eq0)
    if double_gap >= DOUBLE_BOUND + SCREEN_MARGIN and take_gap >= TAKE_BOUND + SCREEN_MARGIN:
        return None
    eq2 = cube_equities(gnubg, board, cubeinfo, 2)
    double_gap, take_gap = closeness(eq2)
    if double_gap >= DOUBLE_BOUND and take_gap >= TAKE_BOUND:
        return None
    me, them = score[mover], score[1 - mover]
    return {
        'id': '%s:%d:%d:%d' % (source, unit, game_index, turn),
        'source': source,
        'position': board_id,
        'matchId': gnubg.matchid(cubeinfo, gnubg.posinfo(mover, 0, 0, 1, (0, 0))),
        'length': length, 'score': [me, them], 'crawford': crawford,
        'cube': cube, 'owner': 'centred' if owner < 0 else 'me',
        'class': CLASS_NAMES[gnubg.classifypos(board, 0)],
        'eq0': eq0, 'eq1': cube_equities(gnubg, board, cubeinfo, 1), 'eq2': eq2,
        'double': double_gap < DOUBLE_BOUND, 'take': take_gap < TAKE_BOUND,
    }


def unit_rows(gnubg, source, unit, length, record):
    rows = []
    for game_index, game in enumerate(record['games']):
        info = game['info']
        score = (info['score-X'], info['score-O'])
        crawford = 1 if length > 0 and info.get('crawford') else 0
        for point in decision_points(game):
            row = analyse(gnubg, source, unit, game_index, point, length, score, crawford)
            if row:
                rows.append(row)
    return rows


def units(seed):
    """The run's units: LUDUS_MONEY money games, LUDUS_M5 5-point and LUDUS_M7 7-point matches."""
    counts = [('money', 0, int(os.environ.get('LUDUS_MONEY', '60'))),
              ('match5', 5, int(os.environ.get('LUDUS_M5', '30'))),
              ('match7', 7, int(os.environ.get('LUDUS_M7', '20')))]
    return interleaved_units(counts, seed)


def done_units(work_path):
    """Units already played: the work file's `unit` marker lines."""
    done = set()
    if os.path.exists(work_path):
        for line in open(work_path):
            row = json.loads(line)
            if 'unit' in row:
                done.add(row['unit'])
    return done


def play_all(gnubg, work_path, seed):
    done = done_units(work_path)
    started = time.time()
    with open(work_path, 'a') as work:
        for source, unit, length, dice_seed in units(seed):
            key = '%s:%d' % (source, unit)
            if key in done:
                continue
            record = play_unit(gnubg, length, dice_seed)
            for row in unit_rows(gnubg, source, unit, length, record):
                work.write(json.dumps(row, separators=(',', ':')) + '\n')
            games = len(record['games'])
            work.write(json.dumps({'unit': key, 'games': games, 'seed': dice_seed}) + '\n')
            work.flush()
            print('LUDUS-CUBE %s: %d games, %.0f s, %.0f s of CPU'
                  % (key, games, time.time() - started, time.process_time()), flush=True)


def pack(work_path, out_path, seed):
    lines = [json.loads(line) for line in open(work_path) if line.strip()]
    rows = [row for row in lines if 'id' in row]
    markers = [row for row in lines if 'unit' in row]
    data = {
        'format': 'ludus-cube-benchmark/1',
        'provenance': {
            'referee': 'GNU Backgammon 1.07 (Debian gnubg 1.07), Python scripting',
            'positions': 'gnubg 0-ply self-play (checker play and cube), seed %d: %d money '
                         'games and matches, %d games in all' % (
                             seed, len(markers), sum(m['games'] for m in markers)),
            'method': 'gnubg.cfevaluate at 0, 1 and 2 plies (cubeful, deterministic, pruning '
                      'nets), normalised equities of the side on roll [no double, double take, '
                      'double pass]; Jacoby and beavers off',
            'bounds': {'double': DOUBLE_BOUND, 'take': TAKE_BOUND, 'screen': SCREEN_MARGIN},
            'script': 'packages/backgammon-engine/scripts/cube-benchmark/reference.py',
        },
        'decisions': rows,
    }
    with gzip.open(out_path, 'wt', compresslevel=9) as out:
        json.dump(data, out, separators=(',', ':'))
    print('packed %d positions into %s' % (len(rows), out_path))


def main():
    import gnubg

    seed = int(os.environ.get('LUDUS_SEED', '1'))
    work_path = os.environ.get('LUDUS_WORK', '/tmp/cube-benchmark.jsonl')
    out_path = os.environ.get('LUDUS_OUT', '/tmp/cube-benchmark.json.gz')
    if os.environ.get('LUDUS_PACK') != 'only':
        start_selfplay(gnubg)
        play_all(gnubg, work_path, seed)
    pack(work_path, out_path, seed)


main()
