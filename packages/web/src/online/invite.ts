// The invite link of a server table: this page's address with the table's route, so that it
// works wherever the app is served (a sub-path too).
import { routeHref } from '../router';

export function inviteLink(
  location: { readonly origin: string; readonly pathname: string },
  id: string,
): string {
  return `${location.origin}${location.pathname}${routeHref({ page: 'table', id })}`;
}

/** Whether either seat is free (a table waiting for its second player). */
export function hasFreeSeat(seats: { readonly white: unknown; readonly black: unknown }): boolean {
  return seats.white === null || seats.black === null;
}
