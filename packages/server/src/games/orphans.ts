// Games nobody asks for must not stay ownerless when their process dies: every process looks,
// now and then, for unfinished games whose lease no process holds, and takes them over (the
// lease's SET NX lets exactly one win each). Players who come back find the game running
// wherever they connect; a game's lobby entry comes back with its new owner.
import type { GameRegistry } from './registry';

export interface OrphanScan {
  /** Looks now (a process was announced gone), unless a look is already running. */
  now(): void;
  stop(): void;
}

export function scanOrphans(
  games: GameRegistry,
  everyMs: number,
  log: (message: string, error?: unknown) => void,
): OrphanScan {
  let running = false;
  let stopped = false;
  const look = async () => {
    if (running || stopped) return;
    running = true;
    try {
      for (const id of await games.orphans()) {
        if (stopped) break;
        const actor = await games.takeOver(id);
        if (actor) log(`game ${id}: taken over from a process that is gone`);
      }
    } catch (error) {
      // A look cut short by the process stopping is no failure.
      if (!stopped) log('orphan scan failed', error);
    } finally {
      running = false;
    }
  };
  // Jittered, so that the processes do not all look at the same moment.
  const timer = setInterval(() => setTimeout(look, Math.random() * everyMs * 0.5), everyMs);
  timer.unref();
  return {
    now: () => void look(),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
