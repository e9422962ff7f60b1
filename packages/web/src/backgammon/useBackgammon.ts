// The play page's controller: the session, the human's turn on the board, the computer's turns,
// saving after every action. Every action goes through the rules package; an error leaves the
// game as it was and says why.
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { computer } from '../computer/client';
import { DEFAULT_BACKGAMMON_LEVEL } from '../computer/protocol';
import { translate } from '../i18n';
import { notify } from '../notices';
import type { GameKey } from '../router';
import { searchParam } from '../router';
import { type GameSetup, takeNewGameRequest } from '../setup';
import { playSound } from '../sound';
import { computerAction } from './computerTurn';
import { importText } from './interchange';
import { loadSession, saveSession, variantOfGame } from './persistence';
import { typedNotation } from './record';
import { type GameAction, turnTree, type VariantKey, variantOf } from './rules';
import {
  acknowledgeResult,
  actor,
  applyAction,
  COMPUTER_COLOUR,
  isHuman,
  type Session,
  type SessionSpec,
  startSession,
} from './session';
import {
  clickPoint,
  finishedPlay,
  playPath,
  startTurn,
  type Turn,
  undoAll,
  undoStep,
} from './turn';

/** `?seed=N` fixes the dice (tests, bug reports); otherwise every game gets a random seed. */
export function chooseSeed(): number {
  const fixed = Number.parseInt(searchParam('seed') ?? '', 10);
  if (Number.isInteger(fixed)) return fixed;
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  return random[0] ?? 1;
}

/** `?delay=MS` sets the computer's pause before it acts (default 600 ms; tests use 0). */
function computerDelay(): number {
  const delay = Number.parseInt(searchParam('delay') ?? '', 10);
  return Number.isInteger(delay) && delay >= 0 ? delay : 600;
}

function specFromSetup(setup: GameSetup<VariantKey>, variant: VariantKey): SessionSpec {
  return {
    variant,
    matchLength: variantOf(variant).matchPlay ? setup.matchLength : 0,
    opponent: setup.opponent,
    seed: chooseSeed(),
  };
}

function defaultSpec(variant: VariantKey): SessionSpec {
  return {
    variant,
    matchLength: 0,
    opponent: { kind: 'computer', level: DEFAULT_BACKGAMMON_LEVEL },
    seed: chooseSeed(),
  };
}

function freshSession(spec: SessionSpec): Session {
  const started = startSession(spec);
  if (started.ok) return started.value;
  const fallback = startSession({ ...spec, matchLength: 0 });
  if (!fallback.ok) throw new Error(fallback.message);
  return fallback.value;
}

/** The session this page opens with: a new game from the home page, the saved one, or a fresh one. */
function openingSession(game: GameKey): Session {
  const variant = variantOfGame(game);
  const requested = takeNewGameRequest(variant);
  if (requested) return freshSession(specFromSetup(requested, variant));
  const loaded = loadSession(variant);
  if (loaded.kind === 'ok') return loaded.value;
  if (loaded.kind === 'corrupt') {
    notify('error', translate('backgammon', 'messages.corruptSave', { reason: loaded.message }));
  }
  return freshSession(defaultSpec(variant));
}

export interface Controller {
  readonly session: Session;
  /** The human's turn on the board while they are moving, else null. */
  readonly turn: Turn | null;
  readonly thinking: boolean;
  readonly computerFailed: boolean;
  act(action: GameAction): void;
  click(point: number): void;
  drop(from: number, to: number): void;
  undo(): void;
  undoTurn(): void;
  confirm(): void;
  playForced(steps: Turn['played']): void;
  nextGame(): void;
  newSession(spec?: Partial<SessionSpec>): void;
  retryComputer(): void;
  importRecord(text: string): boolean;
  /** A typed move for the human on turn; false (with a message) when it is not legal. */
  playTyped(text: string): boolean;
}

/**
 * The computer's turns: when it is to act, wait `?delay`, ask the worker, apply its action. A
 * failure stops it (the game stays as it was) until `retry`.
 */
function useComputerTurns(
  session: Session,
  latest: { readonly current: Session },
  act: (action: GameAction) => void,
  turnKey: string,
) {
  const [thinking, setThinking] = useState(false);
  const [failed, setFailed] = useState(false);
  const level = session.spec.opponent.kind === 'computer' ? session.spec.opponent.level : null;
  const toAct = level !== null && actor(session) === COMPUTER_COLOUR && !failed;
  // Re-run after every action (turnKey) and when the computer becomes the one to act.
  useEffect(() => {
    if (!toAct || level === null) return;
    let live = true;
    const timer = setTimeout(() => {
      setThinking(true);
      computerAction(latest.current, COMPUTER_COLOUR, level, computer())
        .then((action) => {
          if (live && action) act(action);
        })
        .catch((error: unknown) => {
          if (!live) return;
          setFailed(true);
          const reason = error instanceof Error ? error.message : String(error);
          notify('error', translate('backgammon', 'messages.computerFailed', { reason }));
        })
        // Always: a request outlived by a new game must not leave "thinking" on.
        .finally(() => setThinking(false));
    }, computerDelay());
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [turnKey, toAct]);
  const retry = useCallback(() => setFailed(false), []);
  return { thinking, failed, retry };
}

export function useBackgammon(game: GameKey): Controller {
  const [session, setSession] = useState<Session>(() => openingSession(game));
  const [turn, setTurn] = useState<Turn | null>(null);
  /** Which session state (`turnOwner` below) `turn` was made for. */
  const [turnOf, setTurnOf] = useState('');
  const latest = useRef(session);
  latest.current = session;

  const commit = useCallback((next: Session) => {
    latest.current = next;
    setSession(next);
    saveSession(next);
  }, []);

  const act = useCallback(
    (action: GameAction) => {
      const result = applyAction(latest.current, action);
      if (!result.ok) {
        notify('error', translate('backgammon', 'messages.refused', { reason: result.message }));
        return;
      }
      const next = result.value;
      const last = next.match.current.state.history.at(-1);
      if (action.kind === 'roll') playSound('dice');
      else if (action.kind === 'move') {
        playSound(hasHit(action) ? 'hit' : 'move');
      }
      if (next.match.previous.length > latest.current.match.previous.length || next.match.winner) {
        playSound('end');
      } else if (last?.kind === 'move' && last.play.steps.length === 0) {
        playSound('notify');
      }
      commit(next);
    },
    [commit],
  );

  // The human's board turn follows the session: a fresh one whenever a human starts moving.
  const state = session.match.current.state;
  const mover = actor(session);
  const humanMoving =
    mover !== null && isHuman(session.spec, mover) && state.phase.kind === 'moving';
  const turnKey = `${session.actions.length}`;
  const turnOwner = `${turnKey}:${humanMoving}`;
  // A new board turn exactly when the action count changes.
  useEffect(() => {
    setTurn(
      humanMoving && state.phase.kind === 'moving'
        ? startTurn(turnTree(state.position, state.phase.dice, state.rules.variant))
        : null,
    );
    setTurnOf(turnOwner);
  }, [turnKey, humanMoving]);
  // The render after an action comes before that effect: the turn still in state then is the
  // last one (already confirmed), and showing it would offer its Confirm button a second time
  // for a frame. Only a turn made for the session as it is now is the human's turn.
  const liveTurn = turnOf === turnOwner ? turn : null;

  const computerTurns = useComputerTurns(session, latest, act, turnKey);
  const { thinking, failed: computerFailed } = computerTurns;

  const click = useCallback((point: number) => {
    setTurn((current) => {
      if (!current) return current;
      const { turn: next, outcome } = clickPoint(current, point);
      if (outcome === 'moved') playSound('move');
      return next;
    });
  }, []);

  const drop = useCallback((from: number, to: number) => {
    setTurn((current) => {
      if (!current) return current;
      const picked = clickPoint({ ...current, selected: null }, from);
      const lifted = picked.outcome === 'moved' ? undoStep(picked.turn) : picked.turn;
      const { turn: next, outcome } = clickPoint({ ...lifted, selected: from }, to);
      if (outcome === 'moved') {
        playSound('move');
        return next;
      }
      return current;
    });
  }, []);

  const confirm = useCallback(() => {
    const play = liveTurn ? finishedPlay(liveTurn) : null;
    if (play) act({ kind: 'move', play });
  }, [liveTurn, act]);

  return useMemo(
    () => ({
      session,
      turn: liveTurn,
      thinking,
      computerFailed,
      act,
      click,
      drop,
      undo: () => setTurn((t) => (t ? undoStep(t) : t)),
      undoTurn: () => setTurn((t) => (t ? undoAll(t) : t)),
      confirm,
      playForced: (steps) => setTurn((t) => (t ? playPath(undoAll(t), steps) : t)),
      nextGame: () => commit(acknowledgeResult(latest.current)),
      newSession: (changes) => {
        computerTurns.retry();
        commit(freshSession({ ...latest.current.spec, seed: chooseSeed(), ...changes }));
      },
      retryComputer: computerTurns.retry,
      playTyped: (text) => {
        const state = latest.current.match.current.state;
        const notation = typedNotation(text, state.turn, state.rules.variant);
        const before = latest.current.actions.length;
        act({ kind: 'move', play: notation });
        return latest.current.actions.length > before;
      },
      importRecord: (text) => {
        const imported = importText(text, latest.current);
        if (!imported.ok) {
          notify(
            'error',
            translate('backgammon', 'messages.badPaste', { reason: imported.message }),
          );
          return false;
        }
        computerTurns.retry();
        commit(imported.value);
        notify('info', translate('backgammon', 'messages.imported'));
        return true;
      },
    }),
    [
      session,
      liveTurn,
      thinking,
      computerFailed,
      computerTurns.retry,
      act,
      click,
      drop,
      confirm,
      commit,
    ],
  );
}

function hasHit(action: GameAction): boolean {
  return (
    action.kind === 'move' &&
    typeof action.play !== 'string' &&
    action.play.steps.some((s) => s.hit)
  );
}
