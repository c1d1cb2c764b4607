import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../state/useSessionStore';
import { checkAgentAdmin } from './agentApi';
import { useAgentCacheStore } from './useAgentCacheStore';

export const agentAdminQueryKey = ['agent', 'check-admin'] as const;

/**
 * Whether the signed-in user is an agent admin (core.md §6). A cached "yes" answers at once (the
 * rail tab and the agent pages show without waiting); a cached "no" or nothing waits for the
 * server, so a user made an admin since is not turned away; the server's answer always wins.
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
    isLoading: answer === undefined && cached !== true && query.isPending,
  };
}
