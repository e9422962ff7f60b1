// The engine that analysed a game, stored with its figures: the package's name and version, read
// from its package.json, so that figures of a later engine can be told apart from older ones.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const known = new Map<string, string>();

function versionOf(name: string): string {
  // The package exports only its sources: its package.json sits one folder above `src/`.
  const file = join(dirname(require.resolve(name)), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  return `${name} ${version ?? 'unknown'}`;
}

/** E.g. `@ludus/backgammon-engine 0.1.0` for a backgammon or tryktrak game. */
export function engineOf(kind: string): string {
  const name = kind === 'shatra' ? '@ludus/shatra-engine' : '@ludus/backgammon-engine';
  const found = known.get(name) ?? versionOf(name);
  known.set(name, found);
  return found;
}
