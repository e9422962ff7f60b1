// The Shatra computer's seat: its answer to a draw the person offered on their own move (asked
// by the page, drawAnswer.ts), and the worker's side, which rebuilds a structured-cloned view's
// game through the rules before the engine's agent reads it.
import { type Intent, type ShatraView, view } from '@ludus/session';
import { legalMoves, makeFen, makeMove } from '@ludus/shatra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideShatra, reviveShatraView } from '../src/computer/shatra';
import { answerDrawOffer, waitingComputer } from '../src/shatra/drawAnswer';
import { restoreTable, type SessionSpec } from '../src/shatra/session';
import { localTransport } from '../src/table/local';

const spec: SessionSpec = {
  opponent: { kind: 'computer', level: 'intermediate' },
  humanSide: 'white',
  seed: 11,
};

/** A game against the computer (black), white to move, and a decide that answers `answer`. */
function game(answer: Intent['kind']) {
  const table = restoreTable(spec, []);
  if (!table.ok) throw new Error(table.message);
  const asked: ShatraView[] = [];
  const decide = async (seen: ShatraView) => {
    asked.push(seen);
    return seen.legal.find((intent) => intent.kind === answer) ?? null;
  };
  const transport = localTransport({
    table: table.value,
    decide: decide as never,
    delayMs: 0,
    seed: spec.seed,
  });
  return { local: { spec, transport }, asked, decide: decide as never };
}

afterEach(() => vi.useRealTimers());

describe('the computer’s answer to a draw offer', () => {
  it('is asked by the page when the person offered on their own move, and reaches the table', async () => {
    vi.useFakeTimers();
    const { local, asked, decide } = game('decline-draw');
    expect(await local.transport.send('white', { kind: 'offer-draw' })).toEqual({ ok: true });
    await vi.runAllTimersAsync();
    // The person is still to move, so the transport itself does not ask the computer.
    expect(asked).toEqual([]);
    expect(waitingComputer(local.transport.table() as never)).toBe('black');
    await answerDrawOffer(local, decide, () => true);
    expect(asked.map((seen) => seen.viewer)).toEqual(['black']);
    const events = local.transport.table().events.map((e) => [e.seat, e.intent.kind]);
    expect(events).toEqual([
      ['white', 'offer-draw'],
      ['black', 'decline-draw'],
    ]);
    expect(waitingComputer(local.transport.table() as never)).toBeNull();
    local.transport.close();
  });

  it('ends the game when accepted, and is dropped when the game was left meanwhile', async () => {
    const accepting = game('accept-draw');
    await accepting.local.transport.send('white', { kind: 'offer-draw' });
    await answerDrawOffer(accepting.local, accepting.decide, () => true);
    const drawn = accepting.local.transport.table();
    expect(drawn.state).toMatchObject({ shatra: { outcome: { reason: 'agreement' } } });
    const left = game('accept-draw');
    await left.local.transport.send('white', { kind: 'offer-draw' });
    await answerDrawOffer(left.local, left.decide, () => false);
    expect(left.local.transport.table().events).toHaveLength(1);
    for (const { local } of [accepting, left]) local.transport.close();
  });
});

describe('the Shatra computer in the worker', () => {
  it('rebuilds a cloned view’s game through the rules and plays a legal move', () => {
    const table = restoreTable(spec, [
      { seat: 'white', intent: { kind: 'move', move: '49-35' } },
      { seat: 'black', intent: { kind: 'move', move: '14-28' } },
      { seat: 'white', intent: { kind: 'move', move: '35x21' } },
    ]);
    if (!table.ok) throw new Error(table.message);
    const seen = view(table.value, 'black') as ShatraView;
    // What postMessage delivers: the boards' private squares are gone.
    const cloned = structuredClone(seen);
    expect(() => legalMoves(cloned.state.shatra.position)).toThrow();
    const revived = reviveShatraView(cloned);
    expect(revived.state.shatra.positions.map((p) => makeFen(p))).toEqual(
      seen.state.shatra.positions.map((p) => makeFen(p)),
    );
    const intent = decideShatra(cloned, 'beginner', { ms: 200, seed: 5 });
    expect(seen.legal).toContainEqual(intent);
    expect(legalMoves(seen.state.shatra.position).map(makeMove)).toContain(
      intent?.kind === 'move' ? intent.move : '',
    );
  });

  it('refuses a view whose moves do not replay', () => {
    const table = restoreTable(spec, []);
    if (!table.ok) throw new Error(table.message);
    const seen = structuredClone(view(table.value, 'white') as ShatraView);
    const bad = { ...seen.state.shatra, moves: [{ kind: 'move', from: 49, to: 28 }] };
    expect(() =>
      reviveShatraView({ ...seen, state: { ...seen.state, shatra: bad as never } }),
    ).toThrow(/move 1/);
  });
});
