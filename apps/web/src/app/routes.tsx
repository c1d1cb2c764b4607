import type { RouteObject } from 'react-router';
import { InvitePage } from '../features/access/InvitePage';
import { LoginPage } from '../features/access/LoginPage';
import { agentRoutes } from '../features/agent/routes';
import { assetsRoutes } from '../features/assets/routes';
import { settingsRoutes } from '../features/settings/routes';
import { creationRoutes } from '../features/tree/routes';
import { AppErrorScreen } from './AppErrorScreen';
import { HomeRedirect } from './HomeRedirect';
import { PublicOnly } from './PublicOnly';
import { RequireInvitation } from './RequireInvitation';
import { RequireSession } from './RequireSession';
import { MainShell } from './shell/MainShell';
import { StartupGate } from './startup/StartupGate';

/**
 * The route table of core.md §2. Each feature exports its routes from
 * `features/<area>/routes.tsx`; add yours to the shell's children below.
 */
export const routes: RouteObject[] = [
  {
    element: <StartupGate />,
    // Any screen that throws while rendering lands here, not on the router's developer page.
    errorElement: <AppErrorScreen />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          {
            path: 'invite',
            element: (
              <RequireInvitation>
                <InvitePage />
              </RequireInvitation>
            ),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <MainShell />,
            children: [
              { index: true, element: <HomeRedirect /> },
              ...creationRoutes,
              ...settingsRoutes,
              ...assetsRoutes,
              ...agentRoutes,
            ],
          },
          // Any other path renders an empty page.
          { path: '*', element: null },
        ],
      },
    ],
  },
];
