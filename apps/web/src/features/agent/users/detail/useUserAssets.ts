import { ActorGenerateStatus, POLL_INTERVAL_MS } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh, pollOrRefresh } from '../../../../api/mediaLinkRefresh';
import { getAgentUserAssets } from '../../agentApi';
import { dashboardKeys } from '../../agentQueryKeys';

/** An actor still generating (generateStatus 0 or 1, creation.md §4). */
export const isGenerating = (status: number) => status < ActorGenerateStatus.READY;

/**
 * The sub-user's actors and voices (POST /agent/user/actor-detail), polled while an actor is
 * generating; leaving the screen stops the polling with the query.
 */
export function useUserAssets(agentId: string, userId: string) {
  return useQuery({
    queryKey: dashboardKeys.assets(agentId, userId),
    queryFn: () => getAgentUserAssets(agentId, userId),
    ...mediaLinkRefresh,
    refetchInterval: (q) =>
      pollOrRefresh(
        q.state.data?.actors.some((a) => isGenerating(a.generateStatus)) ?? false,
        POLL_INTERVAL_MS,
      ),
  });
}
