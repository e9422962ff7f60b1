// The controller of a Shatra table on the server (online/table-client.ts): the board and panels
// render from it as from the local one. Every move, resignation and draw offer or answer is an
// intent sent for the person's own seat; the server decides, and its next view is what the board
// shows. A refused intent leaves the board as it was and says why. The sounds and the opponent's
// answers come from the server's events, through the local page's own announce function.
import type { Seat, ShatraIntent } from '@ludus/session';
import { useEffect, useRef, useState } from 'preact/hooks';
import { notify } from '../notices';
import type { OnlineTable, TableInfo } from '../online/table-client';
import { announceEvents } from './announce';
import { IDLE, type InteractionState } from './boardState';
import type { ShatraController } from './controller';
import { onlineShatraState, refusalText, unheardEvents, voiceFor } from './online';

export interface OnlineShatraController extends ShatraController {
  /** The seat this person holds, null for a spectator. */
  readonly seat: Seat | null;
}

/** The table's latest information, re-rendered on every change. */
function useTableInfo(table: OnlineTable): TableInfo {
  const [info, setInfo] = useState(() => table.info());
  useEffect(() => {
    setInfo(table.info());
    return table.subscribe(() => setInfo(table.info()));
  }, [table]);
  return info;
}

/** Plays and says each event once, when the board shows it; nothing of what came before. */
function useAnnouncements(info: TableInfo): void {
  const heard = useRef<number | null>(null);
  useEffect(() => {
    const state = onlineShatraState(info);
    if (state === null) return;
    if (heard.current === null) {
      heard.current = state.seq;
      return;
    }
    const events = unheardEvents(info, heard.current);
    heard.current = Math.max(heard.current, state.seq);
    if (events.length > 0) {
      announceEvents(events, state.game.outcome !== undefined, voiceFor(state.seat));
    }
  }, [info]);
}

export function useOnlineShatra(table: OnlineTable): OnlineShatraController | null {
  const info = useTableInfo(table);
  const state = onlineShatraState(info);
  const [interaction, setInteraction] = useState<InteractionState>(IDLE);
  // One intent at a time: the next waits for the server's answer to this one.
  const [busy, setBusy] = useState(false);
  // Every change of the table starts the board's interaction afresh.
  useEffect(() => setInteraction(IDLE), [table, state?.seq]);
  useAnnouncements(info);
  if (state === null) return null;
  const { seat } = state;

  const act = async (intent: ShatraIntent): Promise<void> => {
    if (seat === null) return;
    setBusy(true);
    const sent = await table.send(seat, intent);
    setBusy(false);
    if (!sent.ok) {
      setInteraction(IDLE);
      notify('error', refusalText(sent));
    }
  };

  return {
    game: state.game,
    seq: state.seq,
    interaction,
    thinking: false,
    you: seat,
    mayMove: state.mayMove && !busy,
    waiting: state.waiting,
    seat,
    drawOffer: state.drawOffer,
    actions:
      seat === null
        ? null
        : {
            canResign: state.canResign && !busy,
            resigner: seat,
            canOfferDraw: state.canOfferDraw && !busy,
            resign: () => void act({ kind: 'resign' }),
            offerDraw: () => void act({ kind: 'offer-draw' }),
          },
    answerDraw:
      state.canAnswerDraw && !busy
        ? (accept) => void act({ kind: accept ? 'accept-draw' : 'decline-draw' })
        : null,
    onInteraction(transition) {
      setInteraction(transition.state);
      const played = transition.played;
      if (played && state.mayMove && !busy) void act({ kind: 'move', move: played.notation });
    },
  };
}
