// The sign-in panel's checks before anything is sent, through the protocol's own schemas (the
// server checks the same again), and the translation key of every refusal, by its code.
import {
  checked,
  ERROR_CODES,
  HTTP_ERROR_CODES,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PasswordSchema,
  PlayerNameSchema,
} from '@ludus/protocol';

/** Play at once under a name, log in to an account, or make one. */
export type SignInMode = 'guest' | 'login' | 'register';
export const SIGN_IN_MODES: readonly SignInMode[] = ['guest', 'login', 'register'];

export type NameProblem = 'nameMissing' | 'nameTooLong' | 'nameInvalid';
export type PasswordProblem = 'passwordShort' | 'passwordLong';

export type SignInCheck =
  | { readonly ok: true; readonly name: string; readonly password: string }
  | {
      readonly ok: false;
      readonly field: 'name' | 'password';
      readonly problem: NameProblem | PasswordProblem;
    };

/** What is wrong with a name (already trimmed), or null when the protocol accepts it. */
export function nameProblem(name: string): NameProblem | null {
  if (checked(PlayerNameSchema, name).ok) return null;
  if (name.length === 0) return 'nameMissing';
  if (name.length > MAX_NAME_LENGTH) return 'nameTooLong';
  return 'nameInvalid';
}

export function passwordProblem(password: string): PasswordProblem | null {
  if (checked(PasswordSchema, password).ok) return null;
  return password.length < MIN_PASSWORD_LENGTH ? 'passwordShort' : 'passwordLong';
}

/**
 * The form's fields as the server will take them: the name without spaces at either end (the
 * protocol refuses them there), the password as typed; a guest has no password.
 */
export function checkSignIn(mode: SignInMode, name: string, password: string): SignInCheck {
  const trimmed = name.trim();
  const badName = nameProblem(trimmed);
  if (badName) return { ok: false, field: 'name', problem: badName };
  if (mode === 'guest') return { ok: true, name: trimmed, password: '' };
  const badPassword = passwordProblem(password);
  if (badPassword) return { ok: false, field: 'password', problem: badPassword };
  return { ok: true, name: trimmed, password };
}

export const PASSWORD_BOUNDS = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH } as const;
export const NAME_BOUNDS = { max: MAX_NAME_LENGTH } as const;

const KNOWN_CODES: ReadonlySet<string> = new Set<string>([
  ...HTTP_ERROR_CODES,
  ...ERROR_CODES,
  'offline',
]);

/**
 * The translation key (namespace `online`) of a refusal by its code: HTTP and WebSocket codes
 * alike, `offline` when the server could not be reached; an unknown code (a newer server) has
 * the general message.
 */
export function refusalKey(code: string): string {
  return `account.errors.${KNOWN_CODES.has(code) ? code : 'other'}`;
}
