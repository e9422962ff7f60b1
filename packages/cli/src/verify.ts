// `npx ludus verify FILE`: recomputes every roll of a finished game's download (docs/fair-dice.md)
// and says, roll by roll, whether it matches. This interface is fixed (issue 20; others' checks
// use it): one line per roll, then `verified: N rolls` (exit 0), or `mismatch at roll K: …` at the
// first roll that does not match (exit 1), or `error …` for a file it cannot read (exit 2). All
// on standard output, so that the last line is always the verdict.
import { readFile } from 'node:fs/promises';
import { type CheckedRoll, type Mismatch, type Roll, verifyMat } from '@ludus/fair-dice';
import { quote } from './quote';

/** Larger than any real record by far: a bigger file is not one. */
const MAX_BYTES = 16 * 1024 * 1024;

const dice = (roll: Roll | null) => (roll ? `${roll[0]}-${roll[1]}` : '?');
const starter = (roll: Roll | null) => (roll && roll[0] > roll[1] ? 'white' : 'black');

/** An error line stays one readable line, whatever the file held. */
const MAX_ERROR = 300;

export function rollLine({ roll, dice: rolled, shown }: CheckedRoll): string {
  const note = {
    shown: '',
    opening: ` (opening: ${starter(rolled)} starts)`,
    'opening-tie': ' (opening tie: rolled again)',
    'opening-starter': ` (opening: ${starter(rolled)} starts and rolls afresh)`,
  }[shown];
  return `roll ${roll}: ${dice(rolled)} ok${note}`;
}

export function mismatchLine(mismatch: Mismatch): string {
  const { roll, expected, found, hashes } = mismatch;
  const at = `mismatch at roll ${roll}: `;
  switch (mismatch.reason) {
    case 'commitment':
      return `${at}the revealed server seed is not the committed one (its SHA-256 is ${hashes?.ofSeed}, the commitment ${hashes?.committed})`;
    case 'dice':
      return `${at}expected ${dice(expected)}, the record shows ${dice(found)}`;
    case 'starter': {
      const who = starter(expected);
      return `${at}expected ${dice(expected)} (${who} starts), the record has ${who === 'white' ? 'black' : 'white'} start`;
    }
    case 'no-nonce':
      return `${at}the record shows ${dice(found)} but reveals no nonce for it`;
    case 'not-shown':
      return `${at}expected ${dice(expected)}, the record shows no such roll`;
  }
}

async function readRecord(file: string): Promise<string | { error: string }> {
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_BYTES) return { error: `${quote(file)} is too large for a record` };
    return bytes.toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return { error: `cannot read ${quote(file)} (${code})` };
  }
}

export async function runVerify(args: readonly string[]): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const [file, ...extra] = args;
  if (file === undefined || extra.length > 0) {
    out('error usage: npx ludus verify FILE');
    return 2;
  }
  const text = await readRecord(file);
  if (typeof text !== 'string') {
    out(`error ${text.error}`);
    return 2;
  }
  const result = verifyMat(text);
  if (!result.ok) {
    out(`error ${result.error}: ${result.message}`.slice(0, MAX_ERROR));
    return 2;
  }
  for (const checked of result.value.checked) out(rollLine(checked));
  if (result.value.mismatch) {
    out(mismatchLine(result.value.mismatch));
    return 1;
  }
  out(`verified: ${result.value.checked.length} rolls`);
  return 0;
}
