// Applying one intent at a Shatra table: dispatch to the handler of its kind, then record the
// accepted intent as the next event. Shatra draws no dice, so every event's dice are empty.
import type { Result } from '@ludus/backgammon';
import type { Applied } from '../tables';
import {
  type Intent,
  SEATS,
  type Seat,
  type ShatraIntent,
  type ShatraTable,
  type TableEvent,
} from '../types';
import {
  type Handler,
  handleAcceptDraw,
  handleDeclineDraw,
  handleMove,
  handleOfferDraw,
  handleResign,
} from './handlers';
import { refuse } from './refusals';

const HANDLERS: Readonly<Record<ShatraIntent['kind'], Handler>> = {
  move: handleMove,
  resign: handleResign,
  'offer-draw': handleOfferDraw,
  'accept-draw': handleAcceptDraw,
  'decline-draw': handleDeclineDraw,
};

/** The handler of the intent's kind; intents come from the wire, so their shape is checked. */
function handlerOf(intent: unknown): Handler | undefined {
  if (typeof intent !== 'object' || intent === null) return undefined;
  const kind = (intent as { readonly kind?: unknown }).kind;
  return typeof kind === 'string' && Object.hasOwn(HANDLERS, kind)
    ? HANDLERS[kind as ShatraIntent['kind']]
    : undefined;
}

/** One intent of `seat`: the next table and its one new event, or a refusal (table untouched). */
export function applyShatra(
  table: ShatraTable,
  seat: Seat,
  intent: Intent,
): Result<Applied<ShatraTable>> {
  const handler = handlerOf(intent);
  if (!handler) return refuse('unknown-intent', `not a Shatra intent: ${JSON.stringify(intent)}`);
  const outcome = table.state.shatra.outcome;
  if (outcome) return refuse('game-over', `the game is over (${outcome.reason})`);
  if (!SEATS.includes(seat)) return refuse('not-your-turn', `no seat '${String(seat)}'`);
  const handled = handler(table.state, seat, intent);
  if (!handled.ok) return handled;
  const event: TableEvent<ShatraIntent> = {
    seq: table.events.length + 1,
    seat,
    intent: handled.value.intent,
    dice: [],
  };
  const next: ShatraTable = {
    ...table,
    state: handled.value.state,
    events: [...table.events, event],
  };
  return { ok: true, value: { table: next, events: [event] } };
}
