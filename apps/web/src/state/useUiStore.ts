import type { Language } from '@talkreel/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from './persistedKeys';

interface UiState {
  /** The language the user chose (or asked for with ?lang=); null means "follow the browser". */
  language: Language | null;
  railExpanded: boolean;
  setLanguage(language: Language): void;
  toggleRail(): void;
}

export const UI_STORAGE_KEY = PersistedKey.UI;

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      language: null,
      railExpanded: false,
      setLanguage: (language) => set({ language }),
      toggleRail: () => set((s) => ({ railExpanded: !s.railExpanded })),
    }),
    { name: UI_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
