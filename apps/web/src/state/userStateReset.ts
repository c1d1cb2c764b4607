/**
 * Logout clears every stored piece of user state (core.md §2). Each feature store registers
 * its own reset here at module load, so logout never needs to know the features.
 */
const resets = new Set<() => void>();

export function registerUserStateReset(reset: () => void) {
  resets.add(reset);
}

export function resetUserState() {
  for (const reset of resets) reset();
}
