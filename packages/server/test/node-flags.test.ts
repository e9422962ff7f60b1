// Every way a server process is started passes the same Node/V8 flags (src/node-flags.ts): the
// systemd unit and the server package's start script spell them; `npm start`
// (scripts/server-command.mjs) and the load bench read them from packages/server/node-flags.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** The flags before `--import` on a command line that starts src/main.ts. */
function flagsOf(commandLine: string): string[] {
  const words = commandLine.trim().split(/\s+/);
  return words.slice(1, words.indexOf('--import'));
}

describe("the server processes' Node flags", () => {
  it('name a larger young generation', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=64');
  });

  it("are the systemd unit's", () => {
    const line = read('deploy/ludus@.service')
      .split('\n')
      .find((l) => l.startsWith('ExecStart='));
    expect(flagsOf((line ?? '').slice('ExecStart='.length))).toEqual([...SERVER_NODE_FLAGS]);
  });

  it("are the server package's start script's", () => {
    const pkg = JSON.parse(read('packages/server/package.json')) as { scripts: { start: string } };
    expect(flagsOf(pkg.scripts.start)).toEqual([...SERVER_NODE_FLAGS]);
  });

  it('are the ones npm start runs the server with', async () => {
    const { serverArguments } = await import('../../../scripts/server-command.mjs');
    expect(flagsOf(`node ${serverArguments().join(' ')}`)).toEqual([...SERVER_NODE_FLAGS]);
    expect(serverArguments().at(-1)).toBe('packages/server/src/main.ts');
  });
});
