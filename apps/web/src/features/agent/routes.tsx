import { Navigate, type RouteObject, useParams } from 'react-router';
import { NotFoundPage } from '../../app/shell/NotFoundPage';
import { AgentListPage } from './AgentListPage';
import { DashboardLayout } from './DashboardLayout';
import { dashboardPaths } from './dashboardPaths';
import { RequireAgentAdmin } from './RequireAgentAdmin';
import { SubscriptionPage } from './subscription/SubscriptionPage';
import { UserDetailPage } from './users/detail/UserDetailPage';
import { UserManagementPage } from './users/UserManagementPage';
import { WorkflowPage } from './workflow/WorkflowPage';

/** /agent/{id}: an agent's entry is its user management. */
function AgentEntry() {
  const { id = '' } = useParams();
  return <Navigate to={dashboardPaths.users(id)} replace />;
}

/** creation.md §2 agent routes; every one sits behind the agent-admin check (core.md §2). */
export const agentRoutes: RouteObject[] = [
  {
    path: 'agent',
    element: <RequireAgentAdmin />,
    children: [
      { index: true, element: <AgentListPage /> },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <Navigate to="/agent/" replace /> },
          { path: 'user-management/:id', element: <UserManagementPage /> },
          { path: 'user-management/:id/:userId', element: <UserDetailPage /> },
          { path: 'workflow/:id', element: <WorkflowPage /> },
          { path: 'subscription-settings/:id', element: <SubscriptionPage /> },
          // Any other dashboard path: DashboardLayout shows the app's not-found page (issue 24,
          // where creation.md §2 had an empty page).
          { path: '*', element: null },
        ],
      },
      { path: ':id', element: <AgentEntry /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
