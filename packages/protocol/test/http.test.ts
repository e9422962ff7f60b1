// The HTTP bodies' schemas: names others will read, passwords, a new game's options.
import { describe, expect, it } from 'vitest';
import {
  CreateGameRequestSchema,
  CredentialsSchema,
  checked,
  GuestRequestSchema,
  PlayerNameSchema,
} from '../src';

const ok = (name: string) => PlayerNameSchema.safeParse(name).success;

describe('player names', () => {
  it('accepts letters of any script, digits, punctuation and inner spaces', () => {
    for (const name of ['Aigerim', 'Болат', 'Dana K.', 'x', 'a'.repeat(40), 'Ana-María_2']) {
      expect(ok(name), name).toBe(true);
    }
  });

  it('refuses control and format characters, separators, blank ends, empty and long names', () => {
    for (const name of [
      '',
      'a'.repeat(41),
      'bell\u0007',
      'new\nline',
      'tab\there',
      'nul\u0000',
      'rtl\u202eevil',
      'zero\u200bwidth',
      'line\u2028sep',
      ' lead',
      'trail ',
      '   ',
    ]) {
      expect(ok(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('request bodies', () => {
  it('a guest, credentials, a new game', () => {
    expect(checked(GuestRequestSchema, { name: 'Dana' }).ok).toBe(true);
    expect(checked(CredentialsSchema, { name: 'Dana', password: 'correct horse' }).ok).toBe(true);
    expect(checked(CredentialsSchema, { name: 'Dana', password: 'short' })).toMatchObject({
      ok: false,
      message: 'password: shorter than 8 characters',
    });
    const game = { game: 'backgammon', matchLength: 0, jacoby: true, visibility: 'invite' };
    expect(checked(CreateGameRequestSchema, game).ok).toBe(true);
    expect(checked(CreateGameRequestSchema, { game: 'chess' }).ok).toBe(false);
    const seeded = (clientSeed: string) =>
      checked(CreateGameRequestSchema, { game: 'tryktrak', clientSeed });
    expect(seeded('wS3dQ9vK1mZx').ok).toBe(true);
    expect(seeded('a:b')).toMatchObject({
      ok: false,
      message: 'clientSeed: characters not allowed',
    });
    expect(seeded('x'.repeat(65)).ok).toBe(false);
    expect(checked(CreateGameRequestSchema, { game: 'shatra', extra: 1 })).toMatchObject({
      message: "message: unknown field 'extra'",
    });
  });
});
