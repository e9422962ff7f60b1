// The local play page's controller: the local game (a table behind a transport), the human's
// turn on the board, and the few things only this page does (new game, import, the computer).
// Every intent goes through the table; a refused one leaves the game as it was and says why.
import type { BackgammonIntent, BackgammonTable, BackgammonView } from '@ludus/session';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { chooseSeed, linkMoneyOptions } from '../game-options';
import { translate } from '../i18n';
import { notify } from '../notices';
import type { GameKey } from '../router';
import { playSounds } from '../sound';
import { useTable } from '../table/useTable';
import { sharedActions, type TableController } from './controller';
import { type Imported, importText } from './interchange';
import { freshTable, type LocalGame, type Opening, openGame, openingTable } from './localGame';
import {
  humanSeatToAct,
  newGameSpec,
  type Session,
  type SessionSpec,
  sessionOf,
  shownGame,
  unseenResult,
  withoutStart,
} from './session';
import { soundsOf } from './sounds';
import { useBoardTurn } from './useBoardTurn';
import { useForcedPlay } from './useForcedPlay';

export interface Controller extends TableController {
  readonly session: Session;
  readonly computerFailed: boolean;
  /**
   * The person's view to ask a hint for (LocalAids.tsx): while they are to play a roll or to use
   * the cube and the computer is not thinking; null otherwise. Local play only.
   */
  readonly hintView: BackgammonView | null;
  /** The person may take back their last move against the computer (table/take-back.ts). */
  readonly mayTakeBack: boolean;
  takeBack(): void;
  newSession(spec?: Partial<SessionSpec>): void;
  retryComputer(): void;
  /** A pasted record or position read into a game; resolves to null when it does not read (said in a notice). */
  readRecord(text: string): Promise<Imported | null>;
  /** Plays on from a game that `readRecord` read, in place of this one. */
  loadRecord(read: Imported): void;
  /**
   * A new game asked for on the home page while the saved game was in progress: the page asks
   * before `takeRequest` starts it; `dropRequest` keeps the saved game. Null when none waits.
   */
  readonly request: Opening | null;
  takeRequest(): void;
  dropRequest(): void;
  /** The page opened a finished record handed over for review (its analysis opens with it). */
  readonly handed: boolean;
}

function t(key: string, options?: Record<string, unknown>): string {
  return translate('backgammon', key, options);
}

/** The sounds of an accepted intent (sounds.ts, shared with the online table). */
function announceTable(before: BackgammonTable, after: BackgammonTable): void {
  playSounds(soundsOf(after.events.at(-1)?.intent, before.state.match, after.state.match));
}

function open(spec: SessionSpec, table: BackgammonTable): LocalGame {
  return openGame(spec, table, announceTable);
}

export function useBackgammon(game: GameKey): Controller {
  const [opening] = useState(() => openingTable(game));
  const [local, setLocal] = useState<LocalGame>(() => {
    const local = open(opening.spec, opening.table);
    return opening.handed ? { ...local, handed: true } : local;
  });
  const [request, setRequest] = useState<Opening | null>(opening.request ?? null);
  // The settings the player chose: those of the last game not made by an import (a pasted
  // position is money play from that position), which New game starts from.
  const chosen = useRef<SessionSpec>(withoutStart(local.spec));
  useEffect(() => () => local.transport.close(), [local]);
  const { snapshot, send } = useTable(local.transport);
  const shown = snapshot.shown as BackgammonView;
  const session = sessionOf(local.spec, shown);
  const seat = humanSeatToAct(local.spec, shown.toAct);
  const mine = seat === null ? undefined : (snapshot.seats[seat] as BackgammonView | undefined);
  const legal = mine && !snapshot.thinking ? mine.legal : [];
  const state = shownGame(session);
  const moving = legal.some((intent) => intent.kind === 'move') && !unseenResult(session);
  const board = useBoardTurn(state, moving, shown.seq);
  const advised = legal.some((i) => i.kind === 'move' || i.kind === 'double' || i.kind === 'take');
  const hintView = mine && advised && !unseenResult(session) ? mine : null;

  // A computer that stopped says why, once.
  const failure = useRef<string | null>(null);
  useEffect(() => {
    if (snapshot.failure !== null && snapshot.failure !== failure.current) {
      notify('error', t('messages.computerFailed', { reason: snapshot.failure }));
    }
    failure.current = snapshot.failure;
  }, [snapshot.failure]);

  const controller = useMemo<Controller>(() => {
    const act = (intent: BackgammonIntent) => {
      if (seat === null) return;
      void send(seat, intent).then((sent) => {
        if (!sent.ok) notify('error', t('messages.refused', { reason: sent.message }));
      });
    };
    const replace = (spec: SessionSpec, table: BackgammonTable) => setLocal(open(spec, table));
    return {
      ...board,
      ...sharedActions(board, session.match.current.state, seat, act),
      shown: session,
      session,
      seat,
      legal,
      toAct: shown.toAct,
      thinking: snapshot.thinking,
      computerFailed: snapshot.failure !== null,
      hintView,
      mayTakeBack: local.transport.mayTakeBack(),
      takeBack: () => {
        if (local.transport.takeBack()) notify('info', t('messages.tookBack'));
      },
      newSession: (changes) => {
        const changed = { seed: chooseSeed(), ...linkMoneyOptions(), ...changes };
        const fresh = freshTable(newGameSpec(chosen.current, changed));
        chosen.current = fresh.spec;
        replace(fresh.spec, fresh.table);
      },
      retryComputer: () => local.transport.retry(),
      handed: local.handed === true,
      readRecord: async (text) => {
        const imported = await importText(text, local.spec);
        if (imported.ok) return imported.value;
        notify('error', t('messages.badPaste', { reason: imported.message }));
        return null;
      },
      loadRecord: (read) => {
        replace(read.spec, read.table);
        notify('info', t('messages.imported'));
      },
      request,
      takeRequest: () => {
        if (request === null) return;
        chosen.current = withoutStart(request.spec);
        replace(request.spec, request.table);
        setRequest(null);
      },
      dropRequest: () => setRequest(null),
    };
  }, [snapshot, board, local, request]);
  useForcedPlay(controller, shown.seq);
  return controller;
}
