// Placeholder: the lobby (issue 19) is being built.
import type { OnlinePageProps } from '../pages';

export function LobbyPage(_props: OnlinePageProps) {
  return <section class="page" />;
}
