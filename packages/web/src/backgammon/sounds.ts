// The sounds of a table's accepted intents, for the local page and the online one alike: dice, a
// move or a hit, a lost turn, a game's end. Worked out from the intent and the match before and
// after it, so that both transports make the same sounds for the same facts (`playSounds`).
import type { BackgammonIntent, TableIntent } from '@ludus/session';
import type { SoundKind } from '../sound';
import type { MatchState } from './rules';

/** What to play after `intent` took the match from `before` to `after`. */
export function soundsOf(
  intent: BackgammonIntent | TableIntent | undefined,
  before: MatchState,
  after: MatchState,
): SoundKind[] {
  const sounds: SoundKind[] = [];
  const last = after.current.state.history.at(-1);
  if (intent?.kind === 'roll') sounds.push('dice');
  else if (intent?.kind === 'move') {
    const played = last?.kind === 'move' ? last.play.steps : [];
    sounds.push(played.some((step) => step.hit) ? 'hit' : 'move');
  }
  const ended = after.previous.length > before.previous.length;
  if (ended || (after.winner && !before.winner)) sounds.push('end');
  else if (last?.kind === 'move' && last.play.steps.length === 0) sounds.push('notify');
  return sounds;
}
