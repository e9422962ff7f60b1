// The Shatra page's state: the game (session.ts), the board interaction, the computer's turn,
// saving after every change, and loading a pasted position or record. Bad input never changes
// the game: the caller gets a message and the game stays as it was.
import {
  findLegalMove,
  type Move,
  makeFen,
  type Position,
  readPosition,
  type Side,
  START_FEN,
} from '@ludus/shatra';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ComputerError, computer } from '../computer/client';
import type { Level } from '../computer/protocol';
import { translate } from '../i18n';
import { notify } from '../notices';
import { searchParam } from '../router';
import { takeNewGameRequest } from '../setup';
import { playSound } from '../sound';
import { clearRecord, loadRecord, type RecordFormat, saveRecord } from '../storage';
import { IDLE, type InteractionState, type MoveOption, type Transition } from './boardState';
import { exportRecord, importRecord } from './record';
import {
  current,
  endSession,
  newSession,
  outcome,
  playMove,
  replay,
  type Session,
  type SessionRecord,
  type ShatraOpponent,
  userToMove,
  validateRecord,
} from './session';

export const SAVED_GAME: RecordFormat<SessionRecord> = {
  key: 'ludus.shatra.game',
  version: 1,
  validate: validateRecord,
};

/** Thinking time per level, in milliseconds (the worker stops its search within it). */
const BUDGET: Readonly<Record<Level, number>> = { 1: 300, 2: 700, 3: 1500 };

function startOf(fen: string, opponent: ShatraOpponent, humanSide: Side): Session | string {
  const read = readPosition(fen);
  return read.ok ? newSession(read.value, fen, opponent, humanSide) : read.message;
}

function t(key: string, options?: Record<string, unknown>): string {
  return translate('shatra', key, options);
}

/** The game to show when the page opens: a `?position=` test start, the home page's choice,
 * the saved game, or a fresh game against the computer. */
function initialSession(): Session {
  const fresh = startOf(START_FEN, { kind: 'computer', level: 2 }, 'white') as Session;
  const fromUrl = searchParam('position');
  const requested = takeNewGameRequest('shatra');
  if (fromUrl) {
    const opponent: ShatraOpponent = requested?.opponent ?? { kind: 'friend' };
    const session = startOf(fromUrl, opponent, 'white');
    if (typeof session !== 'string') return session;
    notify('error', t('messages.badPosition', { reason: session }));
    return fresh;
  }
  if (requested) {
    return startOf(START_FEN, requested.opponent, 'white') as Session;
  }
  const loaded = loadRecord(SAVED_GAME);
  if (loaded.kind === 'ok') {
    const replayed = replay(loaded.value);
    if (replayed.ok) return replayed.session;
  }
  if (loaded.kind === 'corrupt')
    notify('error', t('messages.corruptSave', { reason: loaded.message }));
  return fresh;
}

function save(session: Session): void {
  saveRecord(SAVED_GAME, session.record);
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

export function useShatra(): ShatraController {
  const [session, setSessionState] = useState<Session>(initialSession);
  const [interaction, setInteraction] = useState<InteractionState>(IDLE);
  const [thinking, setThinking] = useState(false);
  const latest = useRef(session);
  latest.current = session;

  const setSession = (next: Session) => {
    latest.current = next;
    setSessionState(next);
    setInteraction(IDLE);
    save(next);
    if (outcome(next)) playSound('end');
  };

  // The computer moves whenever it is its turn; a stale answer (the game changed) is dropped.
  useEffect(() => {
    const { opponent } = session.record;
    if (opponent.kind !== 'computer' || outcome(session) || userToMove(session)) return;
    let cancelled = false;
    setThinking(true);
    const asked = session;
    computer()
      .ask({
        kind: 'move',
        game: 'shatra',
        level: opponent.level,
        budgetMs: BUDGET[opponent.level],
        position: exportPosition(asked),
        history: asked.record.moves.length > 0 ? historyFens(asked) : [],
      })
      .then((answer) => {
        if (cancelled || latest.current !== asked) return;
        if (answer.kind !== 'shatra-move') throw new ComputerError('engine-error', answer.kind);
        const found = findLegalMove(current(asked), answer.move);
        if (!found.ok) throw new ComputerError('engine-error', found.message);
        playedSound(found.value);
        setSession(playMove(asked, found.value));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const reason = error instanceof Error ? error.message : String(error);
        notify('error', t('messages.computerFailed', { reason }));
      })
      .finally(() => {
        if (!cancelled) setThinking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [session]);

  return {
    session,
    interaction,
    thinking,
    onInteraction(transition) {
      setInteraction(transition.state);
      const played = transition.played;
      if (played && userToMove(latest.current)) {
        playedSound(played.move);
        setSession(playMove(latest.current, played.move));
      }
    },
    newGame(opponent, humanSide) {
      const fresh = startOf(START_FEN, opponent, humanSide) as Session;
      clearRecord(SAVED_GAME);
      setSession(fresh);
    },
    resign() {
      const s = latest.current;
      if (outcome(s)) return;
      const loser = s.record.opponent.kind === 'computer' ? s.record.humanSide : current(s).turn;
      setSession(endSession(s, { kind: 'resignation', loser }));
    },
    async offerDraw() {
      const s = latest.current;
      if (outcome(s)) return;
      if (s.record.opponent.kind === 'friend') {
        setSession(endSession(s, { kind: 'agreement' }));
        return;
      }
      try {
        const answer = await computer().ask({
          kind: 'draw-offer',
          game: 'shatra',
          level: s.record.opponent.level,
          budgetMs: BUDGET[s.record.opponent.level],
          position: exportPosition(s),
          history: historyFens(s),
        });
        if (latest.current !== s) return;
        if (answer.kind === 'draw-response' && answer.accept) {
          notify('info', t('messages.drawAccepted'));
          setSession(endSession(s, { kind: 'agreement' }));
        } else {
          notify('info', t('messages.drawDeclined'));
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        notify('error', t('messages.computerFailed', { reason }));
      }
    },
    paste(text) {
      const s = latest.current;
      const imported = importRecord(text.trim(), s.record.opponent, s.record.humanSide);
      if (!imported.ok) return imported.message;
      setSession(imported.session);
      return null;
    },
    exportText() {
      return exportRecord(latest.current);
    },
  };
}

export function exportPosition(session: Session): string {
  return positionString(current(session));
}

function historyFens(session: Session): string[] {
  return session.positions.slice(0, -1).map(positionString);
}

export function positionString(position: Position): string {
  return makeFen(position);
}

/** The legal moves the board may offer now (none while the computer thinks or after the end). */
export function offeredOptions(
  session: Session,
  thinking: boolean,
  options: () => MoveOption<Move>[],
): MoveOption<Move>[] {
  return !thinking && userToMove(session) ? options() : [];
}
