// Checking a record's rolls: the commitment first (the revealed seed must be the committed one),
// then roll by roll, stopping at the first roll that does not match.
import { commitmentOf, verifyCommitment } from './commitment';
import { rollsUnder } from './derive';
import type { Roll } from './fields';
import type { DiceRecord } from './record';

/** How a checked roll shows in the record. */
export type RollShown =
  /** As the derived dice, in the record's order (the .mat writes the higher die first). */
  | 'shown'
  /** An opening roll the starter plays: shown as its first move (white's die first here). */
  | 'opening'
  /** An opening roll whose dice tied: rolled again, so no record shows it. */
  | 'opening-tie'
  /** The opening roll that chose who starts, under "roll afresh": only who started shows. */
  | 'opening-starter';

export interface CheckedRoll {
  readonly roll: number;
  readonly dice: Roll;
  readonly shown: RollShown;
}

export type MismatchReason =
  /** The revealed server seed's SHA-256 is not the commitment (reported at roll 1). */
  | 'commitment'
  /** The record's dice differ from the derived ones. */
  | 'dice'
  /** The derived opening roll gives the first turn to the other player than the record. */
  | 'starter'
  /** The record shows a roll for which it reveals no nonce. */
  | 'no-nonce'
  /** The record reveals a nonce for a roll it does not show. */
  | 'not-shown';

export interface Mismatch {
  readonly roll: number;
  readonly reason: MismatchReason;
  /** The derived dice (null where no nonce lets them be derived). */
  readonly expected: Roll | null;
  /** The record's dice (null where it shows none). */
  readonly found: Roll | null;
  /** For 'commitment': the SHA-256 of the revealed seed and the committed hash. */
  readonly hashes?: { readonly ofSeed: string; readonly committed: string };
}

export interface Verification {
  /** The rolls that matched, in order. */
  readonly checked: readonly CheckedRoll[];
  /** The first that did not, or null when every roll matched. */
  readonly mismatch: Mismatch | null;
}

/** The mismatch of a seed that is not the committed one, or null. */
export function commitmentMismatch(record: DiceRecord): Mismatch | null {
  if (verifyCommitment(record.serverSeed, record.commitment)) return null;
  const hashes = { ofSeed: commitmentOf(record.serverSeed), committed: record.commitment };
  return { roll: 1, reason: 'commitment', expected: null, found: null, hashes };
}

/** Derives the record's rolls one at a time (1 first), each once. */
export function rollDeriver(record: DiceRecord): (roll: number) => Roll | null {
  const derive = rollsUnder(record.serverSeed);
  const derived: Roll[] = [];
  return (roll) => {
    const nonce = record.nonces[roll - 1];
    if (nonce === undefined) return null;
    derived[roll - 1] ??= derive({ ...record, roll, nonce });
    return derived[roll - 1] ?? null;
  };
}

export function sameRoll(a: Roll, b: Roll): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** The same two dice in either order. */
export function sameDice(a: Roll, b: Roll): boolean {
  return sameRoll(a, b) || (a[0] === b[1] && a[1] === b[0]);
}

/**
 * A record whose every roll is shown in the order drawn (`found[0]` is roll 1), such as a table's
 * events: each must equal its derived roll, die for die.
 */
export function verifyRolls(record: DiceRecord, found: readonly Roll[]): Verification {
  const commitment = commitmentMismatch(record);
  if (commitment) return { checked: [], mismatch: commitment };
  const derive = rollDeriver(record);
  const checked: CheckedRoll[] = [];
  const count = Math.max(found.length, record.nonces.length);
  for (let roll = 1; roll <= count; roll += 1) {
    const expected = derive(roll);
    const shown = found[roll - 1] ?? null;
    const mismatch = rollMismatch(roll, expected, shown, sameRoll);
    if (mismatch) return { checked, mismatch };
    if (expected) checked.push({ roll, dice: expected, shown: 'shown' });
  }
  return { checked, mismatch: null };
}

/** The mismatch of one roll the record shows (or not), or null when it matches. */
export function rollMismatch(
  roll: number,
  expected: Roll | null,
  found: Roll | null,
  same: (a: Roll, b: Roll) => boolean,
): Mismatch | null {
  if (expected === null) return { roll, reason: 'no-nonce', expected, found };
  if (found === null) return { roll, reason: 'not-shown', expected, found };
  return same(expected, found) ? null : { roll, reason: 'dice', expected, found };
}
