import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh } from '../../../api/mediaLinkRefresh';
import { listAgentUsers } from '../agentApi';
import { dashboardKeys } from '../agentQueryKeys';
import { useDashboardStore } from '../useDashboardStore';

/** One page of the agent's users for the applied search (POST /agent/users). */
export function useAgentUsers(agentId: string) {
  const applied = useDashboardStore((s) => s.applied);
  const page = useDashboardStore((s) => s.page);
  const pageSize = useDashboardStore((s) => s.pageSize);
  const searchCount = useDashboardStore((s) => s.searchCount);
  return useQuery({
    queryKey: [...dashboardKeys.users(agentId), applied, page, pageSize, searchCount],
    queryFn: () => listAgentUsers(agentId, applied, page, pageSize),
    // The old page stays under the loading overlay until the next one arrives.
    placeholderData: keepPreviousData,
    ...mediaLinkRefresh,
  });
}
