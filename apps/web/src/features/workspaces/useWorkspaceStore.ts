import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../state/persistedKeys';
import { registerUserStateReset } from '../../state/userStateReset';

interface WorkspaceState {
  /** The product picked in this browser; null until the user picks one (then the profile's). */
  currentId: string | null;
  setCurrentId(id: string | null): void;
}

export const useWorkspaceStore = create<WorkspaceState>()(
  persist(
    (set) => ({
      currentId: null,
      setCurrentId: (currentId) => set({ currentId }),
    }),
    { name: PersistedKey.WORKSPACE, storage: createJSONStorage(() => localStorage) },
  ),
);

registerUserStateReset(() => useWorkspaceStore.getState().setCurrentId(null));
