import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../state/persistedKeys';

interface SettingsSidebarState {
  collapsed: boolean;
  toggle(): void;
}

/** Whether the settings sidebar is folded to icons; a layout preference kept across visits. */
export const useSettingsSidebar = create<SettingsSidebarState>()(
  persist(
    (set) => ({
      collapsed: false,
      toggle: () => set((s) => ({ collapsed: !s.collapsed })),
    }),
    { name: PersistedKey.SETTINGS_SIDEBAR, storage: createJSONStorage(() => localStorage) },
  ),
);
