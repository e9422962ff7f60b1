// What the verify page shows of a record: every roll checked, then the verdict (all match, the
// first mismatch, or why the record cannot be checked). The check itself is @ludus/fair-dice's,
// run here in the browser: no server call.
import {
  type CheckedRoll,
  type MatVerifyError,
  type Mismatch,
  type Roll,
  verifyMat,
} from '@ludus/fair-dice';
import type { TFunction } from 'i18next';

export type VerifyOutcome =
  | { readonly kind: 'unreadable'; readonly code: MatVerifyError }
  | {
      readonly kind: 'checked';
      readonly rolls: readonly CheckedRoll[];
      readonly mismatch: Mismatch | null;
    };

export function checkRecord(text: string): VerifyOutcome {
  const result = verifyMat(text);
  if (!result.ok) return { kind: 'unreadable', code: result.error };
  return { kind: 'checked', rolls: result.value.checked, mismatch: result.value.mismatch };
}

export const diceText = (roll: Roll | null) => (roll ? `${roll[0]}-${roll[1]}` : '?');

/** Who starts by an opening roll: white has the first die. */
const starter = (roll: Roll | null) => (roll && roll[0] > roll[1] ? 'white' : 'black');

/** One checked roll as a line: `Roll 3: 4-5`, with what kind of roll it was. */
export function rollText(checked: CheckedRoll, t: TFunction): string {
  const line = t('roll', { roll: checked.roll, dice: diceText(checked.dice) });
  if (checked.shown === 'shown') return line;
  const player = t(`player.${starter(checked.dice)}`);
  return `${line} (${t(`note.${checked.shown}`, { player })})`;
}

/** Why a roll does not match, in a sentence. */
export function mismatchText(mismatch: Mismatch, t: TFunction): string {
  return t(`reason.${mismatch.reason}`, {
    expected: diceText(mismatch.expected),
    found: diceText(mismatch.found),
    player: t(`player.${starter(mismatch.expected)}`),
  });
}
