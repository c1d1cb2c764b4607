import { useQuery } from '@tanstack/react-query';
import { getAgentDetail } from './agentApi';
import { dashboardKeys } from './agentQueryKeys';

/** GET /agent/detail/{id}: the header, the workflow and the subscription read it. */
export function useAgentDetail(agentId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.detail(agentId ?? ''),
    queryFn: () => getAgentDetail(agentId ?? ''),
    enabled: Boolean(agentId),
  });
}
