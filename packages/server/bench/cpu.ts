// CPU time of the processes a benchmark started that report none themselves (nginx, redis-server,
// PostgreSQL and its backends), read from Linux's /proc: a process tree's user and system time;
// and how long a server waited for a CPU.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux everywhere). */
const TICKS = 100;

interface Stat {
  readonly pid: number;
  readonly ppid: number;
  /** utime + stime, in seconds. */
  readonly cpu: number;
}

function statOf(pid: number, path = `/proc/${pid}/stat`): Stat | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    // The command's name is in parentheses and may hold spaces: the fields follow its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
    };
  } catch {
    return undefined; // gone meanwhile
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** The first process whose command line `matches`, if any. */
export function findProcess(matches: (commandLine: string) => boolean): number | undefined {
  return pids().find((pid) => matches(commandLine(pid)));
}

/** CPU seconds used so far by `root` and every process below it that still runs. */
export function treeCpuSeconds(root: number): number {
  const stats = pids()
    .map((pid) => statOf(pid))
    .filter((s): s is Stat => s !== undefined);
  const inTree = new Set([root]);
  // Parents may come after their children in /proc's order: repeat until nothing is added.
  for (let added = true; added; ) {
    added = false;
    for (const s of stats) {
      if (!inTree.has(s.pid) && inTree.has(s.ppid)) {
        inTree.add(s.pid);
        added = true;
      }
    }
  }
  return stats.filter((s) => inTree.has(s.pid)).reduce((sum, s) => sum + s.cpu, 0);
}

/**
 * CPU seconds of the process's main thread alone (its event loop; not the SQLite, analysis or
 * loader threads): /proc/PID/task/PID/stat. NaN when it cannot be read.
 */
export function mainThreadCpuSeconds(pid: number): number {
  return statOf(pid, `/proc/${pid}/task/${pid}/stat`)?.cpu ?? Number.NaN;
}

/**
 * Seconds the process's main thread (a Node process's event loop) has waited, runnable, for a
 * CPU (/proc/PID/schedstat's second field): on a shared machine, time a server lost to others.
 */
export function runQueueSeconds(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return Number.NaN;
  }
}
