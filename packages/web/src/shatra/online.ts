// What a Shatra table on the server lets the person here see and do, read from the table's latest
// information (online/table-client.ts): the server's view decides everything. A player acts only
// for their own seat, and only with what the seat's view lists as legal: a move or a draw answer
// when the seat is to act, resigning or a draw offer whenever the view allows it. A spectator
// acts in nothing. Pure functions, so that they are tested without a page.
import type { Seat, ShatraIntent, ShatraView, TableEvent } from '@ludus/session';
import type { Game } from '@ludus/shatra';
import { translate } from '../i18n';
import type { TableInfo } from '../online/table-client';
import type { Sent } from '../table/transport';
import type { Voice } from './announce';

export interface OnlineShatraState {
  readonly game: Game;
  readonly seq: number;
  /** The seat this person holds, null for a spectator. */
  readonly seat: Seat | null;
  /** Both seats are taken and the game has not ended. */
  readonly playing: boolean;
  /** A seat is still free: the game waits for a second player. */
  readonly waiting: boolean;
  /** The seat whose draw offer waits for an answer. */
  readonly drawOffer: Seat | null;
  readonly mayMove: boolean;
  readonly canResign: boolean;
  readonly canOfferDraw: boolean;
  /** A draw offer waits on this person's answer. */
  readonly canAnswerDraw: boolean;
}

/** The table's Shatra state for the person here, or null until a Shatra view has come. */
export function onlineShatraState(info: TableInfo): OnlineShatraState | null {
  const { view, seat } = info;
  if (view === null || view.spec.game !== 'shatra') return null;
  const shatra = view as ShatraView;
  const game = shatra.state.shatra;
  const playing = info.status === 'playing' && game.outcome === undefined;
  const toAct = seat !== null && playing && shatra.toAct.includes(seat);
  // A spectator's view lists nothing legal; a seat's lists what the rules allow it now.
  const legal = (kind: ShatraIntent['kind']) =>
    seat !== null && playing && shatra.legal.some((intent) => intent.kind === kind);
  return {
    game,
    seq: shatra.seq,
    seat,
    playing,
    waiting: info.status === 'open' && game.outcome === undefined,
    drawOffer: game.outcome === undefined ? shatra.state.drawOffer : null,
    mayMove: toAct && legal('move'),
    canResign: legal('resign'),
    canOfferDraw: legal('offer-draw'),
    canAnswerDraw: toAct && legal('accept-draw'),
  };
}

/**
 * The events of the last `events` message that the shown view already contains and that were
 * not announced yet (`heard`: the last event announced). The view follows its events message,
 * so an event is announced once the board shows it, and never twice.
 */
export function unheardEvents(info: TableInfo, heard: number): readonly TableEvent<ShatraIntent>[] {
  const shown = info.view?.seq ?? 0;
  return (info.lastEvents as readonly TableEvent<ShatraIntent>[]).filter(
    (event) => event.seq > heard && event.seq <= shown,
  );
}

/** Whose events are put in words: the opponent's, for a player; nobody's, for a spectator. */
export function voiceFor(mine: Seat | null): (seat: Seat) => Voice | null {
  return (seat) => (mine !== null && seat !== mine ? 'opponent' : null);
}

/** Why the server refused an intent, in words. */
export function refusalText(sent: Extract<Sent, { ok: false }>): string {
  return translate('shatra', 'messages.refused', { reason: sent.message });
}
