// The Shatra page's state: the game (session.ts), the board interaction, the computer's turn,
// saving after every change, and loading a pasted position or record. Bad input never changes
// the game: the caller gets a message and the game stays as it was.
import {
  findLegalMove,
  type Move,
  makeFen,
  readPosition,
  type Side,
  START_POSITION,
} from '@ludus/shatra';
import { useEffect, useRef, useState } from 'preact/hooks';
import { computer } from '../computer/client';
import { isShatraMoveAnswer, type Level, type RequestBody } from '../computer/protocol';
import { translate } from '../i18n';
import { notify } from '../notices';
import { searchParam } from '../router';
import { takeNewGameRequest } from '../setup';
import { playSound } from '../sound';
import { clearRecord, loadRecord, saveRecord } from '../storage';
import { IDLE, type InteractionState, type MoveOption, type Transition } from './boardState';
import { importText } from './record';
import {
  agreeDrawSession,
  computerResignsSession,
  current,
  exportRecord,
  newSession,
  outcome,
  playMove,
  resignSession,
  SAVED_GAME,
  type Session,
  type ShatraOpponent,
  saveShape,
  sessionFromRecord,
  userToMove,
} from './session';

/** Thinking time per level, in milliseconds (the worker stops its search within it). */
const BUDGET: Readonly<Record<Level, number>> = { 1: 300, 2: 700, 3: 1500 };

function t(key: string, options?: Record<string, unknown>): string {
  return translate('shatra', key, options);
}

/**
 * The game to show when the page opens: a `?position=` start (for tests and shared links; a
 * friend game unless the home page chose an opponent), the home page's choice, the saved game,
 * or a fresh game against the computer.
 */
function initialSession(): Session {
  const fresh = newSession(START_POSITION, { kind: 'computer', level: 2 }, 'white');
  const fromUrl = searchParam('position');
  const requested = takeNewGameRequest('shatra');
  if (fromUrl) {
    // Read once: a reload then continues the saved game instead of starting over.
    const url = new URL(location.href);
    url.searchParams.delete('position');
    history.replaceState(history.state, '', url);
    const read = readPosition(fromUrl);
    if (read.ok) {
      const session = newSession(read.value, requested?.opponent ?? { kind: 'friend' }, 'white');
      saveRecord(SAVED_GAME, saveShape(session));
      return session;
    }
    notify('error', t('messages.badPosition', { reason: read.message }));
    return fresh;
  }
  if (requested) return newSession(START_POSITION, requested.opponent, 'white');
  const loaded = loadRecord(SAVED_GAME);
  if (loaded.kind === 'ok') {
    const { record, opponent, humanSide } = loaded.value;
    const replayed = sessionFromRecord(record, opponent, humanSide);
    if (replayed.ok) return replayed.session;
  } else if (loaded.kind === 'corrupt') {
    notify('error', t('messages.corruptSave', { reason: loaded.message }));
  }
  return fresh;
}

export interface ShatraController {
  readonly session: Session;
  readonly interaction: InteractionState;
  readonly thinking: boolean;
  onInteraction(transition: Transition<Move>): void;
  newGame(opponent: ShatraOpponent, humanSide: Side): void;
  resign(): void;
  offerDraw(): Promise<void>;
  /** A position string or a game record; returns an error message, or null when loaded. */
  paste(text: string): string | null;
  exportText(): string;
}

function playedSound(move: Move): void {
  playSound(move.kind === 'capture' ? 'hit' : 'move');
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function exportPosition(session: Session): string {
  return makeFen(current(session));
}

/** The request fields every Shatra question to the computer shares. */
function question(session: Session, level: Level) {
  return {
    game: 'shatra',
    level,
    budgetMs: BUDGET[level],
    position: exportPosition(session),
    history: session.game.positions.slice(0, -1).map((p) => makeFen(p)),
  } as const;
}

/** What the computer does on its turn: play a move, or resign the game. */
type ComputerTurn = { readonly kind: 'move'; readonly move: Move } | { readonly kind: 'resign' };

async function askMove(session: Session, level: Level): Promise<ComputerTurn> {
  const body: RequestBody = { kind: 'move', ...question(session, level) };
  const answer: unknown = await computer().ask(body);
  if (!isShatraMoveAnswer(answer)) throw new Error('unexpected answer from the computer');
  if (answer.resign) return { kind: 'resign' };
  const found = findLegalMove(current(session), answer.move);
  if (!found.ok) throw new Error(found.message);
  return { kind: 'move', move: found.value };
}

/** The computer moves whenever it is its turn; a stale answer (the game changed) is dropped. */
function useComputerTurn(
  session: Session,
  latest: { readonly current: Session },
  apply: (from: Session, turn: ComputerTurn) => void,
): boolean {
  const [thinking, setThinking] = useState(false);
  useEffect(() => {
    const { opponent } = session;
    if (opponent.kind !== 'computer' || userToMove(session) || outcome(session)) return;
    let cancelled = false;
    setThinking(true);
    askMove(session, opponent.level)
      .then((turn) => {
        if (!cancelled && latest.current === session) apply(session, turn);
      })
      .catch((error: unknown) => {
        if (!cancelled) notify('error', t('messages.computerFailed', { reason: reasonOf(error) }));
      })
      .finally(() => {
        if (!cancelled) setThinking(false);
      });
    return () => {
      // A new game (or a resignation) while the computer thinks: its answer no longer counts.
      cancelled = true;
      setThinking(false);
    };
  }, [session]);
  return thinking;
}

export function useShatra(): ShatraController {
  const [session, setSessionState] = useState<Session>(initialSession);
  const [interaction, setInteraction] = useState<InteractionState>(IDLE);
  const latest = useRef(session);
  latest.current = session;

  const setSession = (next: Session) => {
    latest.current = next;
    setSessionState(next);
    setInteraction(IDLE);
    saveRecord(SAVED_GAME, saveShape(next));
    if (outcome(next)) playSound('end');
  };

  const apply = (from: Session, move: Move) => {
    const next = playMove(from, move);
    if (!next.ok) {
      notify('error', t('messages.refused', { reason: next.message }));
      return;
    }
    playedSound(move);
    setSession(next.session);
  };

  const applyComputerTurn = (from: Session, turn: ComputerTurn) => {
    if (turn.kind === 'move') {
      apply(from, turn.move);
      return;
    }
    notify('info', t('messages.computerResigned'));
    setSession(computerResignsSession(from));
  };

  const thinking = useComputerTurn(session, latest, applyComputerTurn);

  const offerDraw = async () => {
    const s = latest.current;
    if (outcome(s)) return;
    if (s.opponent.kind === 'friend') {
      setSession(agreeDrawSession(s));
      return;
    }
    try {
      const answer = await computer().ask({ kind: 'draw-offer', ...question(s, s.opponent.level) });
      if (latest.current !== s) return;
      if (answer.kind === 'draw-response' && answer.accept) {
        notify('info', t('messages.drawAccepted'));
        setSession(agreeDrawSession(s));
      } else {
        notify('info', t('messages.drawDeclined'));
      }
    } catch (error) {
      notify('error', t('messages.computerFailed', { reason: reasonOf(error) }));
    }
  };

  return {
    session,
    interaction,
    thinking,
    onInteraction(transition) {
      setInteraction(transition.state);
      if (transition.played && userToMove(latest.current)) {
        apply(latest.current, transition.played.move);
      }
    },
    newGame(opponent, humanSide) {
      clearRecord(SAVED_GAME);
      setSession(newSession(START_POSITION, opponent, humanSide));
    },
    resign() {
      if (!outcome(latest.current)) setSession(resignSession(latest.current));
    },
    offerDraw,
    paste(text) {
      const s = latest.current;
      const imported = importText(text, s.opponent, s.humanSide);
      if (!imported.ok) return imported.message;
      setSession(imported.session);
      return null;
    },
    exportText() {
      return exportRecord(latest.current);
    },
  };
}

/** The legal moves the board may offer now (none while the computer thinks or after the end). */
export function offeredOptions(
  session: Session,
  thinking: boolean,
  options: () => MoveOption<Move>[],
): MoveOption<Move>[] {
  return !thinking && userToMove(session) ? options() : [];
}
