// A player's name as a link to their profile (#/players/<name>). The name is text (Preact
// escapes it). A guest has no profile: the page says so when the name is not a registered one.
import { routeHref } from '../router';

export function PlayerLink({ name }: { readonly name: string }) {
  return (
    <a class="player-link" href={routeHref({ page: 'profile', player: name })}>
      {name}
    </a>
  );
}
