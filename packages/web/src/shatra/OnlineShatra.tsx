// Placeholder: a Shatra table on the server, played through its socket transport (issue 19) —
// being built.
import type { OnlineTable } from '../online/table-client';

export function OnlineShatra(_props: { readonly table: OnlineTable }) {
  return null;
}
