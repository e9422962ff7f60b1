// The Shatra page's controller: the local game (a table behind a transport), the board
// interaction, and the few things only this page does (paste, export). Every move, resignation
// and draw offer is an intent sent through the table; a refused one leaves the game as it was
// and says why.
import type { Seat, ShatraIntent, ShatraTable, ShatraView } from '@ludus/session';
import type { Side } from '@ludus/shatra';
import { useEffect, useRef, useState } from 'preact/hooks';
import { translate } from '../i18n';
import { notify } from '../notices';
import { useTable } from '../table/useTable';
import { announce } from './announce';
import { IDLE, type InteractionState } from './boardState';
import type { GameActions, ShatraController } from './controller';
import { freshTable, type LocalGame, type Opening, openGame, openingTable } from './localGame';
import { importText } from './record';
import {
  actingSeat,
  drawAnswerer,
  exportRecord,
  outcome,
  recordPlayerName,
  restoreTable,
  type Session,
  type ShatraOpponent,
  sessionOf,
  userToMove,
} from './session';

/** The local game's controller: the board's, and the page's own tools besides. */
export interface LocalShatraController extends ShatraController {
  readonly session: Session;
  readonly actions: GameActions;
  newGame(opponent: ShatraOpponent, humanSide: Side): void;
  /** A position string or a game record read into a game, or the message why it does not read. */
  readRecord(text: string): Read;
  /** Plays on from a game that `readRecord` read, in place of this one. */
  loadRecord(read: Opening): void;
  /**
   * A new game asked for on the home page while the saved game was in progress: the page asks
   * before `takeRequest` starts it; `dropRequest` keeps the saved game. Null when none waits.
   */
  readonly request: Opening | null;
  takeRequest(): void;
  dropRequest(): void;
  exportText(): string;
  /**
   * The person's view to ask a hint for (ShatraAids.tsx): while they are to move and the
   * computer is not thinking; null otherwise. Local play only.
   */
  readonly hintView: ShatraView | null;
  /** The person may take back their last move against the computer (table/take-back.ts). */
  readonly mayTakeBack: boolean;
  takeBack(): void;
}

export type Read =
  | { readonly ok: true; readonly value: Opening }
  | { readonly ok: false; readonly message: string };

function t(key: string, options?: Record<string, unknown>): string {
  return translate('shatra', key, options);
}

function open({ spec, table }: Opening): LocalGame {
  return openGame(spec, table, announce);
}

/** A computer that stopped says why, once. */
function useFailureNotice(failure: string | null): void {
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (failure !== null && failure !== said.current) {
      notify('error', t('messages.computerFailed', { reason: failure }));
    }
    said.current = failure;
  }, [failure]);
}

export function useShatra(): LocalShatraController {
  const [opening] = useState(openingTable);
  const [local, setLocal] = useState<LocalGame>(() => open(opening));
  const [request, setRequest] = useState<Opening | null>(opening.request ?? null);
  useEffect(() => () => local.transport.close(), [local]);
  const { snapshot, send } = useTable(local.transport);
  const shown = snapshot.shown as ShatraView;
  const session = sessionOf(local.spec, shown);
  const [interaction, setInteraction] = useState<InteractionState>(IDLE);
  // Every change of the table (or a new game) starts the board's interaction afresh.
  useEffect(() => setInteraction(IDLE), [local, shown.seq]);
  useFailureNotice(snapshot.failure);

  const act = async (seat: Seat, intent: ShatraIntent): Promise<boolean> => {
    const sent = await send(seat, intent);
    if (!sent.ok) notify('error', t('messages.refused', { reason: sent.message }));
    return sent.ok;
  };

  const ended = outcome(session) !== undefined;
  const actions: GameActions = {
    canResign: !ended,
    resigner: actingSeat(session),
    canOfferDraw: !ended && !snapshot.thinking && session.drawOffer === null,
    resign() {
      if (!outcome(session)) void act(actingSeat(session), { kind: 'resign' });
    },
    offerDraw() {
      // An offer, in hot-seat too: against the computer its seat answers (the transport asks
      // it); a friend here answers on their own turn (drawAnswerer).
      if (!outcome(session)) void act(actingSeat(session), { kind: 'offer-draw' });
    },
  };
  const answerer = snapshot.thinking ? null : drawAnswerer(session);

  const mover = session.game.position.turn;
  const mine = snapshot.seats[mover] as ShatraView | undefined;
  const hintView = !snapshot.thinking && userToMove(session) && mine ? mine : null;

  return {
    session,
    hintView,
    mayTakeBack: local.transport.mayTakeBack(),
    takeBack() {
      if (local.transport.takeBack()) notify('info', t('messages.tookBack'));
    },
    game: session.game,
    seq: session.seq,
    interaction,
    thinking: snapshot.thinking,
    you: session.opponent.kind === 'computer' ? session.humanSide : null,
    mayMove: !snapshot.thinking && userToMove(session),
    waiting: false,
    actions,
    drawOffer: session.drawOffer,
    answerDraw:
      answerer === null
        ? null
        : (accept) => void act(answerer, { kind: accept ? 'accept-draw' : 'decline-draw' }),
    onInteraction(transition) {
      setInteraction(transition.state);
      const played = transition.played;
      if (played && userToMove(session)) {
        void act(session.game.position.turn, { kind: 'move', move: played.notation });
      }
    },
    newGame(opponent, humanSide) {
      setLocal(open(freshTable(opponent, humanSide)));
    },
    readRecord(text) {
      const imported = importText(text);
      if (!imported.ok) return imported;
      const { start, log } = imported.value;
      const { opponent, humanSide, seed } = local.spec;
      const spec = { opponent, humanSide, seed, ...(start === undefined ? {} : { start }) };
      const table = restoreTable(spec, log);
      return table.ok ? { ok: true, value: { spec, table: table.value } } : table;
    },
    loadRecord(read) {
      setLocal(open(read));
    },
    request,
    takeRequest() {
      if (request === null) return;
      setLocal(open(request));
      setRequest(null);
    },
    dropRequest: () => setRequest(null),
    exportText: () =>
      exportRecord(local.transport.table() as ShatraTable, new Date(), (player) =>
        recordPlayerName(player, translate),
      ),
  };
}
