import { describe, expect, it } from 'vitest';
import { nextUtcTime } from '../src/deadline';

const at = (iso: string) => Date.parse(iso);

describe('nextUtcTime (a script’s --until HH:MM)', () => {
  it('is later the same day, or the next day once the time has passed', () => {
    const now = at('2026-12-07T09:40:12Z');
    expect(nextUtcTime('11:25', now)).toEqual({ ok: true, value: at('2026-12-07T11:25:00Z') });
    expect(nextUtcTime('6:30', now)).toEqual({ ok: true, value: at('2026-12-08T06:30:00Z') });
    expect(nextUtcTime('09:40', now)).toEqual({ ok: true, value: at('2026-12-08T09:40:00Z') });
    expect(nextUtcTime('00:00', now)).toEqual({ ok: true, value: at('2026-12-08T00:00:00Z') });
  });

  it('refuses what is not a time of day', () => {
    for (const text of ['', '9', '24:00', '12:60', '12:5', 'ab:cd', '-1:30', '12:30:00'])
      expect(nextUtcTime(text, 0), text).toMatchObject({ ok: false, error: 'bad-time' });
  });
});
