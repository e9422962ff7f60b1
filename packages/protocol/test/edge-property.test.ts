// Properties of the edge: no input makes a parser throw, every refusal carries a known code and
// a short message, and valid intent messages round-trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  type ErrorCode,
  MAX_STEPS,
  parseClientMessage,
  parseSavedTable,
  parseServerMessage,
} from '../src';

const TYPES = ['hello', 'watch', 'unwatch', 'intent', 'resync', 'chat', 'lobby-subscribe', 'ping'];

/** JSON objects that look like messages: a known type, then anything. */
const messageLike = fc
  .tuple(fc.constantFrom(...TYPES), fc.dictionary(fc.string(), fc.jsonValue()))
  .map(([type, rest]) => JSON.stringify({ ...rest, type }));

const anyText = fc.oneof(fc.json(), fc.string(), fc.string({ unit: 'binary' }), messageLike);

function wellFormed(result: ReturnType<typeof parseClientMessage>): void {
  if (result.ok) return;
  expect(ERROR_CODES).toContain(result.error as ErrorCode);
  expect(result.message.length).toBeLessThanOrEqual(120);
}

describe('the edge never throws', () => {
  it('on arbitrary JSON and arbitrary text, each parser answers with a value', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        wellFormed(parseClientMessage(text));
        expect(() => parseServerMessage(text)).not.toThrow();
        expect(() => parseSavedTable(text)).not.toThrow();
      }),
      { numRuns: 1_000 },
    );
  });

  it('valid intent messages round-trip', () => {
    const point = fc.integer({ min: 0, max: 25 });
    const steps = fc.array(fc.record({ from: point, to: point }), { maxLength: MAX_STEPS });
    const message = fc.record({
      type: fc.constant('intent' as const),
      id: fc.nat(),
      table: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      seq: fc.nat({ max: 2 ** 31 - 1 }),
      intent: fc.record({ kind: fc.constant('move' as const), steps }),
    });
    fc.assert(
      fc.property(message, (m) => {
        expect(parseClientMessage(JSON.stringify(m))).toEqual({ ok: true, value: m });
      }),
    );
  });
});
