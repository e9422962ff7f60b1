// The rollout panel's runner and its progress: one RolloutRunner per Start (a fresh rollout),
// kept across Stop and Resume, closed when the panel goes (the page remounts the panel when the
// position changes, so a new position starts from nothing).
import { useEffect, useRef, useState } from 'preact/hooks';
import { type RolloutProgress, RolloutRunner, type RolloutSetup } from './rollout-runner';

export interface RolloutControls {
  readonly progress: RolloutProgress | null;
  readonly start: (setup: RolloutSetup) => void;
  readonly stop: () => void;
  readonly resume: () => void;
  readonly clear: () => void;
}

export function useRollout(): RolloutControls {
  const runner = useRef<RolloutRunner | null>(null);
  const [progress, setProgress] = useState<RolloutProgress | null>(null);
  useEffect(() => () => runner.current?.close(), []);
  const clear = () => {
    runner.current?.close();
    runner.current = null;
    setProgress(null);
  };
  return {
    progress,
    start: (setup) => {
      runner.current?.close();
      const next = new RolloutRunner(setup, setProgress);
      runner.current = next;
      next.start();
    },
    stop: () => runner.current?.stop(),
    resume: () => runner.current?.start(),
    clear,
  };
}
