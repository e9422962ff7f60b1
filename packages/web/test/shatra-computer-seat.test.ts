// The Shatra computer's seat: its answer to a draw the person offered on their own move (asked
// by the transport), and the worker's side, which rebuilds a structured-cloned view's
// game through the rules before the engine's agent reads it.
import { type Intent, SHATRA_LEVELS, type ShatraView, shatraTables, view } from '@ludus/session';
import { legalMoves, makeFen, makeMove } from '@ludus/shatra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../src/computer/decide';
import { decideShatra } from '../src/computer/shatra';
import { reviveShatraView } from '../src/shatra/revive';
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
    tables: shatraTables,
    table: table.value,
    decide: decide as never,
    delayMs: 0,
    seed: spec.seed,
  });
  return { local: { spec, transport }, asked };
}

afterEach(() => vi.useRealTimers());

describe('the computer’s answer to a draw offer', () => {
  it('is asked by the transport at once when the person offered on their own move', async () => {
    vi.useFakeTimers();
    const { local, asked } = game('decline-draw');
    expect(await local.transport.send('white', { kind: 'offer-draw' })).toEqual({ ok: true });
    await vi.runAllTimersAsync();
    expect(asked.map((seen) => seen.viewer)).toEqual(['black']);
    const events = local.transport.table().events.map((e) => [e.seat, e.intent.kind]);
    expect(events).toEqual([
      ['white', 'offer-draw'],
      ['black', 'decline-draw'],
    ]);
    // Declined: the person is to move, and the computer is asked nothing more.
    expect(view(local.transport.table(), 'spectator').toAct).toEqual(['white']);
    local.transport.close();
  });

  it('ends the game when accepted', async () => {
    vi.useFakeTimers();
    const { local } = game('accept-draw');
    await local.transport.send('white', { kind: 'offer-draw' });
    await vi.runAllTimersAsync();
    expect(local.transport.table().state).toMatchObject({
      shatra: { outcome: { reason: 'agreement' } },
    });
    local.transport.close();
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

  it('asks each of Shatra’s five levels for its own time, a few seconds at world-class', () => {
    const budgets = SHATRA_LEVELS.map((level) => requestBudget('shatra', level));
    expect(SHATRA_LEVELS).toEqual(['beginner', 'casual', 'intermediate', 'expert', 'world-class']);
    expect(budgets).toEqual([200, 300, 500, 1000, 2500]);
  });
});
