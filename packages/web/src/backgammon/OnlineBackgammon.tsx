// Placeholder: a backgammon or tryktrak table on the server, played through its socket
// transport (issue 19) — being built.
import type { OnlineTable } from '../online/table-client';

export function OnlineBackgammon(_props: { readonly table: OnlineTable }) {
  return null;
}
