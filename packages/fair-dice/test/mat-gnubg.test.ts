// GNU Backgammon still reads a .mat download with the dice record in its header: the same games,
// records and results as the same file without it.
import { describe, expect, it } from 'vitest';
import { runGnubg } from '../../backgammon/scripts/mat-gnubg';
import { NONCES_PER_LINE } from '../src/index';
import { playFairMatch } from './play';

describe('a .mat with the dice record, in GNU Backgammon', () => {
  it('imports as the same match as without it', () => {
    const { mat, dice } = playFairMatch({ matchLength: 3 }, 10);
    expect(dice.nonces().length).toBeGreaterThan(NONCES_PER_LINE);
    const plain = mat.replace(/; \[Dice[^\n]*\n/g, '');
    expect(plain).not.toContain('Dice');
    const answer = runGnubg(
      'mat-gnubg.py',
      { files: ['with-dice.mat', 'plain.mat'] },
      { 'with-dice.mat': mat, 'plain.mat': plain },
    ) as { matches: { games: unknown[]; error?: string }[] };
    const [withDice, without] = answer.matches;
    expect(withDice?.error).toBeUndefined();
    expect(without?.games.length).toBeGreaterThan(0);
    expect(withDice).toEqual(without);
  });
});
