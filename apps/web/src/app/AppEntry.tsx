import { useCallback, useEffect, useState } from 'react';
import { LoginPage } from '../features/access/LoginPage';
import { FullScreenLoading } from '../ui/FullScreenLoading';
import type { App, AppRouter } from './App';
import { AppErrorScreen } from './AppErrorScreen';
import { appChunk } from './appChunks';
import { type AppNavigate, AppNavigateContext } from './appNavigate';
import { LoginErrorBoundary } from './LoginErrorBoundary';

type AppLoad = { App: typeof App; router: AppRouter } | { failed: unknown } | null;

/**
 * The first screen (main.tsx). A visitor who opens on the login page (loginEntry.ts) gets it
 * without the router: react-router and the route table would be a fifth of the script it
 * fetches first (issue 24). The page's first navigation (signed in, on to /invite/) changes the
 * address and brings the app, whose router starts there; the login page stays on screen
 * meanwhile, as the router keeps the current page while the next one loads. Every other
 * visitor waits for the app at once. An app chunk that cannot be fetched (a deploy removed it)
 * shows the app error screen with Reload.
 */
export function AppEntry({ loginFirst }: { loginFirst: boolean }) {
  // How often the app was asked for: at once, or at each of the login page's navigations
  // until it is in (a failed fetch is not remembered, so each asks again).
  const [asked, setAsked] = useState(loginFirst ? 0 : 1);
  const entered = asked > 0;
  const [load, setLoad] = useState<AppLoad>(null);

  useEffect(() => {
    if (asked === 0) return;
    let live = true;
    appChunk.load().then(
      (module) => live && setLoad({ App: module.App, router: module.createAppRouter() }),
      (failed: unknown) => live && setLoad({ failed }),
    );
    return () => {
      live = false;
    };
  }, [asked]);

  // The router listens to the window's history: it stops when the app leaves the page (tests).
  useEffect(() => {
    if (!load || !('router' in load)) return;
    const { router } = load;
    return () => router.dispose();
  }, [load]);

  const navigate = useCallback<AppNavigate>((to, options) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setAsked((n) => n + 1);
  }, []);

  if (entered && load && 'router' in load) return <load.App router={load.router} />;
  return (
    <AppNavigateContext value={navigate}>
      {entered && load && 'failed' in load ? (
        <AppErrorScreen error={load.failed} />
      ) : loginFirst ? (
        <LoginErrorBoundary>
          <LoginPage />
        </LoginErrorBoundary>
      ) : (
        <FullScreenLoading />
      )}
    </AppNavigateContext>
  );
}
