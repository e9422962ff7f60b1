// Placeholder: the online table page (issue 19) is being built.
import type { OnlinePageProps } from '../pages';

export function TablePage(_props: OnlinePageProps) {
  return <section class="page" />;
}
