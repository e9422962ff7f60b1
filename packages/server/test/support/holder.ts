// Starts support/redis-holder.ts as a child process and waits for its `ready`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RedisOptions } from '../../src/shared/redis/hub';

const script = fileURLToPath(new URL('./redis-holder.ts', import.meta.url));

export interface Holder {
  /** SIGKILL: no clean close, its entries are left to expire. */
  kill(): Promise<void>;
}

export async function startHolder(options: RedisOptions, table: string): Promise<Holder> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, LUDUS_TEST_REDIS: JSON.stringify(options), LUDUS_TEST_TABLE: table },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`holder not ready:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`holder exited (${code}):\n${output}`));
    });
  });
  return {
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
