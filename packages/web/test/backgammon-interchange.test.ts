import { describe, expect, it } from 'vitest';
import { exportMat, importText } from '../src/backgammon/interchange';
import { legalPlays, makePositionId, startPosition } from '../src/backgammon/rules';
import { applyAction, type Session, startSession, unseenResult } from '../src/backgammon/session';

function session(seed: number, matchLength: number): Session {
  const started = startSession({
    variant: 'backgammon',
    matchLength,
    opponent: { kind: 'friend' },
    seed,
  });
  if (!started.ok) throw new Error(started.message);
  return started.value;
}

/** Plays the last legal play (or rolls; doubles once in a while and takes) for `limit` actions. */
function playOn(start: Session, limit: number): Session {
  let current = start;
  for (let i = 0; i < limit && !current.match.winner; i++) {
    if (unseenResult(current)) current = { ...current, seenGames: current.seenGames + 1 };
    const state = current.match.current.state;
    const { phase } = state;
    let action: Parameters<typeof applyAction>[1];
    if (phase.kind === 'moving') {
      const plays = legalPlays(state.position, phase.dice);
      action = {
        kind: 'move',
        play: plays[plays.length - 1] ?? { steps: [], after: state.position },
      };
    } else if (phase.kind === 'doubled') action = { kind: 'take' };
    else if (
      phase.kind === 'rolling' &&
      i % 17 === 5 &&
      state.cube.value < 2 &&
      state.rules.cubeInUse &&
      state.started
    ) {
      action = { kind: 'double' };
    } else action = { kind: 'roll' };
    const next = applyAction(current, action);
    if (next.ok) current = next.value;
    else {
      const rolled = applyAction(current, { kind: 'roll' });
      if (!rolled.ok) throw new Error(rolled.message);
      current = rolled.value;
    }
  }
  return current;
}

describe('game records in and out', () => {
  it('a .mat export imports back to the same match, and play goes on from there', () => {
    const played = playOn(session(21, 5), 400);
    const text = exportMat(played);
    expect(text).toMatch(/^ ?5 point match/m);
    const imported = importText(text, played);
    if (!imported.ok) throw new Error(imported.message);
    const a = played.match;
    const b = imported.value.match;
    // The record holds finished games, cube actions and a game in progress.
    expect(a.previous.length).toBeGreaterThan(0);
    expect(text).toContain('Doubles => 2');
    expect(b.score).toEqual(a.score);
    expect(b.previous.length).toBe(a.previous.length);
    expect(b.current.state.position).toEqual(a.current.state.position);
    expect(b.current.state.phase).toEqual(a.current.state.phase);
    expect(b.current.state.cube).toEqual(a.current.state.cube);
    const rolled = applyAction(imported.value, { kind: 'roll' });
    expect(rolled.ok || imported.value.match.current.state.phase.kind !== 'rolling').toBe(true);
  });

  it('a pasted Position ID starts a game there, white on roll', () => {
    const current = session(1, 0);
    const imported = importText('4HPwATDgc/ABMA', current);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.value.match.current.state.position).toEqual(startPosition('backgammon'));
    expect(imported.value.match.current.state.phase.kind).toBe('rolling');
    expect(makePositionId(imported.value.match.current.state.position)).toBe('4HPwATDgc/ABMA');
    const withMatchId = importText('4HPwATDgc/ABMA:cAkAAAAAAAAA', current);
    expect(withMatchId.ok).toBe(true);
  });

  it.each([
    ['', 'nothing was pasted'],
    ['hello', expect.any(String)],
    [
      ' 3 point match\n\n Game 1\n White : 0   Black : 0\n  1) 31: 8/2',
      expect.stringContaining('game 1, move 1'),
    ],
  ])('malformed paste %j is an error, not a crash', (text, message) => {
    const result = importText(text, session(1, 0));
    expect(result).toEqual({ ok: false, error: expect.any(String), message });
  });
});
