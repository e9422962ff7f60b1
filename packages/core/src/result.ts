// Expected failures are values, not exceptions (house style): a `Result` carries either the value
// or a string code with a human-readable message. The code is what callers switch on and what
// the server sends to clients; the message is for people.

export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly message: string };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E extends string>(
  error: E,
  message: string,
): { readonly ok: false; readonly error: E; readonly message: string } {
  return { ok: false, error, message };
}
