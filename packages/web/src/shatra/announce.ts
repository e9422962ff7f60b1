// What the page says and plays when the table takes intents: the sound of a move or a capture
// and of the game's end, and the other side's answers in words (the computer's draw answer and
// resignation; at a server table, the opponent's draw answer and resignation), read from
// each new event's intent and seat. The local page hears a table change, the online page the
// server's events: both come here.
import type { Seat, ShatraIntent, ShatraTable, TableEvent, TableIntent } from '@ludus/session';
import { translate } from '../i18n';
import { notify } from '../notices';
import { playSound } from '../sound';

/** Who an event's seat is to the person here, when its intents are put in words. */
export type Voice = 'computer' | 'opponent';

/** The intents put in words, by the voice that sent them and their kind. */
const SAID: Readonly<Record<Voice, Readonly<Record<string, string>>>> = {
  computer: {
    'accept-draw': 'messages.drawAccepted',
    'decline-draw': 'messages.drawDeclined',
    resign: 'messages.computerResigned',
  },
  // An opponent's draw offer is no passing message: the page shows it until it is answered.
  opponent: {
    'accept-draw': 'online.drawAccepted',
    'decline-draw': 'online.drawDeclined',
    resign: 'online.resigned',
  },
};

/** An event heard: a move or an answer, or an abort or a forfeit (said by the clock panel). */
type Heard = Pick<TableEvent<ShatraIntent | TableIntent>, 'seat' | 'intent'>;

/**
 * Plays and says what `events` did; `ended` when they ended the game. `voiceOf` names the seats
 * whose intents are put in words (null: the person's own, or nobody's for a spectator).
 */
export function announceEvents(
  events: readonly Heard[],
  ended: boolean,
  voiceOf: (seat: Seat) => Voice | null,
): void {
  for (const { intent, seat } of events) {
    // A capture is the one move written with `x` (shatra.md, "Notation").
    if (intent.kind === 'move') playSound(intent.move.includes('x') ? 'hit' : 'move');
    const voice = voiceOf(seat);
    const said = voice === null ? undefined : SAID[voice][intent.kind];
    if (said !== undefined) notify('info', translate('shatra', said));
  }
  if (ended) playSound('end');
}

/** A local table's change: the events it took, the computer's put in words. */
export function announce(before: ShatraTable, after: ShatraTable): void {
  const events = after.events.slice(before.events.length);
  if (events.length === 0) return;
  const ended = after.state.shatra.outcome !== undefined && !before.state.shatra.outcome;
  announceEvents(events, ended, (seat) =>
    after.spec.seats[seat].kind === 'computer' ? 'computer' : null,
  );
}
