// What one viewer of a Shatra table sees: all of the game is public; a seat also gets its own
// legal intents, a spectator none.
import type { ShatraTable, ShatraView, Viewer } from '../types';
import { legalIntentsOf, shatraToAct } from './turns';

export function shatraView(table: ShatraTable, viewer: Viewer): ShatraView {
  return {
    spec: table.spec,
    seq: table.events.length,
    viewer,
    toAct: shatraToAct(table.state),
    legal: viewer === 'spectator' ? [] : legalIntentsOf(table.state, viewer),
    state: table.state,
  };
}
