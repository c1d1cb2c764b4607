import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { detectLanguage, normalizeLanguage } from './i18n/detectLanguage';
import { initI18n } from './i18n/i18n';
import { useUiStore } from './state/useUiStore';

// ?lang= is an explicit choice, so it is remembered like one made in the language menu.
const fromQuery = normalizeLanguage(new URLSearchParams(window.location.search).get('lang'));
if (fromQuery) useUiStore.getState().setLanguage(fromQuery);
const ready = initI18n(
  detectLanguage({
    search: window.location.search,
    stored: useUiStore.getState().language,
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  }),
);

// A language other than English renders once its strings have loaded (one small chunk).
void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
