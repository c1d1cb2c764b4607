import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { callsBeingSigned } from '../api/client';
import { preloadChunks } from '../app/lazyChunk';
import { i18n, initI18n } from '../i18n/i18n';
import { resetUserState } from '../state/userStateReset';
import { useUiStore } from '../state/useUiStore';
import { clearServerSettings } from './serverSettings';
import { stopTestQueryClients } from './testQueryClient';

initI18n('en');
// Whole-app renders on a busy 2-core machine can take longer than the 1 s default; this only
// bounds how long a condition that never comes is waited for.
configure({ asyncUtilTimeout: 15_000 });

// What the app loads on first use (areas, the shell, reply schemas) is loaded before each test,
// so no interaction races a module still on its way.
beforeEach(() => preloadChunks());

// jsdom has no object URLs; tests that need them fake them. Files share a worker's jsdom, so
// each test ends with URL as it was (a fake made read-only by one file broke another's).
const objectUrlProps = ['createObjectURL', 'revokeObjectURL'] as const;
const objectUrlsAtStart = objectUrlProps.map((key) => Object.getOwnPropertyDescriptor(URL, key));
function restoreObjectUrls() {
  objectUrlProps.forEach((key, i) => {
    const start = objectUrlsAtStart[i];
    if (start) Object.defineProperty(URL, key, start);
    else delete (URL as unknown as Record<string, unknown>)[key];
  });
}

afterEach(async () => {
  cleanup();
  // Files share a worker's jsdom (vitest.config.ts): what a test put in the page by hand (an
  // opener button, a portal slot) must not be found by the next file's queries.
  document.body.replaceChildren();
  restoreObjectUrls();
  stopTestQueryClients();
  // A call started just before the end is still being signed: let it reach this test's fake
  // server rather than the next test's.
  await vi.waitFor(() => {
    if (callsBeingSigned() > 0) throw new Error('an API call is still being signed');
  });
  clearServerSettings();
  toast.dismiss();
  resetUserState();
  useUiStore.setState({ language: null, railExpanded: false });
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});
