import { USER_DATA_KEYS } from './persistedKeys';

/**
 * Logout clears every stored piece of user state (core.md §2). A loaded store registers its
 * in-memory reset here at module load; the stored copies of every store, loaded or not, are
 * removed by key from the registry in persistedKeys.ts.
 */
const resets = new Set<() => void>();

export function registerUserStateReset(reset: () => void) {
  resets.add(reset);
}

export function resetUserState() {
  for (const reset of resets) reset();
  // After the resets: a reset store writes its empty state back under its key, and a store
  // whose area never loaded has only its stored copy; both go.
  for (const key of USER_DATA_KEYS) localStorage.removeItem(key);
}
