import { render } from 'preact';
import { App } from './app';
import { initI18n } from './i18n';
import './styles.css';

const root = document.getElementById('app');
initI18n()
  .catch(() => undefined) // Without translations the keys show; the app still works.
  .then(() => {
    if (root) render(<App />, root);
  });
