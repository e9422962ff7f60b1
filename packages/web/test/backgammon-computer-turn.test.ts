// What the page asks the computer: the level's budget, a seed from the session, and the match
// context from the computer's side (black); the answer becomes one action for the rules.
import { describe, expect, it } from 'vitest';
import { computerAction, decisionSeed } from '../src/backgammon/computerTurn';
import { swapSides } from '../src/backgammon/rules';
import { applyAction, type Session, startSession } from '../src/backgammon/session';
import type { ComputerClient } from '../src/computer/client';
import type { ComputerAnswer, RequestBody } from '../src/computer/protocol';

function fakeClient(answer: (body: RequestBody) => ComputerAnswer) {
  const asked: RequestBody[] = [];
  const client = {
    ask: async (body: RequestBody) => {
      asked.push(body);
      return answer(body);
    },
  } as unknown as ComputerClient;
  return { client, asked };
}

/** A 5-point match where Black (the computer) wins the opening roll with 6-1. */
function blackToMove(): Session {
  const started = startSession({
    variant: 'backgammon',
    matchLength: 5,
    opponent: { kind: 'computer', level: 'expert' },
    seed: 9,
    scriptedDice: [1, 6],
  });
  if (!started.ok) throw new Error(started.message);
  const rolled = applyAction(started.value, { kind: 'roll' });
  if (!rolled.ok) throw new Error(rolled.message);
  return rolled.value;
}

describe('the computer’s turn on the page', () => {
  it('asks for a move with the level’s budget, a session seed and the match context', async () => {
    const session = blackToMove();
    const { phase } = session.match.current.state;
    expect(phase.kind).toBe('moving');
    const { client, asked } = fakeClient(() => ({ kind: 'backgammon-move', id: 1, play: null }));
    await expect(computerAction(session, 'black', 'expert', client)).rejects.toThrow(
      /without a play/,
    );
    expect(asked).toEqual([
      {
        kind: 'move',
        game: 'backgammon',
        level: 'expert',
        budgetMs: 1000,
        seed: decisionSeed(session),
        position: session.match.current.state.position,
        dice: phase.kind === 'moving' ? phase.dice : null,
        context: {
          cubeValue: 1,
          owner: 'centre',
          matchLength: 5,
          computerScore: 0,
          opponentScore: 0,
          crawford: false,
          jacoby: false,
          beavers: false,
        },
      },
    ]);
  });

  it('the seed follows the session: same session, same seed; one action later, another', () => {
    const session = blackToMove();
    expect(decisionSeed(blackToMove())).toBe(decisionSeed(session));
    const earlier = { ...session, actions: session.actions.slice(0, -1) };
    expect(decisionSeed(earlier)).not.toBe(decisionSeed(session));
  });

  it('answers a double with the engine’s response, a beaver only where the rules allow it', async () => {
    // Money game: White opens 6-1, Black replies 4-3, White doubles; the computer answers.
    const started = startSession({
      variant: 'backgammon',
      matchLength: 0,
      opponent: { kind: 'computer', level: 'beginner' },
      seed: 9,
      scriptedDice: [6, 1, 4, 3],
    });
    if (!started.ok) throw new Error(started.message);
    let session = started.value;
    const actions = [
      { kind: 'roll' },
      { kind: 'move', play: '13/7 8/7' },
      { kind: 'roll' },
      { kind: 'move', play: '13/9 13/10' },
      { kind: 'double' },
    ] as const;
    for (const action of actions) {
      const next = applyAction(session, action);
      if (!next.ok) throw new Error(`${action.kind}: ${next.message}`);
      session = next.value;
    }
    const { state } = session.match.current;
    expect(state.phase.kind).toBe('doubled');
    const answers = { take: 'take', pass: 'pass', beaver: 'take' } as const;
    for (const [response, action] of Object.entries(answers)) {
      const { client, asked } = fakeClient(() => ({
        kind: 'cube-response',
        id: 1,
        response: response as 'take' | 'pass' | 'beaver',
      }));
      await expect(computerAction(session, 'black', 'beginner', client)).resolves.toEqual({
        kind: action,
      });
      expect(asked[0]).toMatchObject({
        kind: 'cube-offer',
        offered: 'double',
        position: swapSides(state.position),
        context: { cubeValue: 1, owner: 'centre', matchLength: 0, beavers: false },
      });
    }
  });
});
