# A third opinion for the agreement benchmark (issue 23; bench/agreement/README.md): GNU
# Backgammon's own cubeless rollouts of the benchmark's positions, to tell where ludus's rollout
# and gnubg's 2-ply disagree which of the two is off. Not a test; run it by hand, niced, from the
# repository root. gnubg prints a rollout's results only to a terminal, so the run goes under
# `script`, whose typescript this same file then reads (with plain python3):
#
#   LUDUS_CLASS=crashed script -qc "nice -n 10 /usr/games/gnubg -t -q -p \
#     packages/backgammon-engine/scripts/agreement/gnubg_rollout.py" /tmp/gnubg-rollout.txt
#   python3 packages/backgammon-engine/scripts/agreement/gnubg_rollout.py /tmp/gnubg-rollout.txt \
#     > packages/backgammon-engine/bench/agreement/gnubg-rollout.jsonl
#   python3 packages/backgammon-engine/scripts/agreement/gnubg_rollout.py --compare
#
# `--compare` prints, by class, the mean |difference| in cubeless equity between each pair of
# gnubg's 2-ply (gnubg.jsonl), ludus's rollout (ludus.jsonl) and gnubg's rollout
# (gnubg-rollout.jsonl), over the positions all three have.
#
# LUDUS_CLASS picks the positions of one class (default: all 200); LUDUS_TRIALS (default 1296)
# and LUDUS_SEED (default 1) the rollout's. Each rollout: GNU Backgammon's defaults besides
# (0-ply chequer play, variance reduction, quasi-random dice, to the one-sided bear-off
# database), cubeless, the position before the roll, money (cubeless probabilities do not
# depend on the score). Each position's output is bracketed by markers that the reading finds.
import json
import math
import os
import re
import sys

BENCH = 'packages/backgammon-engine/bench/agreement'
START = 'LUDUS-ROLLOUT-START'
END = 'LUDUS-ROLLOUT-END'


def rows_of(name):
    """The rows of one of the benchmark's JSON-lines files, by position index."""
    with open(os.path.join(BENCH, name)) as f:
        return {r['index']: r for r in (json.loads(line) for line in f if line.strip())}


def positions():
    wanted = os.environ.get('LUDUS_CLASS')
    rows = sorted(rows_of('positions.jsonl').values(), key=lambda r: r['index'])
    return [r for r in rows if wanted is None or r['class'] == wanted]


def roll_out(gnubg):
    trials = int(os.environ.get('LUDUS_TRIALS', '1296'))
    seed = int(os.environ.get('LUDUS_SEED', '1'))
    for command in ('set player 0 human', 'set player 1 human', 'set jacoby off',
                    'set rollout trials %d' % trials, 'set rollout cubeful off',
                    'set rollout seed %d' % seed):
        gnubg.command(command)
    for row in positions():
        gnubg.command('new session')
        gnubg.command('set board %s' % row['position'])
        if gnubg.positionid() != row['position']:
            raise RuntimeError('gnubg did not take %s' % row['position'])
        print('%s %d %s' % (START, row['index'], row['class']), flush=True)
        gnubg.command('rollout')
        print('%s %d' % (END, row['index']), flush=True)


# "  0.572 0.324 0.001 - 0.428 0.000 0.000 CL +0.469" (win, win gammon, win backgammon - lose,
# lose gammon, lose backgammon, cubeless equity), then its standard errors in brackets.
FIGURES = re.compile(r'^\s*([\d.]+) ([\d.]+) ([\d.]+) - ([\d.]+) ([\d.]+) ([\d.]+) CL ([+-]?[\d.]+)')
ERRORS = re.compile(r'^\s*\[([\d.]+) ([\d.]+) ([\d.]+) - ([\d.]+) ([\d.]+) ([\d.]+) CL\s+([\d.]+)\]')


def read(typescript):
    """One JSON line per rolled-out position: index, probabilities in gnubg's order, cubeless
    equity and its standard error."""
    text = open(typescript, encoding='utf-8', errors='replace').read().replace('\r', '')
    for block in text.split(START)[1:]:
        head, _, body = block.partition('\n')
        index, cls = head.split()[:2]
        body = body.split(END)[0]
        lines = body.split('\n')
        at = max(i for i, line in enumerate(lines) if line.startswith('Current Position'))
        figures = FIGURES.match(lines[at + 1])
        errors = ERRORS.match(lines[at + 2])
        if not figures or not errors:
            raise RuntimeError('no figures for position %s' % index)
        win, wg, wb, _, lg, lb, equity = (float(x) for x in figures.groups())
        print(json.dumps({'index': int(index), 'class': cls,
                          'probabilities': [win, wg, wb, lg, lb], 'equity': equity,
                          'equityStderr': float(errors.group(7))}))


def compare():
    two_ply, ludus, rollout = (rows_of(n) for n in ('gnubg.jsonl', 'ludus.jsonl',
                                                     'gnubg-rollout.jsonl'))
    shared = sorted(set(two_ply) & set(ludus) & set(rollout))
    pairs = (('ludus rollout - gnubg 2-ply', ludus, two_ply),
             ('gnubg rollout - gnubg 2-ply', rollout, two_ply),
             ('ludus rollout - gnubg rollout', ludus, rollout))
    print('| class | positions | ' + ' | '.join(name for name, _, _ in pairs) + ' |')
    print('| --- | ---: | ' + ' | '.join('---:' for _ in pairs) + ' |')
    for cls in sorted({rollout[i]['class'] for i in shared}) + ['all']:
        chosen = [i for i in shared if cls == 'all' or rollout[i]['class'] == cls]
        cells = []
        for _, a, b in pairs:
            diffs = [abs(a[i]['equity'] - b[i]['equity']) for i in chosen]
            mean = sum(diffs) / len(diffs)
            sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1))
            cells.append('%.4f ± %.4f' % (mean, 1.96 * sd / math.sqrt(len(diffs))))
        print('| %s | %d | %s |' % (cls, len(chosen), ' | '.join(cells)))


if __name__ == '__main__' and sys.argv[1:] == ['--compare']:
    compare()
elif __name__ == '__main__' and len(sys.argv) > 1:
    read(sys.argv[1])
else:
    import gnubg  # noqa: E402 (only inside gnubg)
    roll_out(gnubg)
