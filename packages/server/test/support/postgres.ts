// A throw-away PostgreSQL cluster for the server's tests: initdb into a temporary directory owned
// by an unprivileged system user (PostgreSQL refuses to run as root), listening only on
// 127.0.0.1 on a free port, trust authentication, stopped and removed after the run. Each test
// that needs PostgreSQL makes a database of its own in it (createDatabase).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const PG_USER = 'ludus-test';
/** The cluster's superuser role (initdb -U). */
const ROLE = 'ludus';

export interface RunningPostgres {
  /** postgres://ludus@127.0.0.1:PORT/postgres */
  readonly url: string;
  stop(): void;
}

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const major = majors[0];
  if (!major) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run `npm test`, which installs the Debian package postgresql, or apt-get install postgresql',
    );
  }
  return join(root, major, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** As root: the unprivileged user exists (made once), and commands run as it. */
function asUser(command: string, args: readonly string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', PG_USER, '--', command, ...args]] : [command, [...args]];
}

function ensureUser(): void {
  if (!isRoot()) return;
  try {
    execFileSync('id', ['-u', PG_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      PG_USER,
    ]);
  }
}

function userIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', PG_USER]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', PG_USER]).toString().trim());
  return { uid, gid };
}

function run(command: string, args: readonly string[]): void {
  const [file, argv] = asUser(command, args);
  try {
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
    throw new Error(
      `${command} failed: ${String(stderr ?? '')}${String(stdout ?? '')}`.slice(0, 2_000),
    );
  }
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBin();
  ensureUser();
  const dir = mkdtempSync(join(tmpdir(), 'ludus-pg-'));
  if (isRoot()) {
    const { uid, gid } = userIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', ROLE, '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`;
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    settings,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://${ROLE}@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, empty database in the cluster at `url`; returns its URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name: ${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const made = new URL(url);
  made.pathname = `/${name}`;
  return made.toString();
}
