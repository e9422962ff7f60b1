// The server as a real child process (node --import tsx src/main.ts), for the durability tests:
// started on a free port, its address read from what it prints, killed with SIGKILL.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ChildServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process printed so far. */
  output(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    // The analysis of finished games is off unless a test asks for it: bots' whole games would
    // keep a core busy behind the test.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LUDUS_ANALYSIS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening at (http:\/\/\S+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
