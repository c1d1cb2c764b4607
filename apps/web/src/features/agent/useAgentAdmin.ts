import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../state/useSessionStore';
import { checkAgentAdmin } from './agentApi';
import { useAgentCacheStore } from './useAgentCacheStore';

export const agentAdminQueryKey = ['agent', 'check-admin'] as const;

/**
 * Whether the signed-in user is an agent admin (core.md §6). The cached flag answers at once;
 * the server's answer replaces it (and decides when nothing is cached).
 */
export function useAgentAdmin() {
  const token = useSessionStore((s) => s.token);
  const cached = useAgentCacheStore((s) => s.agentAdmin);
  const setAgentAdmin = useAgentCacheStore((s) => s.setAgentAdmin);
  const query = useQuery({
    queryKey: agentAdminQueryKey,
    queryFn: checkAgentAdmin,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
  const answer = query.data?.agentAdmin;
  useEffect(() => {
    if (answer !== undefined) setAgentAdmin(answer);
  }, [answer, setAgentAdmin]);
  const known = answer ?? cached;
  return {
    isAgentAdmin: known === true,
    isLoading: known === null && query.isPending,
  };
}
