// Verifying a backgammon or tryktrak .mat download: its header's dice record against the rolls
// its moves show. The .mat leaves out some of the rolls the table drew, and the verifier must
// account for each: an opening roll that tied (rolled again) shows nowhere, and under "roll
// afresh" the opening roll shows only as who moved first. Which derived rolls are such openings
// follows from the derived dice themselves, so every derived roll is still checked.
import {
  type Colour,
  type MatError,
  type MatRoll,
  type MatRollGame,
  type OpeningRule,
  readMatRolls,
} from '@ludus/backgammon';
import type { Result } from '@ludus/core';
import type { Roll } from './fields';
import { type DiceRecordError, readDiceRecord } from './record';
import {
  type CheckedRoll,
  commitmentMismatch,
  type Mismatch,
  type RollShown,
  rollDeriver,
  rollMismatch,
  sameDice,
  type Verification,
} from './verify';

export type MatVerifyError = MatError | DiceRecordError;

/** Walks the derived rolls (`next` is the next roll's number) along one game after another. */
class Walk {
  readonly checked: CheckedRoll[] = [];
  next = 1;

  constructor(private readonly derive: (roll: number) => Roll | null) {}

  /** Checks the next derived roll against `found` (the record's dice), or returns the mismatch. */
  shown(found: Roll, shown: RollShown = 'shown'): Mismatch | null {
    const roll = this.next;
    const expected = this.derive(roll);
    const mismatch = rollMismatch(roll, expected, found, sameDice);
    if (mismatch || !expected) return mismatch;
    this.checked.push({ roll, dice: expected, shown });
    this.next += 1;
    return null;
  }

  /** The opening: ties first, then the roll that chose `opener` (shown or not). */
  opening(opener: Colour, rule: OpeningRule, first: MatRoll | undefined): Mismatch | null {
    for (;;) {
      const roll = this.next;
      const expected = this.derive(roll);
      if (!expected) return rollMismatch(roll, null, first?.dice ?? null, sameDice);
      if (expected[0] === expected[1]) {
        this.checked.push({ roll, dice: expected, shown: 'opening-tie' });
        this.next += 1;
        continue;
      }
      // The first die is white's, the second black's: the higher one starts.
      const starter: Colour = expected[0] > expected[1] ? 'white' : 'black';
      if (starter !== opener) {
        return { roll, reason: 'starter', expected, found: first?.dice ?? null };
      }
      if (rule === 'opening-dice') return first ? this.shown(first.dice, 'opening') : null;
      this.checked.push({ roll, dice: expected, shown: 'opening-starter' });
      this.next += 1;
      return null;
    }
  }

  game(game: MatRollGame, rule: OpeningRule): Mismatch | null {
    // A game conceded before its opening roll drew no dice.
    if (game.opener === null) return null;
    const [first, ...rest] = game.rolls;
    const opening = this.opening(game.opener, rule, first);
    if (opening) return opening;
    for (const roll of rule === 'opening-dice' ? rest : game.rolls) {
      const mismatch = this.shown(roll.dice);
      if (mismatch) return mismatch;
    }
    return null;
  }
}

function walkGames(
  games: readonly MatRollGame[],
  rule: OpeningRule,
  derive: (roll: number) => Roll | null,
  nonces: number,
): Verification {
  const walk = new Walk(derive);
  for (const game of games) {
    const mismatch = walk.game(game, rule);
    if (mismatch) return { checked: walk.checked, mismatch };
  }
  if (walk.next <= nonces) {
    const roll = walk.next;
    return { checked: walk.checked, mismatch: rollMismatch(roll, derive(roll), null, sameDice) };
  }
  return { checked: walk.checked, mismatch: null };
}

/**
 * Reads a .mat file's dice record and rolls and checks them: an error when the file cannot be
 * read (no .mat, no dice record, a malformed one), else the rolls that matched and the first
 * mismatch, if any (a seed that is not the committed one is a mismatch at roll 1).
 */
export function verifyMat(text: string): Result<Verification, MatVerifyError> {
  const mat = readMatRolls(text);
  if (!mat.ok) return mat;
  const record = readDiceRecord(mat.value.comments);
  if (!record.ok) return record;
  const commitment = commitmentMismatch(record.value);
  if (commitment) return { ok: true, value: { checked: [], mismatch: commitment } };
  const derive = rollDeriver(record.value);
  const { games, rules } = mat.value;
  return {
    ok: true,
    value: walkGames(games, rules.opening, derive, record.value.nonces.length),
  };
}
