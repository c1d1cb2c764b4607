import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listAgents } from './agentApi';
import { useAgentCacheStore } from './useAgentCacheStore';

export const agentListQueryKey = ['agent', 'list'] as const;

/** The agents the user administers (GET /agent/list); the cached list shows until it answers. */
export function useAgentList() {
  const cached = useAgentCacheStore((s) => s.agents);
  const setAgents = useAgentCacheStore((s) => s.setAgents);
  const query = useQuery({ queryKey: agentListQueryKey, queryFn: listAgents });
  const fresh = query.data?.agents;
  useEffect(() => {
    if (fresh) setAgents(fresh);
  }, [fresh, setAgents]);
  const agents = fresh ?? cached;
  return { agents, isLoading: agents.length === 0 && query.isPending };
}
