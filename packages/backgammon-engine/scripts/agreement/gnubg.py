# The agreement benchmark's GNU Backgammon side (issue 23; README.md in
# packages/backgammon-engine/bench/agreement says what it is for). Not a test: run it by hand,
# niced, from the repository root, under gnubg's Python:
#
#   LUDUS_MODE=positions LUDUS_SEED=1 \
#     nice -n 10 /usr/games/gnubg -t -q -p packages/backgammon-engine/scripts/agreement/gnubg.py
#   LUDUS_MODE=reference \
#     nice -n 10 /usr/games/gnubg -t -q -p packages/backgammon-engine/scripts/agreement/gnubg.py
#
# `positions` plays seeded gnubg 0-ply self-play (money games, 3-, 5- and 7-point matches:
# scripts/gnubg_selfplay.py, as scripts/cube-benchmark/reference.py plays it) and draws, with
# the seed, 50 positions of each class (gnubg's ClassifyPosition, the same as src/classify.ts), 25 money and
# 25 match, into LUDUS_POSITIONS (default bench/agreement/positions.jsonl), interleaved so that
# any prefix mixes the classes and money/match. `reference` adds gnubg's 2-ply figures of every
# position to LUDUS_REFERENCE (default bench/agreement/gnubg.jsonl), one row a position,
# appended as each is done: an interrupted run resumes at the first position it lacks.
import json
import os
import random
import sys
import time

ROOT = os.environ.get('LUDUS_ROOT', os.getcwd())
sys.path.insert(0, os.path.join(ROOT, 'packages/backgammon-engine/scripts'))
sys.path.insert(0, os.path.join(ROOT, 'packages/backgammon-engine/scripts/move-benchmark'))
from gnubg_board import CLASS_NAMES, cubeless_equity  # noqa: E402
from gnubg_selfplay import interleaved_units, may_double, play_unit, start_selfplay  # noqa: E402

BENCH = 'packages/backgammon-engine/bench/agreement'
CLASSES = ('contact', 'crashed', 'race', 'bearoff')
PER_CELL = 25  # positions of each class in money play, and again in match play
# A decision is real (README.md, "The set"): at gnubg's 0-ply, the game not already as good as
# decided, and the cube decision not a foregone one: holding and the double (against the better
# answer) within DECISION_BOUND of each other, normalised (gnubg's own "close" bound is 0.16).
LIVE_WIN = (0.03, 0.97)
DECISION_BOUND = 0.5
# gnubg's "world class" evaluation, as its Settings > Evaluation preset sets it.
WORLD_CLASS = {'cubeful': 1, 'plies': 2, 'deterministic': 1, 'prune': 1, 'noise': 0.0}


# ---- positions: seeded self-play, then a seeded draw ----

def rolled_turns(game):
    """(turn, mover, board before the roll, dice, cube, owner) of every turn that rolled and
    moved, with the cube as it was before a double in that turn."""
    cube, owner, before = 1, -1, None
    for turn, entry in enumerate(game['game']):
        action = entry.get('action')
        mover = 0 if entry.get('player') == 'X' else 1
        if action == 'double':
            before = (cube, owner)
        elif action == 'take':
            cube, owner = cube * 2, mover
        elif action == 'move' and 'board' in entry and entry.get('dice'):
            held = before or (cube, owner)
            yield turn, mover, entry['board'], tuple(entry['dice']), held[0], held[1]
            before = None


def candidates(gnubg, source, unit, length, record):
    """Every rolled turn of a unit where the mover may double, as a candidate row."""
    rows = []
    for game_index, game in enumerate(record['games']):
        info = game['info']
        score = (info['score-X'], info['score-O'])
        crawford = 1 if length > 0 and info.get('crawford') else 0
        for turn, mover, board_id, dice, cube, owner in rolled_turns(game):
            if not may_double(length, score, mover, cube, owner, crawford):
                continue
            board = gnubg.positionfromid(board_id)
            cls = CLASS_NAMES[gnubg.classifypos(board, 0)]
            if cls not in CLASSES:
                continue
            cubeinfo = gnubg.cubeinfo(cube, owner, mover, length, score, crawford, 0)
            rows.append({
                'id': '%s:%d:%d:%d' % (source, unit, game_index, turn),
                'source': source, 'class': cls, 'position': board_id,
                'matchId': gnubg.matchid(cubeinfo, gnubg.posinfo(mover, 0, 0, 1, (0, 0))),
                'dice': list(dice), 'length': length,
                'score': [score[mover], score[1 - mover]], 'crawford': crawford,
                'cube': cube, 'owner': 'centred' if owner < 0 else 'me',
            })
    return rows


def units(seed):
    """The run's units: 900 money games and 50 3-, 40 5- and 30 7-point matches."""
    counts = [('money', 0, 900), ('match3', 3, 50), ('match5', 5, 40), ('match7', 7, 30)]
    return interleaved_units(counts, seed)


def cubeinfo_of(gnubg, row):
    """gnubg's cube information of a row (the side on roll is player 1, as posinfo made it)."""
    owner = -1 if row['owner'] == 'centred' else 1
    score = (row['score'][1], row['score'][0])
    return gnubg.cubeinfo(row['cube'], owner, 1, row['length'], score, row['crawford'], 0)


def real_decision(gnubg, row):
    """At least two legal plays of the roll that lead to different positions, the game not
    decided (0-ply cubeless winning chance inside LIVE_WIN), and the cube decision not a
    foregone one (DECISION_BOUND at 0-ply)."""
    board = gnubg.positionfromid(row['position'])
    zero = {'cubeful': 0, 'plies': 0, 'deterministic': 1, 'prune': 1, 'noise': 0.0}
    p = gnubg.evaluate(board, gnubg.cubeinfo(), zero)
    if not LIVE_WIN[0] <= p[0] <= LIVE_WIN[1]:
        return False
    cf = gnubg.cfevaluate(board, cubeinfo_of(gnubg, row), dict(zero, cubeful=1))
    if abs(cf[1] - min(cf[2], cf[3])) >= DECISION_BOUND:
        return False
    gnubg.command('set board %s' % row['position'])
    gnubg.command('set dice %d %d' % tuple(row['dice']))
    return len(gnubg.hint(3)['hint']) >= 2


def draw(gnubg, pool, seed):
    """PER_CELL rows of each class in money and in match play, drawn with the seed from the
    pool (shuffled, then taken in order while they pass `real_decision`), interleaved."""
    rng = random.Random(seed)
    cells = {}
    for cls in CLASSES:
        for stakes in ('money', 'match'):
            rows = [r for r in pool if r['class'] == cls and (r['length'] == 0) == (stakes == 'money')]
            rng.shuffle(rows)
            kept = []
            for row in rows:
                if len(kept) == PER_CELL:
                    break
                if real_decision(gnubg, row):
                    kept.append(row)
            print('LUDUS-AGREEMENT %s %s: %d of %d candidates kept'
                  % (cls, stakes, len(kept), len(rows)), flush=True)
            cells[(cls, stakes)] = kept
    ordered = []
    for k in range(PER_CELL):
        for stakes in ('money', 'match'):
            for cls in CLASSES:
                if k < len(cells[(cls, stakes)]):
                    ordered.append(cells[(cls, stakes)][k])
    return ordered


def make_pool(gnubg, seed, pool_path):
    """Every candidate of the self-play, kept in `pool_path` so that a new draw need not play
    the games again."""
    if os.path.exists(pool_path):
        return [json.loads(line) for line in open(pool_path) if line.strip()]
    start_selfplay(gnubg)
    pool = []
    started = time.time()
    for source, unit, length, dice_seed in units(seed):
        pool.extend(candidates(gnubg, source, unit, length, play_unit(gnubg, length, dice_seed)))
    print('LUDUS-AGREEMENT pool %d positions, %.0f s' % (len(pool), time.time() - started))
    with open(pool_path, 'w') as out:
        for row in pool:
            out.write(json.dumps(row, separators=(',', ':')) + '\n')
    return pool


def make_positions(gnubg, out_path, seed, pool_path):
    pool = make_pool(gnubg, seed, pool_path)
    # Judging "real" needs a plain session: nobody plays, the 0-ply hint lists the plays.
    gnubg.command('set player 0 human')
    gnubg.command('set player 1 human')
    gnubg.command('set evaluation chequerplay evaluation plies 0')
    gnubg.command('new session')
    rows = draw(gnubg, pool, seed)
    with open(out_path, 'w') as out:
        for index, row in enumerate(rows):
            row['index'] = index
            out.write(json.dumps(row, separators=(',', ':')) + '\n')
    print('LUDUS-AGREEMENT wrote %d positions to %s' % (len(rows), out_path))


# ---- reference: gnubg's 2-ply figures of each position ----

def start_reference(gnubg):
    """Nobody plays; chequer play and cube at gnubg's world-class evaluation (2-ply, cubeful,
    pruning nets, no noise, its default move filter); Jacoby and beavers off."""
    gnubg.command('set player 0 human')
    gnubg.command('set player 1 human')
    gnubg.command('set jacoby off')
    gnubg.command('set beavers 0')
    for what in ('chequerplay', 'cubedecision'):
        gnubg.command('set evaluation %s evaluation plies 2' % what)
        gnubg.command('set evaluation %s evaluation cubeful on' % what)
        gnubg.command('set evaluation %s evaluation prune on' % what)
        gnubg.command('set evaluation %s evaluation noise 0' % what)
        gnubg.command('set evaluation %s evaluation deterministic on' % what)


def cube_action(nd, dt, dp):
    """The cube action from the doubler's three normalised equities, as gnubg names it
    (FindBestCubeDecision, beavers off); the same rule as scripts/agreement/summary.ts."""
    if dt >= dp:  # the taker passes
        return 'too-good/pass' if nd >= dp else 'double/pass'
    if dt > nd:
        return 'double/take'
    return 'too-good/take' if nd >= dp else 'no-double/take'


def reference_row(gnubg, row):
    started = time.time()
    gnubg.command('new match %d' % row['length'] if row['length'] else 'new session')
    gnubg.command('set matchid %s' % row['matchId'])
    gnubg.command('set board %s' % row['position'])
    if gnubg.positionid() != row['position']:
        raise RuntimeError('gnubg did not take the board %s' % row['position'])
    board = gnubg.board()
    cubeinfo = gnubg.cubeinfo()
    cubeless = dict(WORLD_CLASS, cubeful=0)
    p = gnubg.evaluate(board, cubeinfo, cubeless)
    cf = gnubg.cfevaluate(board, cubeinfo, WORLD_CLASS)
    nd, dt, dp = cf[1], cf[2], cf[3]
    gnubg.command('set dice %d %d' % tuple(row['dice']))
    plays = [{'move': h['move'], 'equity': round(h['equity'], 5),
              'probs': [round(x, 5) for x in h['details']['probs']],
              'plies': h['context']['plies'] if h['type'] == 'eval' else None}
             for h in gnubg.hint(10)['hint']]
    return {
        'index': row['index'], 'id': row['id'],
        'probabilities': [round(x, 6) for x in p[:5]],
        'equity': round(cubeless_equity(p), 6),
        'cube': {'noDouble': round(nd, 5), 'doubleTake': round(dt, 5),
                 'doublePass': round(dp, 5), 'action': cube_action(nd, dt, dp)},
        'best': plays[0]['move'] if plays else None, 'plays': plays,
        'seconds': round(time.time() - started, 2),
    }


def make_reference(gnubg, positions_path, out_path):
    rows = [json.loads(line) for line in open(positions_path) if line.strip()]
    done = set()
    if os.path.exists(out_path):
        done = {json.loads(line)['index'] for line in open(out_path) if line.strip()}
    start_reference(gnubg)
    with open(out_path, 'a') as out:
        for row in rows:
            if row['index'] in done:
                continue
            out.write(json.dumps(reference_row(gnubg, row), separators=(',', ':')) + '\n')
            out.flush()
            print('LUDUS-AGREEMENT gnubg %d of %d' % (row['index'] + 1, len(rows)), flush=True)


def main():
    import gnubg

    mode = os.environ.get('LUDUS_MODE', 'reference')
    positions = os.environ.get('LUDUS_POSITIONS', BENCH + '/positions.jsonl')
    if mode == 'positions':
        seed = int(os.environ.get('LUDUS_SEED', '1'))
        pool = os.environ.get('LUDUS_POOL', '/tmp/agreement-pool-%d.jsonl' % seed)
        make_positions(gnubg, positions, seed, pool)
    else:
        make_reference(gnubg, positions, os.environ.get('LUDUS_REFERENCE', BENCH + '/gnubg.jsonl'))


main()
