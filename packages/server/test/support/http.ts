// HTTP calls as a browser's page makes them: JSON bodies, the session cookie, our own Origin.
import { request as httpsRequest } from 'node:https';

export interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly text: string;
  readonly headers: Headers;
}

/** Trust this certificate (PEM) for an https `base` (nginx's throw-away one, support/nginx.ts). */
export interface Tls {
  readonly ca?: string | undefined;
}

type Sent = { status: number; headers: Headers; text: string };
type Init = { method: string; headers: Record<string, string>; body: string | undefined };

/** One request over https trusting `ca`: Node's fetch takes no certificate to trust. */
function viaHttps(url: string, init: Init, ca: string): Promise<Sent> {
  const { method, headers } = init;
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, { method, headers, ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const all = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of [value ?? []].flat()) all.append(name, one);
        }
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, headers: all, text });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; origin?: string | null } & Tls = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? base : options.origin;
  if (origin !== null && method !== 'GET') headers.origin = origin;
  const init: Init = {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  const url = `${base}${path}`;
  const response: Sent = options.ca
    ? await viaHttps(url, init, options.ca)
    : await fetch(url, init).then(async (r) => ({
        status: r.status,
        headers: r.headers,
        text: await r.text(),
      }));
  const { text } = response;
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

export async function guest(base: string, name: string, tls: Tls = {}): Promise<string> {
  return cookieOf(await call(base, 'POST', '/api/guest', { body: { name }, ...tls }));
}

/** A new game's id; the creator's client seed is added as the web client adds its own. */
export async function createGame(
  base: string,
  cookie: string,
  body: Record<string, unknown>,
  tls: Tls = {},
): Promise<string> {
  const seeded = { clientSeed: 'creator-seed', ...body };
  const reply = await call(base, 'POST', '/api/games', { body: seeded, cookie, ...tls });
  if (reply.status !== 201) throw new Error(`create: ${reply.status} ${reply.text}`);
  return reply.body.table as string;
}
