// The online table's controller: a backgammon/tryktrak table on the server through its socket
// transport (online/table-client.ts), with the player's turn on the board. The server decides:
// the page sends intents for the player's own seat only and shows the views the server sends.
import type { TableStatus } from '@ludus/protocol';
import type { BackgammonIntent, BackgammonView, Seat, TableEvent } from '@ludus/session';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { translate } from '../i18n';
import { notify } from '../notices';
import type { OnlineTable, SeatNames } from '../online/table-client';
import { playSounds } from '../sound';
import { useTable } from '../table/useTable';
import { sharedActions, type TableController } from './controller';
import { intentBetween, onlineSeatToAct, refusalText } from './online';
import { type MatchView, matchViewOf, shownGame, unseenResult } from './session';
import { soundsOf } from './sounds';
import { useBoardTurn } from './useBoardTurn';
import { useForcedPlay } from './useForcedPlay';

export interface OnlineController extends TableController {
  /** This player's seat at the table, null for a spectator. */
  readonly mine: Seat | null;
  readonly seats: SeatNames | null;
  readonly status: TableStatus | null;
}

/** The sounds of the events the server sent, once their view has come. */
function useEventSounds(shown: MatchView, events: readonly TableEvent[]): void {
  const last = useRef(shown);
  useEffect(() => {
    const before = last.current;
    last.current = shown;
    if (shown.seq <= before.seq) return;
    const intent = intentBetween(events, before.seq, shown.seq);
    if (intent) playSounds(soundsOf(intent, before.match, shown.match));
  }, [shown.seq]);
}

function say(key: string, options?: Record<string, unknown>): string {
  return translate('backgammon', key, options);
}

/** `table` must have its first view (`table.info().view !== null`). */
export function useOnlineBackgammon(table: OnlineTable): OnlineController {
  const { snapshot, send } = useTable(table);
  // The info changes with the snapshot: the transport makes a new one on every message.
  const info = table.info();
  const view = snapshot.shown as BackgammonView;
  const shown = useMemo(() => matchViewOf(view), [view]);
  const seat = onlineSeatToAct(info.seat, view.toAct, info.status);
  const mine = seat === null ? undefined : (snapshot.seats[seat] as BackgammonView | undefined);
  const legal = mine?.legal ?? [];
  const moving = legal.some((intent) => intent.kind === 'move') && !unseenResult(shown);
  const board = useBoardTurn(shownGame(shown), moving, view.seq);
  useEventSounds(shown, info.lastEvents);

  const controller = useMemo<OnlineController>(() => {
    const act = (intent: BackgammonIntent) => {
      if (seat === null) return;
      void send(seat, intent).then((sent) => {
        const text = refusalText(sent, say);
        if (text !== null) notify('error', text);
      });
    };
    return {
      ...board,
      ...sharedActions(board, shown.match.current.state, seat, act),
      shown,
      seat,
      legal,
      toAct: view.toAct,
      thinking: false,
      mine: info.seat,
      seats: info.seats,
      status: info.status,
    };
  }, [snapshot, board]);
  useForcedPlay(controller, view.seq);
  return controller;
}
