// Short WebAudio tones (no audio files to download); silent when sound is off.
import { soundOn } from './settings';

export type SoundKind = 'move' | 'hit' | 'dice' | 'end' | 'notify';

const TONES: Record<SoundKind, readonly [frequency: number, seconds: number][]> = {
  move: [[520, 0.05]],
  hit: [
    [330, 0.06],
    [220, 0.08],
  ],
  dice: [
    [700, 0.03],
    [600, 0.03],
    [760, 0.03],
  ],
  end: [
    [523, 0.12],
    [659, 0.12],
    [784, 0.2],
  ],
  notify: [[880, 0.08]],
};

let context: AudioContext | null = null;

export function playSound(kind: SoundKind): void {
  if (!soundOn.value || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    let at = context.currentTime;
    for (const [frequency, seconds] of TONES[kind]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
      at += seconds;
    }
  } catch {
    // Audio is a nicety; a browser that refuses it loses only the sound.
  }
}

/** Several sounds at once (they overlap, as separate tones do). */
export function playSounds(kinds: readonly SoundKind[]): void {
  for (const kind of kinds) playSound(kind);
}
