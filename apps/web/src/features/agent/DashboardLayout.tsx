import { Outlet, useLocation } from 'react-router';
import { NotFoundPage } from '../../app/shell/NotFoundPage';
import { Spinner } from '../../ui/Spinner';
import { AgentUnavailable } from './AgentUnavailable';
import { DashboardHeader } from './DashboardHeader';
import { DashboardMenu } from './DashboardMenu';
import { dashboardSectionOf } from './dashboardPaths';
import { isAgentRefusal, useAgentDetail } from './useAgentDetail';
import { useAgentList } from './useAgentList';
import { useClearOnLeave } from './useClearOnLeave';

/**
 * /agent/dashboard/ (creation.md §2): header and three-entry menu around the section. Outside the
 * three sections (an unknown path) the app's not-found page shows (issue 24). An agent the caller may not manage gets
 * an error state instead of controls that could only fail.
 */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const where = dashboardSectionOf(pathname);
  const agentId = where?.agentId;
  useClearOnLeave();
  const { agents } = useAgentList();
  const detail = useAgentDetail(agentId);
  if (!agentId) return <NotFoundPage />;
  if (isAgentRefusal(detail.error)) return <AgentUnavailable />;
  const listed = agents.find((a) => a.id === agentId);
  const shown = listed ?? detail.data;
  // An agent from the caller's list opens at once; any other waits for its detail to be allowed.
  const ready = Boolean(listed) || !detail.isPending;
  return (
    <div className="flex h-full flex-col">
      <DashboardHeader
        name={shown?.name ?? ''}
        avatar={shown?.avatar ?? ''}
        intro={shown?.intro ?? ''}
      />
      <div className="flex min-h-0 flex-1 max-md:flex-col">
        <DashboardMenu agentId={agentId} />
        <div className="min-w-0 flex-1 overflow-y-auto">
          {ready ? (
            <Outlet />
          ) : (
            <div className="flex h-60 items-center justify-center text-brand-500">
              <Spinner className="size-5" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
