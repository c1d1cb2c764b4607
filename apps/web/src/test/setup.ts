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

afterEach(async () => {
  cleanup();
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
