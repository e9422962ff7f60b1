import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../src/index';

describe('Result', () => {
  it('carries a value or a string code with a message', () => {
    const good: Result<number, 'bad'> = ok(3);
    const bad: Result<number, 'bad'> = err('bad', 'not a number');
    expect(good).toEqual({ ok: true, value: 3 });
    expect(bad).toEqual({ ok: false, error: 'bad', message: 'not a number' });
  });
});
