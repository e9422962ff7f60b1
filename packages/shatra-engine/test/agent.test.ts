// The Shatra computer as a player at a table (agent.ts): from a seat's view to the intent it
// sends. Positions from the engine's own tests (shatra.test.ts).
import { SHATRA_LEVELS } from '@ludus/session';
import { readPosition, START_POSITION } from '@ludus/shatra';
import { describe, expect, it } from 'vitest';
import { decide, SHATRA_ENGINE_LEVEL } from '../src/agent';
import { place } from './helpers';
import { gameFrom, viewOf } from './views';

/** White has batyr, two turas and shatras against a lone biy and one shatra. */
const LOST_FOR_BLACK = 'K61 Q40 R44 R48 S46 S47 S52 k3 s17';

describe('the Shatra agent', () => {
  it('plays a legal move on its turn', () => {
    const view = viewOf(gameFrom(START_POSITION), 'white');
    const intent = decide(view, 'intermediate', { nodes: 3000, seed: 1 });
    expect(intent?.kind).toBe('move');
    expect(view.legal).toContainEqual(intent);
  });

  it('plays the compulsory capture when it is the only move', () => {
    const view = viewOf(gameFrom(place('K61 R46 S26 S34 k18 s25', 'black')), 'black');
    expect(decide(view, 'world-class', { nodes: 10_000 })).toEqual({
      kind: 'move',
      move: '25x27x41',
    });
  });

  it('takes the batyr rather than the shatra, at every level Shatra offers', () => {
    // White's tura on 44 may take Black's batyr on 30 (44x23, 44x16) or the shatra on 41 (44x40,
    // 44x39). From the web app's former search's tests (web/src/shatra/computer.ts).
    const read = readPosition('3/3/3/k/7/7/5q1/7/2s2R1/7/K/3/3/3 w - - - 0');
    if (!read.ok) throw new Error(read.message);
    const view = viewOf(gameFrom(read.value), 'white');
    for (const level of SHATRA_LEVELS) {
      const intent = decide(view, level, { nodes: 5000, seed: 2 });
      expect(['44x23', '44x16'], level).toContain(intent?.kind === 'move' ? intent.move : '');
    }
  });

  it('does not resign the start position at world-class', () => {
    const view = viewOf(gameFrom(START_POSITION), 'white');
    expect(decide(view, 'world-class', { nodes: 5000 })?.kind).toBe('move');
  });

  it('accepts a draw when clearly lost and declines it when clearly winning', () => {
    // The side on move offers; the other side answers.
    const offeredToBlack = viewOf(gameFrom(place(LOST_FOR_BLACK, 'white')), 'black', 'white');
    expect(decide(offeredToBlack, 'beginner', { nodes: 10_000 })).toEqual({ kind: 'accept-draw' });
    const offeredToWhite = viewOf(gameFrom(place(LOST_FOR_BLACK, 'black')), 'white', 'black');
    expect(decide(offeredToWhite, 'beginner', { nodes: 10_000 })).toEqual({
      kind: 'decline-draw',
    });
  });

  it('resigns a hopeless game at world-class only', () => {
    const view = viewOf(gameFrom(place(LOST_FOR_BLACK, 'black')), 'black');
    expect(decide(view, 'world-class', { nodes: 20_000 })).toEqual({ kind: 'resign' });
    const beginner = decide(view, 'beginner', { nodes: 20_000, seed: 3 });
    expect(beginner?.kind).toBe('move');
    expect(view.legal).toContainEqual(beginner);
  });

  it('does nothing when its seat is not to act, or it only watches', () => {
    const game = gameFrom(START_POSITION);
    expect(decide(viewOf(game, 'black'), 'world-class', { nodes: 1000 })).toBeNull();
    expect(decide(viewOf(game, 'spectator'), 'world-class', { nodes: 1000 })).toBeNull();
    // Its own draw offer waits for the other side's answer.
    expect(decide(viewOf(game, 'white', 'white'), 'world-class', { nodes: 1000 })).toBeNull();
  });

  it('gives the same decision for the same seed under a node budget', () => {
    const game = gameFrom(START_POSITION, ['46-39']);
    const view = viewOf(game, 'black');
    const first = decide(view, 'beginner', { nodes: 3000, seed: 17 });
    expect(decide(view, 'beginner', { nodes: 3000, seed: 17 })).toEqual(first);
    expect(view.legal).toContainEqual(first);
  });

  it('keeps to its budget on the clock it is given', () => {
    // A clock that jumps a second per reading: the search stops after its first iteration.
    let t = 0;
    const late = () => {
      t += 1000;
      return t;
    };
    const view = viewOf(gameFrom(START_POSITION), 'white');
    const intent = decide(view, 'world-class', { ms: 100, now: late });
    expect(view.legal).toContainEqual(intent);
    expect(t).toBeGreaterThan(0);
  });

  it('maps the one level vocabulary onto the engine’s five levels (advanced: the weaker neighbour)', () => {
    expect(SHATRA_ENGINE_LEVEL).toEqual({
      beginner: 'beginner',
      casual: 'casual',
      intermediate: 'intermediate',
      advanced: 'intermediate',
      expert: 'expert',
      'world-class': 'world-class',
    });
  });
});
