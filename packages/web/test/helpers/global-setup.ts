// Vitest global setup of the browser-test projects: build the app once (skipped when nothing
// it is built from has changed since the last build) and serve dist/ on a free port. Tests get
// the address with `inject('webUrl')`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveDirectory } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
  }
}

const webRoot = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(webRoot, '../..');
const dist = join(webRoot, 'dist');
const stampFile = join(dist, '.build-fingerprint');

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
    ...listFiles(join(repoRoot, 'packages/backgammon/src')),
    ...listFiles(join(repoRoot, 'packages/shatra/src')),
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
  for (const file of inputs) {
    const stat = statSync(file);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export async function buildOnce(): Promise<void> {
  const current = fingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) return;
  await build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stampFile, current);
}

export default async function setup(project: TestProject) {
  await buildOnce();
  const server = await serveDirectory(dist);
  project.provide('webUrl', server.url);
  return () => server.close();
}
