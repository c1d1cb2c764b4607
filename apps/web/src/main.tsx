import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppEntry } from './app/AppEntry';
import { AppFrame } from './app/AppFrame';
import { appChunk, shellChunk } from './app/appChunks';
import { openOnLoginPage } from './app/loginEntry';
import { detectLanguage, normalizeLanguage } from './i18n/detectLanguage';
import { englishFeatureStrings, initI18n } from './i18n/i18n';
import { useSessionStore } from './state/useSessionStore';
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

// A signed-out visitor sees the login page without the router (app/AppEntry.tsx), at /login/
// as the route table's guard would have sent them; anyone else needs the app's chunk at once,
// and a signed-in one the shell's too (fetched side by side, not one after the other).
const signedIn = Boolean(useSessionStore.getState().token);
const loginFirst = openOnLoginPage(signedIn);
if (!loginFirst) void appChunk.load().catch(() => undefined);
if (signedIn) {
  void shellChunk.load().catch(() => undefined);
  void englishFeatureStrings.load().catch(() => undefined);
}

// A language other than English renders once its strings have loaded (one small chunk).
void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppFrame>
        <AppEntry loginFirst={loginFirst} />
      </AppFrame>
    </StrictMode>,
  ),
);
