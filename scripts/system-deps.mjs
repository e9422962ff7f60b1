// System packages the test suite needs, installed with apt-get when missing (CI runs as root on
// Debian). A missing package is never skipped: either it gets installed or the run fails saying
// what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** PostgreSQL's server programs live under its major version: /usr/lib/postgresql/<major>/bin. */
function postgresInstalled() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return false;
  return readdirSync(root).some((major) => existsSync(`${root}/${major}/bin/initdb`));
}

/** Debian package name → a file that proves it is installed, or a check that does. */
export const systemPackages = {
  gnubg: '/usr/games/gnubg',
  chromium: '/usr/bin/chromium',
  // The server's tests start a throw-away cluster (packages/server/test/support/postgres.ts).
  postgresql: postgresInstalled,
  // Likewise a throw-away redis-server (packages/server/test/support/redis.ts).
  'redis-server': '/usr/bin/redis-server',
  // nginx configured by deploy/nginx.conf in front of server processes, on loopback ports of its
  // own (packages/server/test/support/nginx.ts). Where the package may start its service (systemd,
  // no policy-rc.d forbidding it), a system nginx then listens on port 80: nothing uses it.
  nginx: '/usr/sbin/nginx',
  // The throw-away certificate of that nginx (Debian's postgresql already pulls it in).
  openssl: '/usr/bin/openssl',
};

/** Installed without their recommended packages: nothing of them is used. */
const withoutRecommends = new Set(['nginx']);

function installed(name) {
  const proof = systemPackages[name];
  return typeof proof === 'function' ? proof() : existsSync(proof);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureSystemPackages(names = Object.keys(systemPackages)) {
  const missing = names.filter((name) => !installed(name));
  if (missing.length === 0) return;
  const hint = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot()) {
    throw new Error(`missing system packages: ${missing.join(', ')}; install them with: ${hint}`);
  }
  console.log(`Installing missing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const lean = missing.filter((name) => withoutRecommends.has(name));
  const rest = missing.filter((name) => !withoutRecommends.has(name));
  const installs = [
    ...(rest.length > 0 ? [rest] : []),
    ...(lean.length > 0 ? [['--no-install-recommends', ...lean]] : []),
  ].map((names) =>
    spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env }),
  );
  const still = missing.filter((name) => !installed(name));
  if (installs.some((install) => install.status !== 0) || still.length > 0) {
    throw new Error(`could not install ${still.join(', ')}; install them with: ${hint}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemPackages();
