// @ludus/fair-dice: dice anyone can verify (docs/fair-dice.md). The server commits to a secret
// seed, each roll is HMAC-SHA256 of the seed over the roll's message, and a finished game's
// record reveals the seed so that every roll can be recomputed, here, in a browser or by hand.
export { commitmentOf, newServerSeed, verifyCommitment } from './commitment';
export {
  type BlockSource,
  deriveRoll,
  diceFromBlocks,
  diceUnder,
  MAX_BLOCKS,
  REJECT_FROM,
  rollMessage,
  rollsUnder,
  seedBytes,
} from './derive';
export {
  DICE_VERSION,
  type Die,
  FIELD_PATTERN,
  isField,
  isHex32,
  type Roll,
  type RollContext,
  type RollInput,
} from './fields';
export { type MatVerifyError, verifyMat } from './mat-verify';
export { type DiceSeat, FairDice } from './provider';
export {
  type DiceRecord,
  type DiceRecordError,
  diceRecordLines,
  NONCES_PER_LINE,
  readDiceRecord,
} from './record';
export {
  type CheckedRoll,
  commitmentMismatch,
  type Mismatch,
  type MismatchReason,
  type RollShown,
  rollDeriver,
  sameDice,
  sameRoll,
  type Verification,
  verifyRolls,
} from './verify';
