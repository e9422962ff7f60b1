// What one viewer may see of a backgammon table: the public state, who acts, and the viewer's
// own legal intents. Never the dice provider, nor anything drawn from it ahead of time.
import type { BackgammonTable, BackgammonView, Viewer } from '../types';
import { backgammonLegalIntents } from './legal';
import { seatsToAct } from './turns';

export function backgammonView(table: BackgammonTable, viewer: Viewer): BackgammonView {
  const { spec, state } = table;
  return {
    spec,
    seq: table.events.length,
    viewer,
    toAct: seatsToAct(spec, state),
    legal: viewer === 'spectator' ? [] : backgammonLegalIntents(table, viewer),
    state,
  };
}
