import type { AgentItem, Camelize } from '@talkreel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../state/persistedKeys';
import { registerUserStateReset } from '../../state/userStateReset';

export type Agent = Camelize<AgentItem>;

interface AgentCache {
  /** The sidebar agent-tab flag (core.md §3 local caches): last known agentAdmin answer. */
  agentAdmin: boolean | null;
  /** The agents the user administers, as GET /agent/list last answered. */
  agents: Agent[];
  setAgentAdmin(agentAdmin: boolean): void;
  setAgents(agents: Agent[]): void;
  reset(): void;
}

export const AGENT_CACHE_KEY = PersistedKey.AGENT;

/** The agent flag and agent list survive a reload so the rail and sidebar show at once. */
export const useAgentCacheStore = create<AgentCache>()(
  persist(
    (set) => ({
      agentAdmin: null,
      agents: [],
      setAgentAdmin: (agentAdmin) => set({ agentAdmin }),
      setAgents: (agents) => set({ agents }),
      reset: () => set({ agentAdmin: null, agents: [] }),
    }),
    {
      name: AGENT_CACHE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ agentAdmin, agents }) => ({ agentAdmin, agents }),
    },
  ),
);

registerUserStateReset(() => useAgentCacheStore.getState().reset());
