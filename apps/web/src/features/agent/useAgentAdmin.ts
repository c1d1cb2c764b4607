import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../state/useSessionStore';
import { checkAgentAdmin } from './agentApi';

export const agentAdminQueryKey = ['agent', 'check-admin'] as const;

/** Whether the signed-in user is an agent admin (core.md §6); false until known. */
export function useAgentAdmin() {
  const token = useSessionStore((s) => s.token);
  const query = useQuery({
    queryKey: agentAdminQueryKey,
    queryFn: checkAgentAdmin,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
  return { isAgentAdmin: query.data?.agentAdmin === true, isLoading: query.isPending };
}
