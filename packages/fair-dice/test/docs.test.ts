// docs/fair-dice.md's example block, line by line, against the implementation and the
// independent node:crypto reference: the document may not drift from the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commitmentOf, deriveRoll, rollMessage } from '../src/index';
import { referenceBlock, referenceCommitment, referenceDice } from './reference';

const doc = readFileSync(new URL('../../../docs/fair-dice.md', import.meta.url), 'utf8');

/** The `key  value` lines of the fenced block under "## Example". */
function exampleValues(): Map<string, string> {
  const section = doc.slice(doc.indexOf('## Example'));
  const block = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const values = new Map<string, string>();
  for (const line of block.split('\n')) {
    const found = /^(\S.*?)\s{2,}(\S+)$/.exec(line);
    if (found) values.set(found[1] as string, found[2] as string);
  }
  return values;
}

describe('the example of docs/fair-dice.md', () => {
  it('is what the code computes', () => {
    const values = exampleValues();
    const get = (key: string) => {
      const value = values.get(key);
      if (value === undefined) throw new Error(`the example has no '${key}'`);
      return value;
    };
    const seed = get('server seed');
    expect(get('commitment')).toBe(commitmentOf(seed));
    expect(get('commitment')).toBe(referenceCommitment(seed));
    const game = {
      gameId: get('game id'),
      whiteSeed: get('white seed'),
      blackSeed: get('black seed'),
    };
    for (const roll of [1, 2]) {
      const input = { ...game, roll, nonce: get(`roll ${roll} nonce`) };
      const message = rollMessage(input);
      expect(get(`roll ${roll} message`)).toBe(message);
      expect(get(`roll ${roll} block 0`)).toBe(referenceBlock(seed, message, 0).toString('hex'));
      expect(get(`roll ${roll} dice`)).toBe(deriveRoll(seed, input).join('-'));
      expect(get(`roll ${roll} dice`)).toBe(referenceDice(seed, input).join('-'));
    }
  });
});
