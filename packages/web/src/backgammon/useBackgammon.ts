// The play page's controller: the local game (a table behind a transport), the human's turn on
// the board, and the few things only this page does (import, typed moves, sounds). Every intent
// goes through the table; a refused one leaves the game as it was and says why.
import type { BackgammonIntent, BackgammonTable, BackgammonView, Seat } from '@ludus/session';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { chooseSeed, linkMoneyOptions } from '../game-options';
import { translate } from '../i18n';
import { notify } from '../notices';
import type { GameKey } from '../router';
import { playSound } from '../sound';
import { useTable } from '../table/useTable';
import { importText } from './interchange';
import { freshTable, type LocalGame, openGame, openingTable } from './localGame';
import { typedNotation } from './record';
import { parsePlay } from './rules';
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
import { finishedPlay } from './turn';
import { type BoardTurn, useBoardTurn } from './useBoardTurn';

export interface Controller extends BoardTurn {
  readonly session: Session;
  /** The seat of a person at this device that is to act now (the opening roll: white). */
  readonly seat: Seat | null;
  /** What that seat may do now. */
  readonly legal: readonly BackgammonIntent[];
  readonly toAct: readonly Seat[];
  readonly thinking: boolean;
  readonly computerFailed: boolean;
  act(intent: BackgammonIntent): void;
  confirm(): void;
  nextGame(): void;
  newSession(spec?: Partial<SessionSpec>): void;
  retryComputer(): void;
  importRecord(text: string): boolean;
  /** The page opened a finished record handed over for review (its analysis opens with it). */
  readonly handed: boolean;
  /** A typed move for the human on turn; false (with a message) when it is not legal. */
  playTyped(text: string): boolean;
}

function t(key: string, options?: Record<string, unknown>): string {
  return translate('backgammon', key, options);
}

/** The sounds of an accepted intent: dice, a move or a hit, a lost turn, a game's end. */
function announce(before: BackgammonTable, after: BackgammonTable): void {
  const intent = after.events.at(-1)?.intent;
  const game = after.state.match.current.state;
  const last = game.history.at(-1);
  if (intent?.kind === 'roll') playSound('dice');
  else if (intent?.kind === 'move') {
    const played = last?.kind === 'move' ? last.play.steps : [];
    playSound(played.some((step) => step.hit) ? 'hit' : 'move');
  }
  const ended = after.state.match.previous.length > before.state.match.previous.length;
  if (ended || (after.state.match.winner && !before.state.match.winner)) playSound('end');
  else if (last?.kind === 'move' && last.play.steps.length === 0) playSound('notify');
}

function open(spec: SessionSpec, table: BackgammonTable): LocalGame {
  return openGame(spec, table, announce);
}

export function useBackgammon(game: GameKey): Controller {
  const [local, setLocal] = useState<LocalGame>(() => {
    const opening = openingTable(game);
    const local = open(opening.spec, opening.table);
    return opening.handed ? { ...local, handed: true } : local;
  });
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

  // A computer that stopped says why, once.
  const failure = useRef<string | null>(null);
  useEffect(() => {
    if (snapshot.failure !== null && snapshot.failure !== failure.current) {
      notify('error', t('messages.computerFailed', { reason: snapshot.failure }));
    }
    failure.current = snapshot.failure;
  }, [snapshot.failure]);

  return useMemo(() => {
    const act = (intent: BackgammonIntent) => {
      if (seat === null) return;
      void send(seat, intent).then((sent) => {
        if (!sent.ok) notify('error', t('messages.refused', { reason: sent.message }));
      });
    };
    const replace = (spec: SessionSpec, table: BackgammonTable) => setLocal(open(spec, table));
    return {
      ...board,
      session,
      seat,
      legal,
      toAct: shown.toAct,
      thinking: snapshot.thinking,
      computerFailed: snapshot.failure !== null,
      act,
      confirm: () => {
        const play = board.turn ? finishedPlay(board.turn) : null;
        if (play) act({ kind: 'move', steps: play.steps.map(({ from, to }) => ({ from, to })) });
      },
      nextGame: () => act({ kind: 'next-game' }),
      newSession: (changes) => {
        const changed = { seed: chooseSeed(), ...linkMoneyOptions(), ...changes };
        const fresh = freshTable(newGameSpec(chosen.current, changed));
        chosen.current = fresh.spec;
        replace(fresh.spec, fresh.table);
      },
      retryComputer: () => local.transport.retry(),
      handed: local.handed === true,
      playTyped: (text) => {
        const game = session.match.current.state;
        if (game.phase.kind !== 'moving' || seat === null) return false;
        const notation = typedNotation(text, game.turn, game.rules.variant);
        const play = parsePlay(notation, game.position, game.phase.dice, game.rules.variant);
        if (!play.ok) {
          notify('error', t('messages.refused', { reason: play.message }));
          return false;
        }
        act({ kind: 'move', steps: play.value.steps.map(({ from, to }) => ({ from, to })) });
        return true;
      },
      importRecord: (text) => {
        const imported = importText(text, local.spec);
        if (!imported.ok) {
          notify('error', t('messages.badPaste', { reason: imported.message }));
          return false;
        }
        replace(imported.value.spec, imported.value.table);
        notify('info', t('messages.imported'));
        return true;
      },
    };
  }, [snapshot, board, local]);
}
