import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('ludus command', () => {
  it('prints its usage for help', () => {
    const out = execFileSync('node', ['packages/cli/bin/ludus.mjs', 'help'], { encoding: 'utf8' });
    expect(out).toContain('npx ludus bg moves');
    expect(out).toContain('npx ludus shatra moves');
  });
});
