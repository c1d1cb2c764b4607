import { Outlet, useLocation } from 'react-router';
import { DashboardHeader } from './DashboardHeader';
import { DashboardMenu } from './DashboardMenu';
import { dashboardSectionOf } from './dashboardPaths';
import { useAgentDetail } from './useAgentDetail';
import { useAgentList } from './useAgentList';
import { useClearOnLeave } from './useClearOnLeave';

/**
 * /agent/dashboard/ (creation.md §2): header and three-entry menu around the section. Outside the
 * three sections (an unknown path) the page stays empty.
 */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const where = dashboardSectionOf(pathname);
  const agentId = where?.agentId;
  useClearOnLeave();
  const { agents } = useAgentList();
  const detail = useAgentDetail(agentId);
  if (!agentId) return null;
  const listed = agents.find((a) => a.id === agentId);
  const shown = listed ?? detail.data;
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
          <Outlet />
        </div>
      </div>
    </div>
  );
}
