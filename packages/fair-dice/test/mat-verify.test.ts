// Whole matches played at a session table with FairDice, written as the .mat download: every
// roll verifies (opening ties included), and each kind of tampering is found at the right roll.
import {
  defaultMatchRules,
  type MatchState,
  makeMat,
  matchLegalActions,
  newMatch,
  parseMat,
  playMatch,
} from '@ludus/backgammon';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  diceRecordLines,
  FairDice,
  type Roll,
  readDiceRecord,
  verifyMat,
  verifyRolls,
} from '../src/index';
import { type Played, playFairMatch, SERVER_SEED } from './play';

// Choice seeds picked for long matches whose openings tie at least once (seeds 4 and 5).
const played: Played[] = [
  playFairMatch({ matchLength: 3 }, 4),
  playFairMatch({ matchLength: 3 }, 8),
  playFairMatch({ game: 'tryktrak', matchLength: 3 }, 5),
  playFairMatch({ matchLength: 0 }, 4, 'money-game_1'),
];

function verified(text: string) {
  const result = verifyMat(text);
  if (!result.ok) throw new Error(`${result.error}: ${result.message}`);
  return result.value;
}

/** The text with the value of `; [Key "…"]` replaced. */
function withTag(text: string, key: string, value: string): string {
  return text.replace(new RegExp(`; \\[${key} "[^"]*"\\]`), `; [${key} "${value}"]`);
}

/** A hex string with its last digit changed. */
const flipped = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

describe('a match played with fair dice', () => {
  it('verifies roll by roll, every roll the table drew', () => {
    for (const { mat, dice, rolls, table } of played) {
      const result = verified(mat);
      expect(result.mismatch).toBeNull();
      expect(result.checked.map((c) => c.roll)).toEqual(rolls.map((_, i) => i + 1));
      expect(result.checked.map((c) => c.dice)).toEqual(rolls);
      expect(dice.nonces()).toHaveLength(rolls.length);
      // The same rolls, in the table's own order, die for die.
      expect(verifyRolls(dice.record(), rolls).mismatch).toBeNull();
      // The dice lines change nothing for the .mat reader.
      const parsed = parseMat(mat);
      expect(parsed.ok && parsed.value.match.score).toEqual(table.state.match.score);
    }
  });

  it('accounts for opening rolls that tied (no .mat shows them)', () => {
    const ties = played.flatMap(({ mat }) =>
      verified(mat).checked.filter((c) => c.shown === 'opening-tie'),
    );
    expect(ties.length).toBeGreaterThan(0);
    for (const tie of ties) expect(tie.dice[0]).toBe(tie.dice[1]);
  });

  it('finds a changed roll at its number', () => {
    const { mat } = played[0] as Played;
    const good = verified(mat).checked.filter((c) => c.shown === 'shown' || c.shown === 'opening');
    const target = good[6] as (typeof good)[number];
    // The 7th roll the .mat shows (dice written higher first, as `64:`).
    let seen = 0;
    const tampered = mat.replace(/\b([1-6])([1-6]):/g, (whole, a: string, b: string) => {
      seen += 1;
      if (seen !== 7) return whole;
      return `${a}${b}` === '11' ? '22:' : '11:';
    });
    const { mismatch } = verified(tampered);
    expect(mismatch).toMatchObject({ roll: target.roll, reason: 'dice', expected: target.dice });
  });

  it('finds a changed seed, commitment or nonce', () => {
    const { mat, dice } = played[1] as Played;
    const record = dice.record();
    const seed = flipped(record.serverSeed);
    expect(verified(withTag(mat, 'DiceServerSeed', seed)).mismatch).toMatchObject({
      roll: 1,
      reason: 'commitment',
    });
    expect(
      verified(withTag(mat, 'DiceCommitment', flipped(record.commitment))).mismatch,
    ).toMatchObject({ roll: 1, reason: 'commitment' });
    // Another seed with its own commitment: the dice themselves differ.
    const reseeded = withTag(
      withTag(mat, 'DiceServerSeed', seed),
      'DiceCommitment',
      commitmentOf(seed),
    );
    const other = verified(reseeded).mismatch;
    expect(other?.reason).toMatch(/^(dice|starter)$/);
    // A nonce changed: its roll, no earlier one.
    const nonces = [...record.nonces];
    const k = 10;
    nonces[k - 1] = 'changed';
    const lines = diceRecordLines({ ...record, nonces }).filter((l) => l.includes('DiceNonces'));
    const renonced = mat.replace(/(; \[DiceNonces "[^"]*"\]\n)+/, `${lines.join('\n')}\n`);
    const found = verified(renonced);
    expect(found.checked).toHaveLength(k - 1);
    expect(found.mismatch?.roll).toBe(k);
  });

  it('finds a nonce missing for a shown roll, and a nonce for a roll not shown', () => {
    const { mat, dice } = played[2] as Played;
    const record = dice.record();
    const n = record.nonces.length;
    const fewer = diceRecordLines({ ...record, nonces: record.nonces.slice(0, -1) });
    const more = diceRecordLines({ ...record, nonces: [...record.nonces, 'extra'] });
    const replace = (lines: string[]) =>
      `${lines.join('\n')}\n${mat.slice(mat.indexOf('\n', mat.lastIndexOf('; [DiceNonces')) + 1)}`;
    const header = mat.slice(0, mat.indexOf('; [Dice "'));
    expect(verified(header + replace(fewer)).mismatch).toMatchObject({
      roll: n,
      reason: 'no-nonce',
    });
    expect(verified(header + replace(more)).mismatch).toMatchObject({
      roll: n + 1,
      reason: 'not-shown',
      found: null,
    });
  });

  it('reports a table roll changed in the generic check', () => {
    const { dice, rolls } = played[3] as Played;
    const changed: Roll[] = [...rolls];
    const [a, b] = changed[4] as Roll;
    changed[4] = [a === 6 ? 1 : ((a + 1) as Roll[0]), b];
    expect(verifyRolls(dice.record(), rolls).mismatch).toBeNull();
    expect(verifyRolls(dice.record(), changed).mismatch).toMatchObject({ roll: 5, reason: 'dice' });
  });
});

describe('the opening rule "roll afresh"', () => {
  it('verifies the opening roll by who starts, the fresh roll by its dice', () => {
    const started = newMatch({ ...defaultMatchRules(1), opening: 'roll-afresh' });
    if (!started.ok) throw new Error(started.message);
    let match: MatchState = started.value;
    const dice = new FairDice(SERVER_SEED, 'afresh', { white: 'w', black: 'b' });
    let drawn = 0;
    const source = { rollDie: () => dice.die(drawn++) };
    for (let turn = 0; match.winner === null; turn += 1) {
      const actions = matchLegalActions(match).filter(
        (a) => a.kind === 'roll' || a.kind === 'move',
      );
      const action = actions[turn % actions.length];
      if (!action) throw new Error('no action');
      const next = dice.drawingWith(`t${turn}`, () => playMatch(match, action, source));
      if (!next.ok) throw new Error(next.message);
      match = next.value;
    }
    const result = verified(makeMat(match, undefined, diceRecordLines(dice.record())));
    expect(result.mismatch).toBeNull();
    expect(result.checked.some((c) => c.shown === 'opening-starter')).toBe(true);
    expect(result.checked).toHaveLength(drawn / 2);
  });
});

describe('records that cannot be read', () => {
  const { mat } = played[0] as Played;
  const cases: [string, string, string][] = [
    ['no dice record', mat.replace(/; \[Dice[^\n]*\n/g, ''), 'dice-none'],
    ['not a .mat', 'hello\nworld\n', 'mat-syntax'],
    ['a malformed dice line', mat.replace('; [DiceGame "', '; [DiceGame '), 'dice-line'],
    ['another version', withTag(mat, 'Dice', 'ludus-dice-v9'), 'dice-version'],
    ['an unknown key', mat.replace('; [Dice "', '; [DiceExtra "x"]\n; [Dice "'), 'dice-unknown'],
    ['a key twice', mat.replace('; [Dice "', '; [DiceGame "x"]\n; [Dice "'), 'dice-duplicate'],
    ['a key missing', mat.replace(/; \[DiceWhiteSeed[^\n]*\n/, ''), 'dice-missing'],
    ['no nonces', mat.replace(/; \[DiceNonces[^\n]*\n/g, ''), 'dice-missing'],
    ['a short seed', withTag(mat, 'DiceServerSeed', 'abc'), 'dice-value'],
    ['a bad field', withTag(mat, 'DiceBlackSeed', 'a:b'), 'dice-value'],
    ['a bad nonce', mat.replace('; [DiceNonces "', '; [DiceNonces "a:b '), 'dice-value'],
  ];
  for (const [name, text, error] of cases) {
    it(`refuses ${name} (${error})`, () => {
      const result = verifyMat(text);
      expect(result.ok ? 'ok' : result.error).toBe(error);
    });
  }

  it('reads back what it writes', () => {
    const { dice } = played[0] as Played;
    const record = dice.record();
    expect(readDiceRecord(diceRecordLines(record))).toEqual({ ok: true, value: record });
  });
});
