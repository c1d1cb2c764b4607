import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../../state/persistedKeys';
import { registerUserStateReset } from '../../../state/userStateReset';
import type { LibraryActor } from './actorLibraryApi';

interface AssetsActorsCacheState {
  /** Whose list it is: a session that expired leaves it behind for whoever signs in next. */
  ownerId: string | null;
  actors: LibraryActor[] | null;
  save(ownerId: string, actors: LibraryActor[]): void;
  reset(): void;
}

/**
 * The actor library's last list, kept across reloads (creation.md §9 local caches) so
 * /assets/actor/ shows it at once while the fresh one is on its way. Written on every
 * successful fetch; user data, so logout removes it.
 */
export const useAssetsActorsCache = create<AssetsActorsCacheState>()(
  persist(
    (set) => ({
      ownerId: null,
      actors: null,
      save: (ownerId, actors) => set({ ownerId, actors }),
      reset: () => set({ ownerId: null, actors: null }),
    }),
    {
      name: PersistedKey.ASSETS_ACTORS,
      // A list of an older shape is dropped, not shown: the next fetch writes a new one.
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ownerId, actors }) => ({ ownerId, actors }),
    },
  ),
);

registerUserStateReset(() => useAssetsActorsCache.getState().reset());

/** The cached list if it is `ownerId`'s. */
export function cachedActorsOf(ownerId: string | undefined): LibraryActor[] | undefined {
  const { ownerId: owner, actors } = useAssetsActorsCache.getState();
  return ownerId && owner === ownerId && actors ? actors : undefined;
}
