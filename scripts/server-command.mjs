// How `npm start` runs the game server: Node with the server's own flags
// (packages/server/node-flags.json, read as plain JSON: this runs before tsx is loaded), then
// its entry through tsx. Relative to the repository's root, where npm start runs.
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

/** The arguments after `node` that start the server. */
export function serverArguments() {
  const file = new URL('packages/server/node-flags.json', root);
  const { flags } = JSON.parse(readFileSync(file, 'utf8'));
  return [...flags, '--import', 'tsx', 'packages/server/src/main.ts'];
}
