import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { RequireAgentAdmin } from './RequireAgentAdmin';

/** creation.md §2 agent routes; every one sits behind the agent-admin check. */
export const agentRoutes: RouteObject[] = [
  {
    path: 'agent',
    element: <RequireAgentAdmin />,
    children: [
      { index: true, element: <PlaceholderPage titleKey="pages.agent" /> },
      { path: 'dashboard/*', element: <PlaceholderPage titleKey="pages.agentDashboard" /> },
      { path: ':id', element: <PlaceholderPage titleKey="pages.agent" /> },
    ],
  },
];
