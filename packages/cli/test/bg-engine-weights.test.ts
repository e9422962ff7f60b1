import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  makeMatchId,
  makePositionId,
  parsePlay,
  parsePositionId,
  startPosition,
} from '@ludus/backgammon';
import {
  cubelessEquity,
  INPUTS,
  type NetSet,
  NeuralEvaluator,
  randomMlp,
  seededRandom,
  serialiseNets,
} from '@ludus/backgammon-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { matchIdState } from '../../backgammon/test/support/match-id-state';

interface Run {
  readonly lines: string[];
  readonly code: number | null;
}

/** Runs `ludus bg engine ARGS` with `input` on stdin to its end. */
function engine(args: readonly string[], input: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('node', ['packages/cli/bin/ludus.mjs', 'bg', 'engine', ...args]);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('close', (code) => resolve({ lines: out.split('\n').filter(Boolean), code }));
    child.stdin.end(input);
  });
}

/** Nets unlike the committed ones (8 hidden units, seeded): answers from them prove the file is used. */
function smallNets(seed: number): NetSet {
  const random = seededRandom(seed);
  const uniform = () => random.next();
  const shape = { inputs: INPUTS, hidden: 8 };
  return {
    contact: randomMlp(shape, uniform, 0.5),
    crashed: randomMlp(shape, uniform, 0.5),
    race: randomMlp(shape, uniform, 0.5),
  };
}

/** What `eval` prints for a position under the given nets. */
function expectedEval(nets: NetSet, positionId: string): string {
  const position = parsePositionId(positionId);
  if (!position.ok) throw new Error(position.message);
  const p = new NeuralEvaluator(nets).evaluate(position.value, 'backgammon');
  return [...p, cubelessEquity(p)].map((x) => x.toFixed(6)).join(' ');
}

const START = makePositionId(startPosition());
/** A contact position other than the start (the side on roll has split its back checkers). */
const SPLIT = makePositionId({
  player: [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0],
  opponent: [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
});

describe('ludus bg engine --weights FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ludus-weights-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const nets = smallNets(3);
  const weightsPath = join(dir, 'nets.json');
  writeFileSync(weightsPath, JSON.stringify(serialiseNets(nets, { test: 'seed 3' })));
  const checkpointPath = join(dir, 'checkpoint.json');
  const checkpoint = { seed: 3, games: 12, weights: serialiseNets(nets, { test: 'seed 3' }) };
  writeFileSync(checkpointPath, JSON.stringify(checkpoint));
  const queries = `eval ${START}\neval ${SPLIT}\nquit\n`;

  it('evaluates with the nets of a weights file, not the committed ones', async () => {
    const expected = [expectedEval(nets, START), expectedEval(nets, SPLIT)];
    const run = await engine(['--weights', weightsPath], queries);
    expect(run).toEqual({ lines: expected, code: 0 });
    const committed = await engine([], queries);
    expect(committed.lines).toHaveLength(2);
    expect(committed.lines[0]).not.toBe(expected[0]);
  });

  it("reads a training checkpoint's weights, with the other options anywhere", async () => {
    const expected = [expectedEval(nets, START), expectedEval(nets, SPLIT)];
    const run = await engine(
      ['--seed', '4', '--weights', checkpointPath, '--variant', 'backgammon'],
      queries,
    );
    expect(run).toEqual({ lines: expected, code: 0 });
  });

  it('plays with those nets: best answers a legal play', async () => {
    const match = makeMatchId(matchIdState({ dice: [5, 2] }));
    const run = await engine(
      ['--weights', weightsPath],
      `level advanced\nbest ${START} ${match}\n`,
    );
    expect(run.code).toBe(0);
    expect(run.lines[0]).toBe('ok');
    expect(parsePlay(run.lines[1] ?? '', startPosition(), [5, 2]).ok, run.lines[1]).toBe(true);
  });

  it('refuses a file that is missing, not JSON, of another format or corrupt, with status 2', async () => {
    const write = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const file = serialiseNets(nets, {});
    const cases: [string, RegExp][] = [
      [join(dir, 'absent.json'), /^error weights: cannot read '.*absent\.json' \(ENOENT\)$/],
      [write('text.json', 'not json'), /^error weights: '.*text\.json' is not JSON$/],
      [write('list.json', '[1, 2]'), /expected a weights file or a checkpoint with weights$/],
      [
        write('format.json', JSON.stringify({ ...file, format: 'other/9' })),
        /unknown format 'other\/9'$/,
      ],
      [
        write('inputs.json', JSON.stringify({ ...file, inputs: INPUTS + 1 })),
        new RegExp(`the weights take ${INPUTS + 1} inputs`),
      ],
      [
        write('nets.json', JSON.stringify({ ...file, nets: { contact: file.nets.contact } })),
        /the crashed net needs an integer hidden and a data string$/,
      ],
      [
        write(
          'short.json',
          JSON.stringify({ ...file, nets: { ...file.nets, race: { hidden: 8, data: 'AAAA' } } }),
        ),
        /the race net's data is corrupt$/,
      ],
    ];
    for (const [path, message] of cases) {
      const run = await engine(['--weights', path], `eval ${START}\n`);
      expect(run.code, path).toBe(2);
      expect(run.lines, path).toHaveLength(1);
      expect(run.lines[0], path).toMatch(message);
    }
  });

  it('refuses --weights without a file and given twice', async () => {
    for (const args of [['--weights'], ['--weights', weightsPath, '--weights', weightsPath]]) {
      const run = await engine(args, '');
      expect(run).toEqual({
        lines: [
          'error usage: ludus bg engine [--variant backgammon|tryktrak] [--seed N] [--weights FILE]',
        ],
        code: 2,
      });
    }
  });
});
