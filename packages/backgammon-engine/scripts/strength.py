# Strength harness: ludus (through `ludus bg engine`) against GNU Backgammon 0-ply, one-point
# matches; GNU Backgammon then analyses every match at 2-ply. Not a test: run it by hand.
#
#   cd /work/main
#   LUDUS_MATCHES=50 LUDUS_LEVEL=world-class LUDUS_SEED=1 LUDUS_OUT=/tmp/strength.jsonl \
#     gnubg -t -q -p packages/backgammon-engine/scripts/strength.py
#   python3 packages/backgammon-engine/scripts/strength.py /tmp/strength.jsonl [more.jsonl …]
#                                      (summary only, of one run or of several runs together)
#
# Each match appends one JSON line to LUDUS_OUT (so an interrupted run keeps its matches):
# match number, gnubg's dice seed, winner, ludus's analysed error (EMG) and decisions, gnubg's.
# The summary: ludus's error rate in mEMG per decision (unforced moves + close cube decisions, as
# GNU Backgammon counts them) and its win rate, each with a 95% interval.
import json
import math
import os
import subprocess
import sys


def summary(*paths):
    rows = [json.loads(line) for path in paths for line in open(path) if line.strip()]
    n = len(rows)
    if n == 0:
        print('no matches in', ', '.join(paths))
        return
    wins = sum(1 for r in rows if r['ludus_won'])
    p = wins / n
    z = 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    errors = [r['ludus_error'] for r in rows]
    decisions = [r['ludus_decisions'] for r in rows]
    rate = sum(errors) / max(sum(decisions), 1)
    # Standard error of a ratio estimator over matches (delta method).
    mean_d = sum(decisions) / n
    if n > 1 and mean_d > 0:
        var = sum((e - rate * d) ** 2 for e, d in zip(errors, decisions)) / (n * (n - 1))
        se = math.sqrt(var) / mean_d
    else:
        se = float('nan')
    g_rate = sum(r['gnubg_error'] for r in rows) / max(sum(r['gnubg_decisions'] for r in rows), 1)
    levels = sorted(set(r['level'] for r in rows))
    print('matches: %d (one point each), ludus level %s' % (n, ', '.join(levels)))
    print('ludus wins: %d of %d = %.1f%% (95%% Wilson interval %.1f%% to %.1f%%)'
          % (wins, n, 100 * p, 100 * (centre - half), 100 * (centre + half)))
    print('ludus error rate: %.1f mEMG per decision (95%% interval %.1f to %.1f), %d decisions'
          % (1000 * rate, 1000 * (rate - z * se), 1000 * (rate + z * se), sum(decisions)))
    print('gnubg 0-ply error rate (same analysis): %.1f mEMG per decision' % (1000 * g_rate))


def play(out_path, matches, level, seed):
    import gnubg

    root = os.environ.get('LUDUS_ROOT', os.getcwd())
    engine = subprocess.Popen(
        ['node', 'packages/cli/bin/ludus.mjs', 'bg', 'engine', '--seed', str(seed)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=root)

    def ask(line):
        engine.stdin.write(line + '\n')
        engine.stdin.flush()
        return engine.stdout.readline().strip()

    if ask('level ' + level) != 'ok':
        raise RuntimeError('ludus refused level ' + level)
    gnubg.command('set player 0 human')
    gnubg.command('set player 1 gnubg')
    gnubg.command('set player 1 chequerplay evaluation plies 0')
    gnubg.command('set player 1 cubedecision evaluation plies 0')
    gnubg.command('set analysis chequerplay evaluation plies 2')
    gnubg.command('set analysis cubedecision evaluation plies 2')
    gnubg.command('set rng mersenne')
    done = 0
    if os.path.exists(out_path):
        done = sum(1 for line in open(out_path) if line.strip())
    for number in range(done, matches):
        dice_seed = seed * 100003 + number
        gnubg.command('set seed %d' % dice_seed)
        gnubg.command('new match 1')
        ludus_moves = []
        for _ in range(1000):
            info = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)['games'][-1]['info']
            if info.get('winner') is not None:
                break
            if resignation_offered(gnubg.matchid()):
                # gnubg resigns hopeless games; in a one-point match any win is the win.
                gnubg.command('accept')
                continue
            gnubg.command('roll')
            if not dice_rolled(gnubg.matchid()):
                # ludus could not move: gnubg passed for it and played its own turn.
                continue
            answer = ask('best %s %s' % (gnubg.positionid(), gnubg.matchid()))
            if answer.startswith('error'):
                raise RuntimeError('ludus: ' + answer)
            if answer != '-':
                ludus_moves.append(answer)
                gnubg.command('move ' + answer)
        gnubg.command('analyse match')
        record = gnubg.match(analysis=1, boards=0, statistics=1, verbose=0)
        game = record['games'][-1]
        ludus_letter = letter_of(record, ludus_moves)
        other = 'O' if ludus_letter == 'X' else 'X'
        stats = game['stats']

        def error(letter):
            s = stats[letter]
            return (s['moves']['error-skill'] + s['cube']['error-skill'],
                    s['moves']['unforced-moves'] + s['cube']['close-cube'])

        check_winner(game)
        e, d = error(ludus_letter)
        ge, gd = error(other)
        row = {'match': number, 'dice_seed': dice_seed, 'level': level,
               'ludus_won': game['info']['winner'] == ludus_letter,
               'ludus_letter': ludus_letter, 'winner_letter': game['info']['winner'],
               'ludus_error': e, 'ludus_decisions': d, 'gnubg_error': ge, 'gnubg_decisions': gd}
        with open(out_path, 'a') as out:
            out.write(json.dumps(row) + '\n')
        print('LUDUS-STRENGTH %s' % json.dumps(row), flush=True)
    ask('quit')
    summary(out_path)


def match_id_bits(match_id):
    """A Match ID as one integer, bit 0 first (GNU Backgammon's layout)."""
    alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
    raw = bytearray()
    for start in range(0, 12, 4):
        chunk = 0
        for char in match_id[start:start + 4]:
            chunk = (chunk << 6) | alphabet.index(char)
        raw += chunk.to_bytes(3, 'big')
    return int.from_bytes(bytes(raw), 'little')


def dice_rolled(match_id):
    """Bits 15-17 hold die 1; 0 when not rolled."""
    return (match_id_bits(match_id) >> 15) & 7 != 0


def resignation_offered(match_id):
    """Bits 13-14: the resignation on offer (0 = none)."""
    return (match_id_bits(match_id) >> 13) & 3 != 0


def check_winner(game):
    """Unless the game ended by a resignation, the winner made the last move: check the letter."""
    moves = [e for e in game['game'] if e.get('action') == 'move' and e.get('move')]
    resigned = game['info'].get('resigned')
    if moves and not resigned and moves[-1]['player'] != game['info']['winner']:
        raise RuntimeError('the last move is %s\'s but gnubg names %s the winner'
                           % (moves[-1]['player'], game['info']['winner']))


def letter_of(record, ludus_moves):
    """gnubg's letter for the side ludus played: the one whose recorded moves are ludus's.

    The letters of the records, the statistics and the winner agree (X is player 0). The names
    are no guide: gnubg's default name of player 0 is "gnubg" and of player 1 the login name,
    whatever plays them; here ludus is player 0 and gnubg's computer player 1.
    """
    import gnubg

    ours = set(tuple(sorted(tuple(step) for step in gnubg.parsemove(m))) for m in ludus_moves)
    votes = {'X': 0, 'O': 0}
    for entry in record['games'][-1]['game']:
        if entry.get('action') == 'move' and entry.get('move'):
            key = tuple(sorted(tuple(step) for step in entry['move']))
            if key in ours and entry.get('player') in votes:
                votes[entry['player']] += 1
    letter = max(votes, key=votes.get)
    if votes[letter] == 0 or votes[letter] == votes['O' if letter == 'X' else 'X']:
        raise RuntimeError('cannot tell which side ludus played: %s' % votes)
    return letter


if __name__ == '__main__' and len(sys.argv) > 1 and not sys.argv[0].endswith('gnubg'):
    summary(*sys.argv[1:])
else:
    play(os.environ.get('LUDUS_OUT', '/tmp/ludus-strength.jsonl'),
         int(os.environ.get('LUDUS_MATCHES', '50')),
         os.environ.get('LUDUS_LEVEL', 'world-class'),
         int(os.environ.get('LUDUS_SEED', '1')))
