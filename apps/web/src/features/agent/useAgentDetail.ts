import { Code } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { showErrorToast } from '../../api/showErrorToast';
import { getAgentDetail } from './agentApi';
import { dashboardKeys } from './agentQueryKeys';

/** The agent does not exist or is not the caller's (a stale bookmark): 403 or 404. */
export const isAgentRefusal = (err: unknown) =>
  err instanceof ApiError &&
  (err.code === Code.ACCESS_RESTRICTED ||
    err.code === Code.NOT_FOUND ||
    err.status === 403 ||
    err.status === 404);

/**
 * GET /agent/detail/{id}: the header, the workflow and the subscription read it. A refusal is
 * shown by the dashboard as its error state, so only other failures get the toast.
 */
export function useAgentDetail(agentId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.detail(agentId ?? ''),
    queryFn: async () => {
      try {
        return await getAgentDetail(agentId ?? '');
      } catch (err) {
        if (err instanceof ApiError && !isAgentRefusal(err)) showErrorToast(err);
        throw err;
      }
    },
    enabled: Boolean(agentId),
  });
}
