import { AGENT_USER_PAGE_SIZE, type AgentUserSearchType } from '@talkreel/contract';
import { create } from 'zustand';
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
};

/** Kept while the user moves inside the dashboard; cleared on leaving it (useClearOnLeave). */
export const useDashboardStore = create<DashboardState>()((set) => ({
  ...initial,
  setForm: (patch) => set((s) => ({ form: { ...s.form, ...patch } })),
  setType: (type) => set((s) => ({ form: { ...s.form, type } })),
  search: () => set((s) => ({ applied: s.form, page: 1 })),
  resetSearch: () => set({ form: emptySearch, applied: emptySearch, page: 1 }),
  setPage: (page) => set({ page }),
  clear: () => set(initial),
}));
