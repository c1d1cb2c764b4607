import { AGENT_USER_PAGE_SIZE, type AgentUserSearchType } from '@talkreel/contract';
import { create } from 'zustand';
import { registerUserStateReset } from '../../state/userStateReset';
import type { UserSearch } from './agentApi';

export const emptySearch: UserSearch = { type: 'name', value: '', startDate: null, endDate: null };

/** The user search filter of creation.md §3: the form, the applied search and the page. */
interface DashboardState {
  /** What the filter bar shows (not yet applied). */
  form: UserSearch;
  /** The search the table shows, applied by Search. */
  applied: UserSearch;
  page: number;
  pageSize: number;
  /** Bumped by Search and Reset so they always fetch afresh, even for the same filter. */
  searchCount: number;
  setForm(patch: Partial<UserSearch>): void;
  setType(type: AgentUserSearchType): void;
  /** Search goes to page 1 (creation.md §2). */
  search(): void;
  resetSearch(): void;
  setPage(page: number): void;
  clear(): void;
}

const initial = {
  form: emptySearch,
  applied: emptySearch,
  page: 1,
  pageSize: AGENT_USER_PAGE_SIZE,
  searchCount: 0,
};

/** Kept while the user moves inside the dashboard; cleared on leaving it (useClearOnLeave). */
export const useDashboardStore = create<DashboardState>()((set) => ({
  ...initial,
  setForm: (patch) => set((s) => ({ form: { ...s.form, ...patch } })),
  setType: (type) => set((s) => ({ form: { ...s.form, type } })),
  search: () => set((s) => ({ applied: s.form, page: 1, searchCount: s.searchCount + 1 })),
  resetSearch: () =>
    set((s) => ({
      form: emptySearch,
      applied: emptySearch,
      page: 1,
      searchCount: s.searchCount + 1,
    })),
  setPage: (page) => set({ page }),
  clear: () => set(initial),
}));

registerUserStateReset(() => useDashboardStore.getState().clear());
