import { render } from 'preact';
import { App } from './app';
import { initI18n } from './i18n';
import { playPages, rulesPage } from './pages';
import { currentRoute } from './router';
import './styles.css';

// Start fetching the first page's code while the translations load, not after.
const first = currentRoute.value;
if (first.page === 'play') void playPages[first.game].load();
if (first.page === 'rules') void rulesPage.load();

const root = document.getElementById('app');
initI18n()
  .catch(() => undefined) // Without translations the keys show; the app still works.
  .then(() => {
    if (root) render(<App />, root);
  });
