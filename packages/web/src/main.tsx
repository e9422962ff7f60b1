import { render } from 'preact';
import { App } from './app';
import { initI18n, prefetchNamespaces } from './i18n';
import { playPages, rulesPage } from './pages';
import { currentRoute } from './router';
import './styles.css';

// Start fetching the first page's code and its translations while the common translations
// load, not after: the page's first render (its largest paint) waits for all three.
const first = currentRoute.value;
const firstPage =
  first.page === 'play' ? playPages[first.game] : first.page === 'rules' ? rulesPage : null;
if (firstPage) {
  void firstPage.load();
  prefetchNamespaces(firstPage.namespaces);
}

const root = document.getElementById('app');
initI18n()
  .catch(() => undefined) // Without translations the keys show; the app still works.
  .then(() => {
    if (root) render(<App />, root);
  });
