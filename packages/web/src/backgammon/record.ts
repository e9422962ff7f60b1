// The game record as the page shows it: move list entries in the game's notation and plain
// status facts. Pure; notation comes from the rules package (makeNamedPlay, namesToNumbers).
import {
  type Colour,
  type GameEvent,
  type GameState,
  makeNamedPlay,
  namesToNumbers,
  type Play,
  parsePlay,
  startPosition,
  type VariantKey,
} from './rules';

/** A play in the game's own notation: tryktrak names the mover's points 1–12 and I–XII. */
export function playNotation(play: Play, colour: Colour, variant: VariantKey): string {
  return makeNamedPlay(play.steps, colour, variant);
}

/**
 * Typed notation in the game's own names back to the rules package's numbers: tryktrak players
 * type the line names they see (`I/XII 8/5`); backgammon's names are its numbers.
 */
export function typedNotation(text: string, colour: Colour, variant: VariantKey): string {
  return namesToNumbers(text, colour, variant);
}

/**
 * The typed-move field's example: a real play from the start position (the 6-2 opening
 * 24/18 13/11), written as `colour`'s player of `variant` writes it — tryktrak's lines
 * (`I/VII XII/11` for white), backgammon's numbers.
 */
export function typedMoveExample(variant: VariantKey, colour: Colour): string {
  const play = parsePlay('24/18 13/11', startPosition(variant), [6, 2], variant);
  return play.ok ? playNotation(play.value, colour, variant) : '24/18 13/11';
}

export type RecordEntry =
  | { readonly kind: 'opening'; readonly white: number; readonly black: number }
  | {
      readonly kind: 'move';
      readonly colour: Colour;
      readonly dice: readonly [number, number];
      /** '' when the turn was lost for want of a legal move. */
      readonly notation: string;
    }
  | { readonly kind: 'double'; readonly colour: Colour; readonly value: number }
  | { readonly kind: 'take' | 'pass' | 'accept' | 'reject'; readonly colour: Colour }
  | { readonly kind: 'beaver'; readonly colour: Colour; readonly value: number }
  | { readonly kind: 'resign'; readonly colour: Colour; readonly level: string };

function entryOf(event: GameEvent, variant: VariantKey): RecordEntry {
  switch (event.kind) {
    case 'opening-roll':
      return { kind: 'opening', white: event.white, black: event.black };
    case 'move':
      return {
        kind: 'move',
        colour: event.colour,
        dice: event.dice,
        notation:
          event.play.steps.length === 0 ? '' : playNotation(event.play, event.colour, variant),
      };
    case 'double':
    case 'beaver':
      return { kind: event.kind, colour: event.colour, value: event.value };
    case 'take':
    case 'pass':
    case 'accept':
    case 'reject':
      return { kind: event.kind, colour: event.colour };
    case 'resign':
      return { kind: 'resign', colour: event.colour, level: event.level };
  }
}

export function recordEntries(state: GameState): RecordEntry[] {
  return state.history.map((event) => entryOf(event, state.rules.variant));
}

/** The last event when it was a turn lost for want of a legal move (shown, never skipped). */
export function lostTurn(
  state: GameState,
): { colour: Colour; dice: readonly [number, number] } | null {
  const last = state.history[state.history.length - 1];
  return last?.kind === 'move' && last.play.steps.length === 0
    ? { colour: last.colour, dice: last.dice }
    : null;
}

/**
 * Who refused an offer to resign, right after the refusal (else null): it is the game's last
 * event and the turn has not gone on since. A roll records no event of its own (the play holds
 * its dice), so a roll since shows as dice that the offer was not made with.
 */
export function refusedResignation(state: GameState): Colour | null {
  const { history, phase } = state;
  const last = history[history.length - 1];
  const offer = history[history.length - 2];
  if (last?.kind !== 'reject' || offer?.kind !== 'resign') return null;
  return (offer.rolled !== null) === (phase.kind === 'moving') ? last.colour : null;
}

/** The last play of the game: where its checkers started and ended (the mover's numbering). */
export function lastPlay(
  state: GameState,
): { colour: Colour; from: number[]; to: number[] } | null {
  for (let i = state.history.length - 1; i >= 0; i--) {
    const event = state.history[i];
    if (event?.kind === 'move' && event.play.steps.length > 0) {
      return { colour: event.colour, ...playEnds(event.play) };
    }
  }
  return null;
}

/** Where a play's checkers started and ended (the mover's numbering). */
export function playEnds(play: Play): { from: number[]; to: number[] } {
  // A point passed through on the way is neither.
  const froms = play.steps.map((step) => step.from);
  const tos = play.steps.map((step) => step.to);
  return {
    from: [...new Set(froms.filter((p) => !tos.includes(p)))],
    to: [...new Set(tos.filter((p) => !froms.includes(p)))],
  };
}
