// nginx (the Debian package) in front of server processes, configured by deploy/nginx.conf itself,
// the sample operators copy: the tests (nginx-front.test.ts) and the load benchmark
// (bench/processes.ts) run that very file, with only what must differ on this machine replaced —
// the upstream servers, the listen addresses (loopback ports of their own) and the certificate (a
// throw-away one) — inside a main configuration of their own (pid, temp and log files in a
// temporary directory), checked with `nginx -t`, then run in the foreground as a child process.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call } from './http';
import { freePort } from './postgres';

const NGINX = '/usr/sbin/nginx';
const OPENSSL = '/usr/bin/openssl';
export const SAMPLE = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

/** What differs from the sample on this machine. */
export interface SiteValues {
  /** The server processes, `http://127.0.0.1:PORT` each. */
  readonly upstreams: readonly string[];
  /** The main server's port on 127.0.0.1 (the sample's 443). */
  readonly port: number;
  /** The redirecting server's port on 127.0.0.1 (the sample's 80). */
  readonly redirectPort: number;
  /** Its certificate and key files; without them the main server speaks plain HTTP. */
  readonly certificate?: { readonly cert: string; readonly key: string };
}

/**
 * Replaces the one line of `text` that matches `line` by `by` (null: removes it). The sample's
 * lines are matched whole, so that an edit of the sample that this does not know fails here.
 */
function swap(text: string, line: RegExp, by: string | null): string {
  const lines = text.split('\n');
  const found = lines.flatMap((l, i) => (line.test(l) ? [i] : []));
  if (found.length !== 1) {
    throw new Error(`deploy/nginx.conf: ${found.length} lines like ${line}, expected one`);
  }
  const index = found[0] as number;
  const indent = /^\s*/.exec(lines[index] as string)?.[0] ?? '';
  lines.splice(index, 1, ...(by === null ? [] : [`${indent}${by}`]));
  return lines.join('\n');
}

/** The upstream's `server 127.0.0.1:PORT …;` lines, one for each process, their parameters kept. */
function upstreamServers(text: string, upstreams: readonly string[]): string {
  const pattern = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/;
  const lines = text.split('\n');
  const first = lines.findIndex((l) => pattern.test(l));
  const [, indent = '', params = ''] = pattern.exec(lines[first] ?? '') ?? [];
  if (first < 0) throw new Error('deploy/nginx.conf: no upstream `server 127.0.0.1:PORT …;` line');
  const servers = upstreams.map((url) => `${indent}server ${new URL(url).host}${params};`);
  const rest = lines.filter((l, i) => i <= first || !pattern.test(l));
  rest.splice(first, 1, ...servers);
  return rest.join('\n');
}

/** deploy/nginx.conf (`sample`, its text) with `values` in place of the operator's. */
export function renderSite(sample: string, values: SiteValues): string {
  const { certificate: tls, port, redirectPort } = values;
  let text = upstreamServers(sample, values.upstreams);
  // IPv6 loopback is not there in every container: the test listens on 127.0.0.1 only.
  text = swap(text, /^\s*listen 80;$/, `listen 127.0.0.1:${redirectPort};`);
  text = swap(text, /^\s*listen \[::\]:80;$/, null);
  text = swap(
    text,
    /^\s*listen 443 ssl http2;$/,
    tls ? `listen 127.0.0.1:${port} ssl http2;` : `listen 127.0.0.1:${port};`,
  );
  text = swap(text, /^\s*listen \[::\]:443 ssl http2;$/, null);
  text = swap(text, /^\s*ssl_certificate\s+\S+;$/, tls ? `ssl_certificate     ${tls.cert};` : null);
  text = swap(
    text,
    /^\s*ssl_certificate_key\s+\S+;$/,
    tls ? `ssl_certificate_key ${tls.key};` : null,
  );
  return text;
}

/** The main configuration around the site, everything nginx writes in `dir`. */
function mainConfig(dir: string, site: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  // Run by root, the workers would otherwise be nobody, who cannot write this private directory.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by packages/server/test/support/nginx.ts around deploy/nginx.conf.
daemon off;
${user}worker_processes 1;
worker_rlimit_nofile 20000;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 16000; }
http {
  access_log off;
${temp}
  include ${site};
}
`;
}

/** A self-signed certificate for 127.0.0.1 (a day's validity), written in `dir`. */
function throwAwayCertificate(dir: string): { cert: string; key: string; pem: string } {
  if (!existsSync(OPENSSL)) throw new Error(`openssl is not installed (${OPENSSL})`);
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    OPENSSL,
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

export interface NginxOptions {
  readonly upstreams: readonly string[];
  /** https with a throw-away certificate, as the sample serves (default); false: plain HTTP. */
  readonly tls?: boolean;
}

export interface RunningNginx {
  /** The sample's main server: `https://127.0.0.1:PORT` (or http without TLS). */
  readonly url: string;
  /** The sample's port-80 server, which redirects to https. */
  readonly redirectUrl: string;
  /** The certificate (PEM) to trust for `url`, with TLS. */
  readonly ca?: string;
  /** The master process (its workers are its children). */
  readonly pid: number;
  /** What nginx logged (its error log). */
  log(): string;
  stop(): Promise<void>;
}

/** Resolves once nginx answers a proxied health check; rejects after `ms`. */
async function answering(url: string, ca: string | undefined, child: ChildProcess, ms: number) {
  const deadline = Date.now() + ms;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    try {
      if ((await call(url, 'GET', '/api/health', { ca })).status === 200) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url} within ${ms} ms (${last})`);
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed (${NGINX}): run \`npm test\`, which installs the Debian package nginx, or apt-get install nginx`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'ludus-nginx-'));
  const tls = options.tls === false ? undefined : throwAwayCertificate(dir);
  const [port, redirectPort] = [await freePort(), await freePort()];
  const site = join(dir, 'ludus.conf');
  const values = { upstreams: options.upstreams, port, redirectPort, certificate: tls };
  writeFileSync(site, renderSite(readFileSync(SAMPLE, 'utf8'), values));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, mainConfig(dir, site));
  const errorLog = join(dir, 'error.log');
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-4_000) : '');
  // -e: the error log before the configuration is read (not the package's /var/log/nginx).
  const args = ['-c', file, '-p', dir, '-e', errorLog];
  const checked = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (checked.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);
  }
  // A process group of its own: should the master not end, its workers go with it.
  const child = spawn(NGINX, args, { stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // SIGTERM (fast shutdown), not the graceful SIGQUIT, which waits for every socket to close;
  // SIGKILL to the whole group if that has not ended it within 5 s.
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    const killGroup = () => {
      try {
        if (running()) process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // The group is gone already.
      }
    };
    const timer = setTimeout(killGroup, 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  const scheme = tls ? 'https' : 'http';
  const url = `${scheme}://127.0.0.1:${port}`;
  try {
    await answering(url, tls?.pem, child, 10_000);
  } catch (error) {
    const why = `${error instanceof Error ? error.message : String(error)}\n${log()}`;
    await stop();
    throw new Error(why);
  }
  return {
    url,
    redirectUrl: `http://127.0.0.1:${redirectPort}`,
    ...(tls ? { ca: tls.pem } : {}),
    pid: child.pid as number,
    log,
    stop,
  };
}
