// A server message as the text a socket sends. The big parts of a table's broadcast are the same
// for every watcher: the events, and the state inside each viewer's view (a backgammon state
// carries the game's whole history, tens of KiB late in a game). They are serialized once and
// spliced into each socket's message, which otherwise only differs in the viewer and its legal
// intents. One remembered text per kind is enough: a broadcast's sends follow one another.
import type { Outgoing } from './connection';

/** A stand-in for the shared part: its escaped control characters appear in no other text. */
const HOLE = '\u0001shared\u0001';
const HOLE_JSON = JSON.stringify(HOLE);

class LastText {
  private value: unknown;
  private text = '';

  of(value: unknown): string {
    if (value !== this.value) {
      this.text = JSON.stringify(value);
      this.value = value;
    }
    return this.text;
  }
}

const lastState = new LastText();
const lastEvents = new LastText();

/** `JSON.stringify(message)`, with the shared part's text reused (the same text, byte for byte). */
export function encode(message: Outgoing): string {
  if (message.type === 'view') {
    const { view } = message;
    const text = JSON.stringify({ ...message, view: { ...view, state: HOLE } });
    return text.replace(HOLE_JSON, () => lastState.of(view.state));
  }
  if (message.type === 'events') {
    const text = JSON.stringify({ ...message, events: HOLE });
    return text.replace(HOLE_JSON, () => lastEvents.of(message.events));
  }
  return JSON.stringify(message);
}
