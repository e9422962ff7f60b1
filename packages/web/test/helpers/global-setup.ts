// Vitest global setup of the browser-test projects: build the app once (skipped when nothing
// it is built from has changed since the last build) and serve dist/ on a free port. Tests get
// the address with `inject('webUrl')`. The online tests get the real game server (on SQLite in
// a temporary directory, serving the same dist/) with `inject('onlineUrl')`.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveDirectory } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    onlineUrl: string;
  }
}

const webRoot = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(webRoot, '../..');
const dist = join(webRoot, 'dist');
const stampFile = join(dist, '.build-fingerprint');

/**
 * The tests drive the app as `npm run build` makes it. Vite takes a production build's flavour
 * from NODE_ENV, which Vitest sets to `test`: built here under that, the app got Preact's debug
 * build (preact/debug, JSX with source locations, hook names: a third more code on the
 * backgammon page and slower renders), which the budget test then measured instead of the app.
 */
const BUILD_MODE = 'production';

function listFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.name === 'node_modules') return [];
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** Every input of the build, by path, size and modification time. */
function fingerprint(): string {
  const inputs = [
    ...listFiles(join(webRoot, 'src')),
    ...listFiles(join(webRoot, 'public')),
    // Every package the app bundles: a change in any of them alone must rebuild the app.
    ...listFiles(join(repoRoot, 'packages/core/src')),
    ...listFiles(join(repoRoot, 'packages/backgammon/src')),
    ...listFiles(join(repoRoot, 'packages/shatra/src')),
    ...listFiles(join(repoRoot, 'packages/session/src')),
    ...listFiles(join(repoRoot, 'packages/protocol/src')),
    ...listFiles(join(repoRoot, 'packages/fair-dice/src')),
    // The worker bundles both engines (and their committed weights): a change there alone must
    // rebuild the app too.
    ...listFiles(join(repoRoot, 'packages/backgammon-engine/src')),
    ...listFiles(join(repoRoot, 'packages/shatra-engine/src')),
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    join(webRoot, 'package.json'),
    join(repoRoot, 'package-lock.json'),
  ].sort();
  const hash = createHash('sha256');
  hash.update(`mode ${BUILD_MODE}\n`);
  for (const file of inputs) {
    const stat = statSync(file);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export async function buildOnce(): Promise<void> {
  const current = fingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) return;
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = BUILD_MODE;
  try {
    await build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(stampFile, current);
}

/** The game server on a free loopback port, its data in a directory removed afterwards. */
async function startGameServer(): Promise<{ url: string; close(): Promise<void> }> {
  const { startServer } = await import('@ludus/server');
  const dataDir = mkdtempSync(join(tmpdir(), 'ludus-web-online-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    storage: { kind: 'sqlite', dataDir },
    webRoot: dist,
    // Two browsers play whole games quickly: the per-address limits are the server tests' own.
    limits: { socketMessages: 100_000, httpPerMinute: 100_000, accountPerMinute: 100_000 },
    // One rated game puts a player on a FIBS leaderboard (the site's own minimum is 5).
    leaderboard: { minGames: 1 },
    // Finished games are analysed (the profile's error rates), at cheap depths.
    analysis: { plies: 0, shatraDepth: 2 },
  });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  await buildOnce();
  const server = await serveDirectory(dist);
  const online = await startGameServer();
  project.provide('webUrl', server.url);
  project.provide('onlineUrl', online.url);
  return async () => {
    await server.close();
    await online.close();
  };
}
