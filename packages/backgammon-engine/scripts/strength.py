# Strength harness: ludus (through `ludus bg engine`) against GNU Backgammon 0-ply; GNU
# Backgammon then analyses every match (or money game) at 2-ply. Not a test: run it by hand.
#
#   cd /work/main
#   LUDUS_MATCHES=50 LUDUS_LEVEL=world-class LUDUS_SEED=1 LUDUS_OUT=/tmp/strength.jsonl \
#     gnubg -t -q -p packages/backgammon-engine/scripts/strength.py
#   python3 packages/backgammon-engine/scripts/strength.py /tmp/strength.jsonl [more.jsonl …]
#                                      (summary only, of one run or of several runs together)
#
# LUDUS_GNUBG_ANALYSIS=off has gnubg analyse only ludus's side (its own moves are not analysed,
# which saves about half of the analysis time); the rows then carry gnubg_error and
# gnubg_decisions as null, and the summary gives gnubg's error rate over the rows that have it.
#
# LUDUS_LENGTH=N plays N-point matches (default 1: one-point matches, where the cube is dead);
# LUDUS_LENGTH=0 plays money: LUDUS_MATCHES single money games, each its own gnubg session (cube
# on, Jacoby off, no beavers). LUDUS_WEIGHTS=FILE hands `--weights FILE` to the engine.
#
# Each match (money: each game) appends one JSON line to LUDUS_OUT, so an interrupted run keeps
# what it finished: the dice seed, winner, points, ludus's and gnubg's analysed errors (chequer
# and cube apart, cube errors by kind), ludus's cube actions. The summary prints ludus's error
# rates (mEMG per decision: unforced moves + close cube decisions, as GNU Backgammon counts them)
# and its win rate or points per game, each with a 95% interval.
#
# The cube: before each of ludus's rolls at which it may double (not the Crawford game, the cube
# not gnubg's), the harness asks `double`; when gnubg doubles it asks `take` with the Position ID
# and Match ID gnubg shows while the double is pending (the doubler on roll, the cube as before:
# PROTOCOL.md). In a match `beaver` is a protocol error; in money play it is read as `take`
# (beavers are off here, and the Match ID cannot tell the engine so: PROTOCOL.md) and counted.
# gnubg's resignations: ludus accepts when the points offered are worth at least ludus's
# cubeless, dead-cube value of playing on by its own `eval` (money: points; a match: match
# winning chance from the Kazaross-XG2 table in GNU Backgammon's data files). In a one-point
# match any win is the win, so every resignation is accepted, as the one-point harness always did.
import json
import math
import os
import re
import subprocess
import sys

Z = 1.96
MET_FILE = '/usr/share/gnubg/met/Kazaross-XG2.xml'
CUBE_ERRORS = ['missed-double-below-cp', 'missed-double-above-cp', 'wrong-double-below-dp',
               'wrong-double-above-tg', 'wrong-take', 'wrong-drop']


# ---------------------------------------------------------------- summary


def wilson(wins, n):
    p = wins / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return p, centre - half, centre + half


def ratio(rows, error_key, decisions_key):
    """Total error / total decisions, with the 95% interval of a ratio over rows (delta method)."""
    errors = [r[error_key] for r in rows]
    decisions = [r[decisions_key] for r in rows]
    n = len(rows)
    rate = sum(errors) / max(sum(decisions), 1)
    mean_d = sum(decisions) / n
    if n > 1 and mean_d > 0:
        var = sum((e - rate * d) ** 2 for e, d in zip(errors, decisions)) / (n * (n - 1))
        se = math.sqrt(var) / mean_d
    else:
        se = float('nan')
    return rate, rate - Z * se, rate + Z * se, sum(decisions)


def summary(*paths):
    rows = [json.loads(line) for path in paths for line in open(path) if line.strip()]
    if not rows:
        print('no matches in', ', '.join(paths))
        return
    # Rows of the one-point harness carry no length: they are one-point matches.
    lengths = sorted(set(r.get('length', 1) for r in rows))
    for length in lengths:
        part = [r for r in rows if r.get('length', 1) == length]
        if length == 1:
            summary_one_point(part)
        else:
            summary_cube(part, length)


def summary_one_point(rows):
    n = len(rows)
    wins = sum(1 for r in rows if r['ludus_won'])
    p, low, high = wilson(wins, n)
    rate, rate_low, rate_high, decisions = ratio(rows, 'ludus_error', 'ludus_decisions')
    analysed = [r for r in rows if r.get('gnubg_decisions') is not None]
    levels = sorted(set(r['level'] for r in rows))
    print('matches: %d (one point each), ludus level %s' % (n, ', '.join(levels)))
    print('ludus wins: %d of %d = %.1f%% (95%% Wilson interval %.1f%% to %.1f%%)'
          % (wins, n, 100 * p, 100 * low, 100 * high))
    print('ludus error rate: %.1f mEMG per decision (95%% interval %.1f to %.1f), %d decisions'
          % (1000 * rate, 1000 * rate_low, 1000 * rate_high, decisions))
    if analysed:
        g_rate = ratio(analysed, 'gnubg_error', 'gnubg_decisions')[0]
        print('gnubg 0-ply error rate (same analysis): %.1f mEMG per decision, over %d matches'
              % (1000 * g_rate, len(analysed)))


def summary_cube(rows, length):
    n = len(rows)
    levels = ', '.join(sorted(set(r['level'] for r in rows)))
    if length == 0:
        points = [r['ludus_points'] for r in rows]
        mean = sum(points) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in points) / (n - 1)) if n > 1 else float('nan')
        half = Z * sd / math.sqrt(n)
        print('money games: %d (cube on, Jacoby off, no beavers), ludus level %s' % (n, levels))
        print('ludus points per game: %+.3f (95%% interval %+.3f to %+.3f), %+d points in all'
              % (mean, mean - half, mean + half, sum(points)))
        print('ludus wins %d of %d games' % (sum(1 for r in rows if r['ludus_won']), n))
    else:
        wins = sum(1 for r in rows if r['ludus_won'])
        p, low, high = wilson(wins, n)
        games = sum(r['games'] for r in rows)
        print('matches: %d of %d points (%d games), ludus level %s' % (n, length, games, levels))
        print('ludus wins: %d of %d = %.1f%% (95%% Wilson interval %.1f%% to %.1f%%)'
              % (wins, n, 100 * p, 100 * low, 100 * high))
    for who in ('ludus', 'gnubg'):
        print_rates(rows, who)
    print_cube_errors(rows, 'ludus')
    print_cube_errors(rows, 'gnubg')
    print_cube_actions(rows)
    print_marked(rows)


def print_rates(rows, who):
    label = 'ludus' if who == 'ludus' else 'gnubg 0-ply'
    for name, kind in (('chequer', 'chequer'), ('cube', 'cube'), ('overall', None)):
        error = '%s_%s_error' % (who, kind) if kind else '%s_error' % who
        decisions = '%s_%s_decisions' % (who, kind) if kind else '%s_decisions' % who
        rate, low, high, count = ratio(rows, error, decisions)
        unit = 'close cube decision' if kind == 'cube' else 'decision'
        print('%s %s error rate: %.1f mEMG per %s (95%% interval %.1f to %.1f), %d decisions'
              % (label, name, 1000 * rate, unit, 1000 * low, 1000 * high, count))


def print_cube_errors(rows, who):
    parts = []
    for kind in CUBE_ERRORS:
        count = sum(r['%s_cube_errors' % who][kind]['count'] for r in rows)
        cost = sum(r['%s_cube_errors' % who][kind]['emg'] for r in rows)
        parts.append('%s %d (%.3f EMG)' % (kind, count, cost))
    print('%s cube errors: %s' % (who, ', '.join(parts)))


def print_cube_actions(rows):
    actions = {}
    for r in rows:
        for key, value in r['ludus_cube_actions'].items():
            actions[key] = actions.get(key, 0) + value
    print('ludus cube actions: %s' % ', '.join('%s %d' % kv for kv in sorted(actions.items())))


def print_marked(rows):
    """ludus's marked cube decisions by question, answer and gnubg's mark (rows that list them)."""
    counts = {}
    for r in rows:
        for m in r.get('ludus_cube_marked', []):
            key = '%s answered %s (%s)' % (m['ask'], m.get('answer', '?'), m['gnubg_mark'])
            counts[key] = counts.get(key, 0) + 1
    if counts:
        print('ludus marked cube decisions: %s'
              % ', '.join('%s x%d' % kv for kv in sorted(counts.items())))


# ---------------------------------------------------------------- Match IDs


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


def match_state(match_id):
    """The fields of a Match ID the harness needs (bit layout: packages/backgammon match-id.ts)."""
    bits = match_id_bits(match_id)
    owner = (bits >> 4) & 3
    return {
        'cube': 1 << (bits & 15),
        'owner': 'centred' if owner == 3 else owner,
        'on_roll': (bits >> 6) & 1,
        'crawford': bool((bits >> 7) & 1),
        'game_state': (bits >> 8) & 7,
        'to_act': (bits >> 11) & 1,
        'double_offered': bool((bits >> 12) & 1),
        'resignation': (bits >> 13) & 3,
        'rolled': (bits >> 15) & 7 != 0,
        'length': (bits >> 21) & 0x7fff,
        'score': ((bits >> 36) & 0x7fff, (bits >> 51) & 0x7fff),
    }


def dice_rolled(match_id):
    return match_state(match_id)['rolled']


def resignation_offered(match_id):
    return match_state(match_id)['resignation'] != 0


# ---------------------------------------------------------------- resignations


def read_met():
    text = open(MET_FILE, encoding='utf-8').read()

    def rows(section):
        body = re.search(r'<%s[^>]*>(.*?)</%s>' % (section, section), text, re.S).group(1)
        return [[float(v) for v in re.findall(r'<me>([^<]+)</me>', row)]
                for row in re.findall(r'<row>(.*?)</row>', body, re.S)]

    return rows('pre-crawford-table'), rows('post-crawford-table')[0]


def match_winning_chance(met, my_away, their_away, post):
    """As packages/backgammon-engine/src/met.ts (matches up to the table's 25 points)."""
    pre, post_table = met
    if my_away <= 0:
        return 1.0
    if their_away <= 0:
        return 0.0
    if post and my_away == 1 and their_away > 1:
        return 1 - post_table[their_away - 1]
    if post and their_away == 1 and my_away > 1:
        return post_table[my_away - 1]
    return pre[my_away - 1][their_away - 1]


def resignation_worth(state, met, ludus):
    """What a result of `points` (signed, for ludus) is worth to ludus: points or match chance."""
    if state['length'] == 0:
        return lambda points: points
    mine = state['length'] - state['score'][ludus]
    theirs = state['length'] - state['score'][1 - ludus]
    # As cube.ts's worthFunction: the Crawford game and after use the post-Crawford table.
    post = state['crawford'] or mine == 1 or theirs == 1
    return lambda points: (match_winning_chance(met, mine - points, theirs, post) if points >= 0
                           else match_winning_chance(met, mine, theirs + points, post))


def accepts_resignation(ask, met, ludus):
    """Whether ludus accepts gnubg's resignation: the offer is worth at least playing on."""
    import gnubg

    state = match_state(gnubg.matchid())
    answer = ask('eval %s' % gnubg.positionid())
    if answer.startswith('error'):
        raise RuntimeError('ludus: ' + answer)
    p = [float(x) for x in answer.split()[:5]]
    if state['on_roll'] != ludus:
        # eval is for the side on roll (gnubg's Position ID is from its side): turn it round.
        p = [1 - p[0], p[3], p[4], p[1], p[2]]
    win, win_g, win_bg, lose_g, lose_bg = p
    worth = resignation_worth(state, met, ludus)
    c = state['cube']
    play_on = ((win - win_g) * worth(c) + (win_g - win_bg) * worth(2 * c) + win_bg * worth(3 * c)
               + (1 - win - lose_g) * worth(-c) + (lose_g - lose_bg) * worth(-2 * c)
               + lose_bg * worth(-3 * c))
    return worth(state['resignation'] * c) >= play_on - 1e-9


# ---------------------------------------------------------------- playing


def configure(gnubg, analyse_gnubg=True):
    gnubg.command('set display off')
    if not analyse_gnubg:
        # Player 1 is gnubg's own side (see below); ludus's figures do not depend on it.
        gnubg.command('set analysis player 1 analyse off')
    gnubg.command('set player 0 human')
    gnubg.command('set player 1 gnubg')
    gnubg.command('set player 1 chequerplay evaluation plies 0')
    gnubg.command('set player 1 cubedecision evaluation plies 0')
    gnubg.command('set analysis chequerplay evaluation plies 2')
    gnubg.command('set analysis cubedecision evaluation plies 2')
    gnubg.command('set rng mersenne')
    gnubg.command('set cube use on')
    gnubg.command('set jacoby off')
    gnubg.command('set beavers 0')
    # Each game is started by the harness (money: one game a session; a match: the next game).
    gnubg.command('set automatic game off')


class Turns:
    """Plays ludus's side (gnubg's player 0) of one gnubg match or money session to its end."""

    LUDUS = 0

    def __init__(self, ask, met, length):
        self.ask = ask
        self.met = met
        self.length = length
        self.moves = []
        self.game = 0
        # Every cube question put to ludus: game number, command, Position ID, Match ID, answer.
        self.cube_queries = []
        self.actions = {'double': 0, 'no-double': 0, 'take': 0, 'pass': 0, 'beaver-as-take': 0,
                        'resignation-accepted': 0, 'resignation-rejected': 0}

    def ask_checked(self, line, allowed):
        answer = self.ask(line)
        if answer not in allowed:
            raise RuntimeError('ludus answered %r to %r (expected one of %s)'
                               % (answer, line, ', '.join(allowed)))
        return answer

    def play(self):
        import gnubg

        for _ in range(5000):
            state = match_state(gnubg.matchid())
            if state['game_state'] != 1:
                if not self.next_game():
                    return
                continue
            if state['to_act'] != self.LUDUS:
                raise RuntimeError('gnubg waits for itself: %s' % gnubg.matchid())
            if state['resignation']:
                self.answer_resignation()
            elif state['double_offered']:
                self.answer_double()
            elif not state['rolled']:
                self.before_roll(state)
            else:
                self.move()
        raise RuntimeError('no end after 5000 actions')

    def note(self, line, answer):
        command, position, match = line.split()
        self.cube_queries.append({'game': self.game, 'ask': command, 'position': position,
                                  'match': match, 'answer': answer})

    def next_game(self):
        """After a game of an unfinished match, start the next; False when all is played."""
        import gnubg

        if self.length == 0:
            return False
        games = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)['games']
        if max(final_score(games, 'X')) >= self.length:
            return False
        gnubg.command('new game')
        self.game += 1
        return True

    def answer_resignation(self):
        import gnubg

        accept = self.length == 1 or accepts_resignation(self.ask, self.met, self.LUDUS)
        self.actions['resignation-accepted' if accept else 'resignation-rejected'] += 1
        gnubg.command('accept' if accept else 'reject')

    def answer_double(self):
        import gnubg

        allowed = ['take', 'pass', 'beaver'] if self.length == 0 else ['take', 'pass']
        line = 'take %s %s' % (gnubg.positionid(), gnubg.matchid())
        answer = self.ask_checked(line, allowed)
        self.note(line, answer)
        if answer == 'beaver':
            answer = 'take'  # beavers off: PROTOCOL.md says such a caller reads beaver as take
            self.actions['beaver-as-take'] += 1
        self.actions[answer] += 1
        gnubg.command('take' if answer == 'take' else 'drop')

    def before_roll(self, state):
        import gnubg

        may_double = (self.length != 1 and not state['crawford']
                      and state['owner'] in ('centred', self.LUDUS) and state['cube'] < 64)
        if may_double:
            line = 'double %s %s' % (gnubg.positionid(), gnubg.matchid())
            answer = self.ask_checked(line, ['double', 'no-double'])
            self.note(line, answer)
            self.actions[answer] += 1
            if answer == 'double':
                gnubg.command('double')  # gnubg answers at once; a drop ends the game
                return
        gnubg.command('roll')

    def move(self):
        import gnubg

        answer = self.ask('best %s %s' % (gnubg.positionid(), gnubg.matchid()))
        if answer.startswith('error'):
            raise RuntimeError('ludus: ' + answer)
        if answer == '-':
            raise RuntimeError('ludus found no play where gnubg waits for one: %s %s'
                               % (gnubg.positionid(), gnubg.matchid()))
        self.moves.append(answer)
        gnubg.command('move ' + answer)


def play(out_path, matches, level, seed, length, weights, analyse_gnubg=True):
    import gnubg

    root = os.environ.get('LUDUS_ROOT', os.getcwd())
    command = ['node', 'packages/cli/bin/ludus.mjs', 'bg', 'engine', '--seed', str(seed)]
    if weights:
        command += ['--weights', weights]
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                              cwd=root)

    def ask(line):
        engine.stdin.write(line + '\n')
        engine.stdin.flush()
        return engine.stdout.readline().strip()

    if ask('level ' + level) != 'ok':
        raise RuntimeError('ludus refused level ' + level)
    if not analyse_gnubg and length != 1:
        raise RuntimeError('LUDUS_GNUBG_ANALYSIS=off is for one-point matches only')
    configure(gnubg, analyse_gnubg)
    met = read_met()
    done = 0
    if os.path.exists(out_path):
        done = sum(1 for line in open(out_path) if line.strip())
    for number in range(done, matches):
        dice_seed = seed * 100003 + number
        gnubg.command('set seed %d' % dice_seed)
        gnubg.command('new session' if length == 0 else 'new match %d' % length)
        turns = Turns(ask, met, length)
        turns.play()
        gnubg.command('analyse match')
        record = gnubg.match(analysis=1, boards=1, statistics=1, verbose=0)
        row = make_row(record, turns, number, dice_seed, level, length)
        if not analyse_gnubg:
            row.update({k: None for k in row if k.startswith('gnubg_')})
        with open(out_path, 'a') as out:
            out.write(json.dumps(row) + '\n')
        print('LUDUS-STRENGTH %s' % json.dumps(row), flush=True)
    ask('quit')
    summary(out_path)


# ---------------------------------------------------------------- rows and their checks


def side_figures(stats, letter, prefix):
    """One side's analysed errors in EMG (GNU Backgammon's 'skill' figures, money-normalised).

    gnubg's Python statistics give the chequer 'error-skill' as a total but the cube
    'error-skill' per close cube decision (gnubgmodule.c, PyGameStats: PERMOVE); the total cube
    error is the sum of the errors by kind, checked against that rate × the close decisions.
    """
    moves = stats[letter]['moves']
    cube = stats[letter]['cube']
    cube_error = sum(cube['err-%s-skill' % kind] for kind in CUBE_ERRORS)
    per_decision = cube['error-skill'] * cube['close-cube']
    if cube['close-cube'] and abs(cube_error - per_decision) > 1e-4 + 1e-3 * cube_error:
        raise RuntimeError('gnubg cube errors by kind %.6f, per decision %.6f x %d'
                           % (cube_error, cube['error-skill'], cube['close-cube']))
    figures = {
        prefix + '_error': moves['error-skill'] + cube_error,
        prefix + '_decisions': moves['unforced-moves'] + cube['close-cube'],
        prefix + '_chequer_error': moves['error-skill'],
        prefix + '_chequer_decisions': moves['unforced-moves'],
        prefix + '_cube_error': cube_error,
        prefix + '_cube_decisions': cube['close-cube'],
        prefix + '_cube_errors': {kind: {'count': cube[kind], 'emg': cube['err-%s-skill' % kind]}
                                  for kind in CUBE_ERRORS},
    }
    figures[prefix + '_doubles'] = cube['n-doubles']
    figures[prefix + '_takes'] = cube['n-takes']
    figures[prefix + '_drops'] = cube['n-drops']
    return figures


def make_row(record, turns, number, dice_seed, level, length):
    games = record['games']
    ludus_letter = letter_of(record, turns.moves)
    other = 'O' if ludus_letter == 'X' else 'X'
    for game in games:
        check_winner(game)
    check_cube_actions(games, ludus_letter, turns.actions)
    last = games[-1]['info']
    winner = last['winner']
    # gnubg's statistics for the whole match (all its games); a money session here is one game.
    stats = record['stats'] if 'stats' in record else games[-1]['stats']
    row = {'match': number, 'dice_seed': dice_seed, 'level': level,
           'ludus_won': winner == ludus_letter, 'ludus_letter': ludus_letter,
           'winner_letter': winner}
    row.update(side_figures(stats, ludus_letter, 'ludus'))
    row.update(side_figures(stats, other, 'gnubg'))
    if length == 1:
        return {k: row[k] for k in ('match', 'dice_seed', 'level', 'ludus_won', 'ludus_letter',
                                    'winner_letter', 'ludus_error', 'ludus_decisions',
                                    'gnubg_error', 'gnubg_decisions')}
    points = last['points-won']
    row.update({'length': length, 'games': len(games),
                'ludus_points': points if winner == ludus_letter else -points,
                'ludus_cube_actions': turns.actions,
                'ludus_cube_marked': marked_cube_decisions(games, ludus_letter, turns.cube_queries),
                'resigned': [g['info'].get('resigned', False) for g in games]})
    if length > 1:
        check_match_score(games, length, ludus_letter, row['ludus_won'])
        row['final_score'] = final_score(games, ludus_letter)
    return row


def marked_cube_decisions(games, letter, queries):
    """ludus's cube decisions that gnubg's analysis marks (doubtful, bad, very bad): the question
    as ludus was asked it, its answer, and gnubg's mark and cube analysis. A missed or wrong
    double is marked on ludus's move entry or its double; a wrong take or drop on its answer, whose
    position is the double's (the doubler's side, as the take question has it). gnubg's numbers
    are for the player on roll (the doubler): cubeless probabilities and cubeful no-double and
    double/take values, as match winning chances in a match and as money equity per cube in
    money play (where double/pass is 1)."""
    marked = []
    for number, game in enumerate(games):
        asked = {(q['ask'], q['position']): q for q in queries if q['game'] == number}
        double_entry = None
        for entry in game['game']:
            action = entry.get('action')
            analysis = entry.get('analysis') or {}
            if action == 'double':
                double_entry = entry
            if entry.get('player') != letter:
                continue
            if action == 'move' and analysis.get('cube-skill'):
                key, mark, source = ('double', entry.get('board')), analysis['cube-skill'], entry
            elif action == 'double' and analysis.get('skill'):
                key, mark, source = ('double', entry.get('board')), analysis['skill'], entry
            elif action in ('take', 'drop') and analysis.get('skill') and double_entry:
                key, mark = ('take', double_entry.get('board')), analysis['skill']
                source = double_entry
            else:
                continue
            cube = {k: v for k, v in (source.get('analysis') or {}).items()
                    if k in ('probs', 'nd-cubeful-eq', 'dt-cubeful-eq', 'dp-cubeful-eq')}
            query = asked.get(key, {'game': number, 'ask': key[0], 'position': key[1]})
            marked.append(dict(query, gnubg_mark=mark, gnubg_action=action, gnubg=cube))
    return marked


def final_score(games, ludus_letter):
    last = games[-1]['info']
    mine = last['score-' + ludus_letter]
    theirs = last['score-' + ('O' if ludus_letter == 'X' else 'X')]
    if last['winner'] == ludus_letter:
        mine += last['points-won']
    else:
        theirs += last['points-won']
    return [mine, theirs]


def check_match_score(games, length, ludus_letter, ludus_won):
    """The final score reaches the length for the winner only, and each game adds its points."""
    score = {'X': 0, 'O': 0}
    for game in games:
        info = game['info']
        if (info['score-X'], info['score-O']) != (score['X'], score['O']):
            raise RuntimeError('game scores do not add up: %s after %s' % (info, score))
        score[info['winner']] += info['points-won']
    winner = max(score, key=score.get)
    if score[winner] < length or (winner == ludus_letter) != ludus_won:
        raise RuntimeError('match not finished or winner wrong: %s of %d' % (score, length))


def check_winner(game):
    """Who won: the doubler when the double was dropped, else (no resignation) the last mover."""
    info = game['info']
    if info.get('resigned'):
        return
    actions = [e for e in game['game'] if e.get('action') in ('move', 'double', 'drop', 'take')]
    if actions and actions[-1]['action'] == 'drop':
        if actions[-1]['player'] == info['winner']:
            raise RuntimeError('%s dropped but gnubg names it the winner' % info['winner'])
        return
    moves = [e for e in actions if e['action'] == 'move' and e.get('move')]
    if moves and moves[-1]['player'] != info['winner']:
        raise RuntimeError('the last move is %s\'s but gnubg names %s the winner'
                           % (moves[-1]['player'], info['winner']))


def check_cube_actions(games, letter, actions):
    """The doubles, takes and drops in gnubg's record for ludus's side are the ones it answered."""
    recorded = {'double': 0, 'take': 0, 'drop': 0}
    for game in games:
        for entry in game['game']:
            if entry.get('player') == letter and entry.get('action') in recorded:
                recorded[entry['action']] += 1
    told = {'double': actions['double'], 'take': actions['take'], 'drop': actions['pass']}
    if recorded != told:
        raise RuntimeError('gnubg recorded %s for ludus, ludus answered %s' % (recorded, told))


def letter_of(record, ludus_moves):
    """gnubg's letter for the side ludus played: the one whose recorded moves are ludus's.

    The letters of the records, the statistics and the winner agree (X is player 0). The names
    are no guide: gnubg's default name of player 0 is "gnubg" and of player 1 the login name,
    whatever plays them; here ludus is player 0 and gnubg's computer player 1. A money game can
    end before ludus has moved (a double dropped at once); then the letter is player 0's, X.
    """
    import gnubg

    ours = set(tuple(sorted(tuple(step) for step in gnubg.parsemove(m))) for m in ludus_moves)
    votes = {'X': 0, 'O': 0}
    for game in record['games']:
        for entry in game['game']:
            if entry.get('action') == 'move' and entry.get('move'):
                key = tuple(sorted(tuple(step) for step in entry['move']))
                if key in ours and entry.get('player') in votes:
                    votes[entry['player']] += 1
    if not ludus_moves:
        return 'X'
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
         int(os.environ.get('LUDUS_SEED', '1')),
         int(os.environ.get('LUDUS_LENGTH', '1')),
         os.environ.get('LUDUS_WEIGHTS', ''),
         os.environ.get('LUDUS_GNUBG_ANALYSIS', 'on') != 'off')
