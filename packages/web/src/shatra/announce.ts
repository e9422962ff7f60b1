// What the page says and plays when the table takes an intent: the sound of a move or a capture
// and of the game's end, and the computer's answers in words (its draw answer, its resignation),
// read from the last event's intent and seat.
import type { ShatraTable } from '@ludus/session';
import { translate } from '../i18n';
import { notify } from '../notices';
import { playSound } from '../sound';

/** The computer's intents the page puts in words, by kind. */
const SAID: Readonly<Record<string, string>> = {
  'accept-draw': 'messages.drawAccepted',
  'decline-draw': 'messages.drawDeclined',
  resign: 'messages.computerResigned',
};

export function announce(before: ShatraTable, after: ShatraTable): void {
  const event = after.events.at(-1);
  if (!event || after.events.length <= before.events.length) return;
  const { intent, seat } = event;
  // A capture is the one move written with `x` (shatra.md, "Notation").
  if (intent.kind === 'move') playSound(intent.move.includes('x') ? 'hit' : 'move');
  const said = SAID[intent.kind];
  if (said !== undefined && after.spec.seats[seat].kind === 'computer') {
    notify('info', translate('shatra', said));
  }
  if (after.state.shatra.outcome && !before.state.shatra.outcome) playSound('end');
}
