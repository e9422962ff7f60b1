// The computer's answer to a draw that the person here offered on their own move. The local
// transport asks a computer seat only when no person here is to act (table/local.ts), and the
// offerer stays to act while the offer waits (they may still move: session shatra/turns.ts), so
// the transport never asks for this answer. Until it does, the page asks the computer's agent
// itself, with the same decide and seed, and hands the answer to the table under the same rule:
// only if the table has not moved on meanwhile.
import { apply, SEATS, type Seat, type ShatraTable, type ShatraView, view } from '@ludus/session';
import { useEffect } from 'preact/hooks';
import { type Decide, decisionSeed } from '../table/local';
import type { LocalGame } from './localGame';

/** The computer seat a draw offer waits on while a person here is to act too, or null. */
export function waitingComputer(table: ShatraTable): Seat | null {
  const { toAct } = view(table, 'spectator');
  if (!toAct.some((seat) => table.spec.seats[seat].kind === 'human')) return null;
  const answering = (seat: Seat) =>
    view(table, seat).legal.some((intent) => intent.kind === 'accept-draw');
  return (
    SEATS.find((seat) => table.spec.seats[seat].kind === 'computer' && answering(seat)) ?? null
  );
}

/**
 * Asks the computer for its answer and applies it; nothing when no answer is wanted, or when
 * `current()` says the game was left (a new game) or the table moved on before the answer came.
 */
export async function answerDrawOffer(
  game: LocalGame,
  decide: Decide,
  current: () => boolean,
): Promise<void> {
  const table = game.transport.table() as ShatraTable;
  const seat = waitingComputer(table);
  const player = seat === null ? null : table.spec.seats[seat];
  if (seat === null || player?.kind !== 'computer') return;
  const intent = await decide(view(table, seat), player.level, decisionSeed(game.spec.seed, table));
  if (intent === null || !current() || game.transport.table() !== table) return;
  const applied = apply(table, seat, intent);
  if (!applied.ok) throw new Error(`${applied.error}: ${applied.message}`);
  game.transport.replace(applied.value.table);
}

/**
 * Whether the computer owes an answer to a draw offer now; asks for it whenever it does (after
 * the offer, and on opening a saved game with the offer still waiting).
 */
export function useDrawAnswer(
  game: LocalGame,
  shown: ShatraView,
  decide: Decide,
  onError: (error: unknown) => void,
): boolean {
  const waiting = waitingComputer(game.transport.table() as ShatraTable) !== null;
  useEffect(() => {
    if (!waiting) return;
    let left = false;
    answerDrawOffer(game, decide, () => !left).catch((error: unknown) => {
      if (!left) onError(error);
    });
    return () => {
      left = true;
    };
  }, [game, shown.seq, waiting]);
  return waiting;
}
