# The data behind test/cube-gnubg.test.ts: GNU Backgammon 0-ply self-play (seeded dice), and for
# every position before a roll gnubg's 0-ply cubeless probabilities and its 0-ply cubeful cube
# analysis (no double, double/take, double/pass, normalised as gnubg prints them), one JSON line
# each. Not a test: run by hand, then compare with analyseCube (the test's rows were drawn from it).
#
#   OUT=/tmp/cube-positions.jsonl SEED=7 MONEY=40 M5=12 M7=8 \
#     gnubg -t -q -p packages/backgammon-engine/bench/strength-cube-2026-12-01/cube-positions.py
import gnubg, json, os
out = open(os.environ['OUT'], 'w')
gnubg.command('set display off')
for p in (0, 1):
    gnubg.command('set player %d gnubg' % p)
    gnubg.command('set player %d chequerplay evaluation plies 0' % p)
    gnubg.command('set player %d cubedecision evaluation plies 0' % p)
gnubg.command('set rng mersenne')
gnubg.command('set jacoby off')
gnubg.command('set beavers 0')
gnubg.command('set automatic game off')
ec_cubeless = gnubg.evalcontext(0, 0, 1, 1, 0.0)
ec_cubeful = gnubg.evalcontext(1, 0, 1, 1, 0.0)
seed = int(os.environ.get('SEED', '7'))
for length, count in ((0, int(os.environ.get('MONEY', '20'))), (5, int(os.environ.get('M5', '8'))), (7, int(os.environ.get('M7', '6')))):
    for k in range(count):
        gnubg.command('set seed %d' % (seed * 1000 + length * 100 + k))
        gnubg.command('new session' if length == 0 else 'new match %d' % length)
        for _ in range(40):
            if length == 0:
                break
            info = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)['games'][-1]['info']
            sx, so = info['score-X'], info['score-O']
            if info['winner'] == 'X': sx += info['points-won']
            elif info['winner'] == 'O': so += info['points-won']
            if max(sx, so) >= length: break
            gnubg.command('new game')
        record = gnubg.match(analysis=0, boards=1, statistics=0, verbose=0)
        for game in record['games']:
            info = game['info']
            score = (info['score-X'], info['score-O'])
            crawford = 1 if info.get('crawford') else 0
            cube, owner = 1, -1
            for e in game['game']:
                a = e.get('action')
                if a == 'take':
                    cube *= 2
                    owner = 0 if e['player'] == 'X' else 1
                if a != 'move' or 'board' not in e:
                    continue
                mover = 0 if e['player'] == 'X' else 1
                board = gnubg.positionfromid(e['board'])
                ci = gnubg.cubeinfo(cube, owner, mover, length, score, crawford, 0)
                probs = gnubg.evaluate(board, ci, ec_cubeless)
                cf = gnubg.cfevaluate(board, ci, ec_cubeful)
                out.write(json.dumps({'pid': e['board'], 'length': length, 'score': score, 'mover': mover,
                                      'crawford': crawford, 'cube': cube,
                                      'owner': 'centred' if owner < 0 else ('me' if owner == mover else 'opponent'),
                                      'probs': list(probs[:5]), 'nd': cf[1], 'dt': cf[2], 'dp': cf[3], 'rec': cf[5]}) + '\n')
out.close()
