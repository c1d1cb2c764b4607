import {
  ACTOR_CONDITIONS,
  ACTOR_FILTER_VALUES,
  ACTOR_ORDERS,
  type ActorCondition,
  type ActorFilterGroup,
  type ActorOrder,
  DEFAULT_ACTOR_CONDITION,
  DEFAULT_ACTOR_ORDER,
} from '@talkreel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../state/persistedKeys';
import { registerUserStateReset } from '../../state/userStateReset';
import type { ActorFilters } from './actorsApi';

/**
 * The picker's "actor filter options" (tab, order, chosen filter values), kept in local
 * storage so the picker reopens as the user left it. Cleared on logout.
 */
interface ActorPickerState {
  condition: ActorCondition;
  order: ActorOrder;
  filters: ActorFilters;
  setCondition(condition: ActorCondition): void;
  setOrder(order: ActorOrder): void;
  /** Adds the value to its group, or removes it when already chosen. */
  toggleFilter(group: ActorFilterGroup, value: string): void;
  clearFilters(): void;
  reset(): void;
}

const initial = {
  condition: DEFAULT_ACTOR_CONDITION,
  order: DEFAULT_ACTOR_ORDER,
  filters: {},
} satisfies Partial<ActorPickerState>;

export const ACTOR_FILTER_STORAGE_KEY = PersistedKey.ACTOR_FILTERS;

export function toggleValue(filters: ActorFilters, group: ActorFilterGroup, value: string) {
  const chosen = filters[group] ?? [];
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  return { ...filters, [group]: next };
}

/** A stored value the current contract no longer knows is dropped rather than sent. */
function sanitize(stored: Partial<ActorPickerState>): Partial<ActorPickerState> {
  const filters: ActorFilters = {};
  for (const [group, values] of Object.entries(stored.filters ?? {})) {
    const known: readonly string[] | undefined = ACTOR_FILTER_VALUES[group as ActorFilterGroup];
    if (!known || !Array.isArray(values)) continue;
    filters[group as ActorFilterGroup] = values.filter((v) => known.includes(v));
  }
  return {
    condition: ACTOR_CONDITIONS.includes(stored.condition as ActorCondition)
      ? stored.condition
      : DEFAULT_ACTOR_CONDITION,
    order: ACTOR_ORDERS.includes(stored.order as ActorOrder) ? stored.order : DEFAULT_ACTOR_ORDER,
    filters,
  };
}

export const useActorPickerStore = create<ActorPickerState>()(
  persist(
    (set) => ({
      ...initial,
      setCondition: (condition) => set({ condition }),
      setOrder: (order) => set({ order }),
      toggleFilter: (group, value) =>
        set((s) => ({ filters: toggleValue(s.filters, group, value) })),
      clearFilters: () => set({ filters: {} }),
      reset: () => set(initial),
    }),
    {
      name: ACTOR_FILTER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ condition, order, filters }) => ({ condition, order, filters }),
      merge: (stored, current) => ({
        ...current,
        ...sanitize((stored ?? {}) as Partial<ActorPickerState>),
      }),
    },
  ),
);

registerUserStateReset(() => useActorPickerStore.getState().reset());
