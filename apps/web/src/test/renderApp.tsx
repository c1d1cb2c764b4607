import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { preloadChunks } from '../app/lazyChunk';
import { patchAreaRoutes, routes } from '../app/routes';
import { testQueryClient } from './testQueryClient';

type TestRouter = ReturnType<typeof createMemoryRouter>;

// The signed-in areas and the shell are their own chunks. Loaded once here, when a test file
// first imports this helper (no hook time limit applies), so no test waits for them.
await preloadChunks();

const isIdle = (router: TestRouter) =>
  router.state.initialized && router.state.navigation.state === 'idle';

/** Resolves when the router has no navigation under way. */
function routerIdle(router: TestRouter): Promise<void> {
  if (isIdle(router)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!isIdle(router)) return;
      stop();
      resolve();
    });
  });
}

/**
 * The whole app (real routes, guards and stores) at `url`, in a memory router, resolved once
 * the first screen is on the page: the router idle (areas patched in, the lazy shell loaded)
 * and React done rendering its last state. A page that redirects as it mounts starts another
 * navigation, so this repeats until one render leaves the router idle.
 */
export async function renderApp(url: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    patchRoutesOnNavigation: patchAreaRoutes,
  });
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  do await act(() => routerIdle(router));
  while (!isIdle(router));
  return { ...view, router, queryClient, path: () => router.state.location.pathname };
}

export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;
