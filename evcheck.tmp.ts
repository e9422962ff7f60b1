import { legalMoves, play, START_POSITION, positionOutcome, type Position } from '@ludus/shatra';
import { shatraEvaluator, FITTED_WEIGHTS, seededRng } from './packages/shatra-engine/src/index';
import { shatraEvaluator as old } from './packages/shatra-engine/bench/baseline/shatra-game';
const rng = seededRng(1); const ps: Position[] = [];
for (let g = 0; g < 60; g++) { let p = START_POSITION; for (let i = 0; i < 120 && !positionOutcome(p); i++) { const m = legalMoves(p); p = play(p, m[rng.below(m.length)]!); ps.push(p);} }
const a = shatraEvaluator(FITTED_WEIGHTS), b = old(FITTED_WEIGHTS as never);
let diff = 0; for (const p of ps) if (a.evaluate(p) !== b.evaluate(p)) diff++;
console.log(ps.length, 'diff', diff);
const t = (name: string, f: (p: Position) => unknown) => { for (const p of ps) f(p); const c = process.cpuUsage(); for (let k = 0; k < 5; k++) for (const p of ps) f(p); const u = process.cpuUsage(c); console.log(name, ((u.user+u.system)/(5*ps.length)).toFixed(2), 'us'); };
t('new', (p) => a.evaluate(p)); t('old', (p) => b.evaluate(p));
