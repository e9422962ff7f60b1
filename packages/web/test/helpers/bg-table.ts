// Backgammon tables for the web's unit tests: a game of the page's settings, played on by the
// first legal intents of whoever is to act (rolls and plays first).
import {
  apply,
  type BackgammonIntent,
  type BackgammonTable,
  legalIntents,
  view,
} from '@ludus/session';
import { type SessionSpec, startTable } from '../../src/backgammon/session';

export function friendSpec(seed: number, matchLength = 1): SessionSpec {
  return { variant: 'backgammon', matchLength, opponent: { kind: 'friend' }, seed };
}

export function startFriendTable(seed: number, matchLength = 1): BackgammonTable {
  const started = startTable(friendSpec(seed, matchLength));
  if (!started.ok) throw new Error(started.message);
  return started.value;
}

/** The first seat with something to do and what it does: a play, else a roll, else the first. */
function nextIntent(table: BackgammonTable) {
  for (const seat of view(table, 'spectator').toAct) {
    const legal = legalIntents(table, seat) as BackgammonIntent[];
    const intent =
      legal.find((i) => i.kind === 'move') ?? legal.find((i) => i.kind === 'roll') ?? legal[0];
    if (intent && intent.kind !== 'next-game' && intent.kind !== 'resign') return { seat, intent };
  }
  return null;
}

/** Plays on until a game ends (its result waits) or `limit` intents are accepted. */
export function playOn(start: BackgammonTable, limit: number): BackgammonTable {
  let table = start;
  for (let i = 0; i < limit; i++) {
    const next = nextIntent(table);
    if (!next) break;
    const applied = apply(table, next.seat, next.intent);
    if (!applied.ok) throw new Error(applied.message);
    table = applied.value.table as BackgammonTable;
  }
  return table;
}
