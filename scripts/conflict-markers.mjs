// A merge's conflict markers left in a file: a line that begins with seven '<' or seven '>'
// and a space. Inside a comment or a Markdown file they pass the compiler and Biome (one stayed
// in a doc comment of games/actor.ts for a session), so `npm test` looks for them itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold no source of ours: dependencies, builds, outputs, git's own. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-artifacts', 'data']);
/** Files read: text sources and documents, not binaries, nets or recorded data. */
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|css|html|py|sh|yml|yaml|conf|sql|txt)$/;
const MARKER = /^(<{7}|>{7}) /;

/** `path:line` of each conflict marker under `root`. */
export function conflictMarkers(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && TEXT.test(entry.name)) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (MARKER.test(line)) found.push(`${path}:${i + 1}`);
          });
      }
    }
  };
  walk(root);
  return found;
}
