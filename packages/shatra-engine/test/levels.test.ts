// The five levels as players: legal moves only, the beginner's chain horizon (it misses a long
// chain that a stronger level takes, yet plays one when the rules leave nothing else), settings
// that grow stronger level by level, and the names the protocol has always accepted.
import { legalMoves, makeMove } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../src/engine';
import { LEVEL_NAMES, LEVELS, type LevelName, levelByName } from '../src/levels';
import { place, playoutPositions } from './helpers';

/**
 * White can take one shatra (51x37) or three in a chain (47 over 40, 26 and 20: 47x33x19x21;
 * the chain must go on while it can, shatra.md "Captures"). No majority rule obliges the chain.
 */
const CHAIN_OR_SINGLE = place('K53 S47 S51 k10 s40 s26 s20 s44 s12', 'white');
/** The same without the single capture: the long chain is the only legal move. */
const CHAIN_ONLY = place('K53 S47 k10 s40 s26 s20 s12', 'white');

const chosen = (level: LevelName, seed: number, position = CHAIN_OR_SINGLE) => {
  const answer = chooseMove(position, { level, nodes: 20_000, seed });
  if (!answer.ok) throw new Error(answer.message);
  return answer.value.move;
};

describe('the five levels', () => {
  it('choose only legal moves, in positions of played games, at every level', () => {
    const positions = playoutPositions(3, 2, 40).filter((_, i) => i % 5 === 0);
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions) {
      const legal = legalMoves(position).map(makeMove);
      if (legal.length === 0) continue;
      for (const level of LEVEL_NAMES) {
        const answer = chooseMove(position, { level, nodes: 3000, seed: 5 });
        expect(answer.ok && legal.includes(answer.value.move ?? '')).toBe(true);
      }
    }
  });

  it('the beginner and the casual player miss a three-jump chain that the others take', () => {
    expect(legalMoves(CHAIN_OR_SINGLE).map(makeMove).sort()).toEqual(['47x33x19x21', '51x37']);
    for (const seed of [0, 1, 2, 3]) {
      expect(chosen('beginner', seed)).toBe('51x37');
      expect(chosen('casual', seed)).toBe('51x37');
      for (const level of ['intermediate', 'expert', 'world-class'] as const) {
        expect(chosen(level, seed)).toBe('47x33x19x21');
      }
    }
  });

  it('the beginner still plays a long chain when the rules leave it nothing else', () => {
    expect(legalMoves(CHAIN_ONLY).map(makeMove)).toEqual(['47x33x19x21']);
    expect(chosen('beginner', 0, CHAIN_ONLY)).toBe('47x33x19x21');
  });

  it('grow stronger level by level: depth, noise, chain horizon and time', () => {
    const settings = LEVEL_NAMES.map((name) => LEVELS[name]);
    const unbounded = (value: number | undefined) => value ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i < settings.length; i++) {
      const [weaker, stronger] = [settings[i - 1], settings[i]];
      if (!weaker || !stronger) throw new Error('no level');
      expect(unbounded(stronger.depth)).toBeGreaterThanOrEqual(unbounded(weaker.depth));
      expect(stronger.noise).toBeLessThanOrEqual(weaker.noise);
      expect(unbounded(stronger.chainHorizon)).toBeGreaterThanOrEqual(
        unbounded(weaker.chainHorizon),
      );
      expect(stronger.appMs).toBeGreaterThan(weaker.appMs);
      // Each is stronger in some setting, not only slower.
      expect(
        unbounded(stronger.depth) > unbounded(weaker.depth) ||
          stronger.noise < weaker.noise ||
          unbounded(stronger.chainHorizon) > unbounded(weaker.chainHorizon),
      ).toBe(true);
    }
    // The top level searches to its budget, a few seconds a move; only it resigns.
    expect(LEVELS['world-class']).toMatchObject({ depth: undefined, noise: 0, resigns: true });
    expect(LEVELS['world-class'].appMs).toBeGreaterThanOrEqual(2000);
    expect(LEVELS['world-class'].appMs).toBeLessThanOrEqual(3000);
    expect(settings.filter((level) => level.resigns)).toHaveLength(1);
  });

  it('are found by their names, the old names and the old numbers', () => {
    for (const name of LEVEL_NAMES) expect(levelByName(name)?.name).toBe(name);
    expect(levelByName('club')?.name).toBe('intermediate');
    expect(levelByName('master')?.name).toBe('world-class');
    expect(levelByName('1')?.name).toBe('beginner');
    expect(levelByName('2')?.name).toBe('intermediate');
    expect(levelByName('3')?.name).toBe('world-class');
  });

  it('refuses other names and numbers', () => {
    for (const name of ['grandmaster', 'advanced', '0', '4', '5', '', 'Master', 'toString']) {
      expect(levelByName(name)).toBeUndefined();
    }
  });
});
