import { DEFAULT_VOICE_CONDITION } from '@talkreel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../state/persistedKeys';
import { registerUserStateReset } from '../../state/userStateReset';
import type { VoiceFilters } from './voiceQuery';

export type VoiceView = 'table' | 'cards';
type FilterOptions = Record<string, { value: string; label: string }[]>;

/**
 * The audio dialog's local cache (creation.md §9 "audio filters"): the last filter options
 * per UI language (so the filter menus show at once), the chosen condition and filters, the
 * list view, and the actor-voice pairs this user has verified with a preview.
 */
interface VoiceSettingsState {
  filterOptions: Record<string, FilterOptions>;
  /** Kept as a string: a stored value is checked like any other before it is sent. */
  condition: string;
  filters: VoiceFilters;
  view: VoiceView;
  verifiedPairs: string[];
  setFilterOptions(language: string, options: FilterOptions): void;
  setCondition(condition: string): void;
  setFilter(group: string, value: string): void;
  setView(view: VoiceView): void;
  markVerified(actorId: string, voiceId: string): void;
  reset(): void;
}

export const pairKey = (actorId: string, voiceId: string) => `${actorId}\n${voiceId}`;

const initial = {
  filterOptions: {},
  condition: DEFAULT_VOICE_CONDITION,
  filters: {},
  view: 'table' as VoiceView,
  verifiedPairs: [],
} satisfies Partial<VoiceSettingsState>;

export const AUDIO_FILTERS_STORAGE_KEY = PersistedKey.AUDIO_FILTERS;

export const useVoiceSettingsStore = create<VoiceSettingsState>()(
  persist(
    (set) => ({
      ...initial,
      setFilterOptions: (language, options) =>
        set((s) => ({ filterOptions: { ...s.filterOptions, [language]: options } })),
      setCondition: (condition) => set({ condition }),
      setFilter: (group, value) => set((s) => ({ filters: { ...s.filters, [group]: value } })),
      setView: (view) => set({ view }),
      markVerified: (actorId, voiceId) =>
        set((s) => {
          const key = pairKey(actorId, voiceId);
          return s.verifiedPairs.includes(key) ? s : { verifiedPairs: [...s.verifiedPairs, key] };
        }),
      reset: () => set(initial),
    }),
    {
      name: AUDIO_FILTERS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ filterOptions, condition, filters, view, verifiedPairs }) => ({
        filterOptions,
        condition,
        filters,
        view,
        verifiedPairs,
      }),
    },
  ),
);

registerUserStateReset(() => useVoiceSettingsStore.getState().reset());
