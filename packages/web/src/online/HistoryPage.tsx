// Placeholder: the history page (issue 19) is being built.
import type { OnlinePageProps } from '../pages';

export function HistoryPage(_props: OnlinePageProps) {
  return <section class="page" />;
}
