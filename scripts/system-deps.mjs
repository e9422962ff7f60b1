// System packages the test suite needs, installed with apt-get when missing (CI runs as root on
// Debian). A missing package is never skipped: either it gets installed or the run fails saying
// what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian package name → a file that proves it is installed. */
export const systemPackages = {
  gnubg: '/usr/games/gnubg',
  chromium: '/usr/bin/chromium',
};

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureSystemPackages(names = Object.keys(systemPackages)) {
  const missing = names.filter((name) => !existsSync(systemPackages[name]));
  if (missing.length === 0) return;
  const hint = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot()) {
    throw new Error(`missing system packages: ${missing.join(', ')}; install them with: ${hint}`);
  }
  console.log(`Installing missing system packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env,
  });
  const still = missing.filter((name) => !existsSync(systemPackages[name]));
  if (install.status !== 0 || still.length > 0) {
    throw new Error(`could not install ${still.join(', ')}; install them with: ${hint}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemPackages();
