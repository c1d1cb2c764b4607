import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { LoginPage } from '../features/access/LoginPage';
import { englishFeatureStrings } from '../i18n/i18n';
import { useSessionStore } from '../state/useSessionStore';
import { FullScreenLoading } from '../ui/FullScreenLoading';
import { shellChunk } from './appChunks';
import { HomeRedirect } from './HomeRedirect';
import { type LazyChunk, lazyChunk } from './lazyChunk';
import { PublicOnly } from './PublicOnly';
import { RequireInvitation } from './RequireInvitation';
import { RequireSession } from './RequireSession';
import { RouteErrorScreen } from './RouteErrorScreen';
import { RouterNavigate } from './RouterNavigate';
import { StartupGate } from './startup/StartupGate';

/** The route the signed-in areas are patched into. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * The signed-in areas of core.md §2, each in its own script chunk: the login page (in the
 * entry) loads none of them. An area's routes stay in `features/<area>/routes.tsx`; `root` is
 * the first path segment they all sit under (pageRoots.test.ts checks it).
 */
export const areas = [
  {
    root: 'creation',
    routes: lazyChunk(() => import('../features/tree/routes').then((m) => m.creationRoutes)),
  },
  {
    root: 'assets',
    routes: lazyChunk(() => import('../features/assets/routes').then((m) => m.assetsRoutes)),
  },
  {
    root: 'agent',
    routes: lazyChunk(() => import('../features/agent/routes').then((m) => m.agentRoutes)),
  },
  {
    root: 'settings',
    routes: lazyChunk(() => import('../features/settings/routes').then((m) => m.settingsRoutes)),
  },
] as const satisfies readonly { root: string; routes: LazyChunk<RouteObject[]> }[];

/**
 * Adds an area's routes when a navigation first reaches it (the router keeps the current page,
 * or the start-up fallback, on screen meanwhile). A signed-out visitor's deep link loads no
 * area: it is sent to /login/ first. A chunk that fails to load (e.g. a deploy removed it)
 * throws here and the router shows the app error screen with Reload.
 *
 * The router asks again on every navigation to a path with a parameter (a project, a folder)
 * in case a more specific route is yet to come. Once the chunk is in, the patch is made at once
 * (patching the same routes twice adds nothing), so those navigations wait for no fetch.
 */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  if (!useSessionStore.getState().token) return;
  const first = path.split('/').filter(Boolean)[0];
  const area = areas.find((a) => a.root === first);
  if (!area) return;
  const loaded = area.routes.value;
  if (loaded) return patch(SHELL_ROUTE_ID, loaded);
  return area.routes.load().then((routes) => patch(SHELL_ROUTE_ID, routes));
};

const notFoundChunk = lazyChunk(() => import('./shell/NotFoundPage'));
const inviteChunk = lazyChunk(() => import('../features/access/InvitePage'));

/** The route table of core.md §2; signed-in areas are added by `patchAreaRoutes` (above). */
export const routes: RouteObject[] = [
  {
    // The login page and the error screen navigate through useAppNavigate (they also show
    // before the router has loaded, app/AppEntry.tsx): here it is the router's navigate.
    element: (
      <RouterNavigate>
        <StartupGate />
      </RouterNavigate>
    ),
    // Any screen that throws while rendering lands here, not on the router's developer page.
    errorElement: (
      <RouterNavigate>
        <RouteErrorScreen />
      </RouterNavigate>
    ),
    // While the first screen's chunks load: the same screen as the start-up wait itself.
    hydrateFallbackElement: <FullScreenLoading />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          {
            path: 'invite',
            // Its own chunk: the login page's first script does not carry the invite page.
            lazy: async () => {
              const { InvitePage } = await inviteChunk.load();
              return {
                element: (
                  <RequireInvitation>
                    <InvitePage />
                  </RequireInvitation>
                ),
              };
            },
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            id: SHELL_ROUTE_ID,
            // The shell and every area under it show the features' English (the fallback of all).
            lazy: async () => {
              const [shell] = await Promise.all([shellChunk.load(), englishFeatureStrings.load()]);
              return { Component: shell.QueryShell };
            },
            children: [
              { index: true, element: <HomeRedirect /> },
              // An address no area knows: a not-found page inside the frame (issue 24, where
              // core.md §2 had an empty page). The areas' own routes outrank this one.
              {
                path: '*',
                lazy: async () => ({ Component: (await notFoundChunk.load()).NotFoundPage }),
              },
            ],
          },
        ],
      },
    ],
  },
];
