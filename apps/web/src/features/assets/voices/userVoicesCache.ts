import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from '../../../state/persistedKeys';
import { registerUserStateReset } from '../../../state/userStateReset';
import type { MyVoice } from './voiceLibraryApi';

interface UserVoicesCacheState {
  /** Whose list it is: a session that expired leaves it behind for whoever signs in next. */
  ownerId: string | null;
  voices: MyVoice[] | null;
  save(ownerId: string, voices: MyVoice[]): void;
  reset(): void;
}

/**
 * The user's voices as last fetched, kept across reloads (creation.md §9 local caches) so
 * /assets/voice/ shows them at once while the fresh list is on its way. Written on every
 * successful fetch; user data, so logout removes it.
 */
export const useUserVoicesCache = create<UserVoicesCacheState>()(
  persist(
    (set) => ({
      ownerId: null,
      voices: null,
      save: (ownerId, voices) => set({ ownerId, voices }),
      reset: () => set({ ownerId: null, voices: null }),
    }),
    {
      name: PersistedKey.USER_VOICES,
      // A list of an older shape is dropped, not shown: the next fetch writes a new one.
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ownerId, voices }) => ({ ownerId, voices }),
    },
  ),
);

registerUserStateReset(() => useUserVoicesCache.getState().reset());

/** The cached list if it is `ownerId`'s. */
export function cachedVoicesOf(ownerId: string | undefined): MyVoice[] | undefined {
  const { ownerId: owner, voices } = useUserVoicesCache.getState();
  return ownerId && owner === ownerId && voices ? voices : undefined;
}
