// HTTP calls as a browser's page makes them: JSON bodies, the session cookie, our own Origin.
export interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly text: string;
  readonly headers: Headers;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; origin?: string | null } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? base : options.origin;
  if (origin !== null && method !== 'GET') headers.origin = origin;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: a record download.
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** The `name=value` of a Set-Cookie header, for the next requests. */
export function cookieOf(reply: Reply): string {
  const set = reply.headers.get('set-cookie');
  if (!set) throw new Error(`no cookie (status ${reply.status}: ${reply.text.slice(0, 200)})`);
  return set.split(';')[0] ?? '';
}

export async function guest(base: string, name: string): Promise<string> {
  return cookieOf(await call(base, 'POST', '/api/guest', { body: { name } }));
}

/** A new game's id; the creator's client seed is added as the web client adds its own. */
export async function createGame(
  base: string,
  cookie: string,
  body: Record<string, unknown>,
): Promise<string> {
  const seeded = { clientSeed: 'creator-seed', ...body };
  const reply = await call(base, 'POST', '/api/games', { body: seeded, cookie });
  if (reply.status !== 201) throw new Error(`create: ${reply.status} ${reply.text}`);
  return reply.body.table as string;
}
