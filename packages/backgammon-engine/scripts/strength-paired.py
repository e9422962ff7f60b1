# Two engines over the same dice: python3 strength-paired.py OLD_DIR NEW_DIR pairs the rows of
# world-class-{31,32,34}.jsonl in two strength-run directories by dice_seed (the harness's seeded
# dice per match, strength.py) and prints both win rates on the common matches, how many ended
# the same way, the discordant counts with a sign test's z, and both error rates per decision.
import json, math, sys
old_dir, new_dir = sys.argv[1:3]
both = []
for seed in (31, 32, 34):
    def rows(d):
        try:
            return {r['dice_seed']: r for r in map(json.loads, open(f'{d}/world-class-{seed}.jsonl'))}
        except FileNotFoundError:
            return {}
    a, b = rows(old_dir), rows(new_dir)
    both += [(a[k], b[k]) for k in sorted(a.keys() & b.keys())]
n = len(both)
ow = sum(o['ludus_won'] for o, _ in both); nw = sum(m['ludus_won'] for _, m in both)
lost_won = sum((not o['ludus_won']) and m['ludus_won'] for o, m in both)
won_lost = sum(o['ludus_won'] and (not m['ludus_won']) for o, m in both)
same_winner = n - lost_won - won_lost
d = lost_won - won_lost; disc = lost_won + won_lost
# exact-ish sign test, normal approximation
z = d / math.sqrt(disc) if disc else 0
oe = sum(o['ludus_error'] for o, _ in both) / sum(o['ludus_decisions'] for o, _ in both) * 1000
ne = sum(m['ludus_error'] for _, m in both) / sum(m['ludus_decisions'] for _, m in both) * 1000
print(f'{n} matches with the same dice seed: old {ow} wins ({100*ow/n:.1f}%), new {nw} ({100*nw/n:.1f}%)')
print(f'same result {same_winner}; old lost/new won {lost_won}; old won/new lost {won_lost}; sign-test z {z:.2f}')
print(f'error per decision: old {oe:.2f} mEMG, new {ne:.2f} mEMG')
