/**
 * Query keys of the user's own actors (creation.md §2: the picker's My Actors tab and the
 * actor library). A new actor invalidates `myActorsKey`, so every list under it refreshes;
 * an agent's view of a sub-user keys its list with `myActorsKeyOf(userId)`.
 */
export const myActorsKey = ['actors', 'mine'] as const;

export const myActorsKeyOf = (userId = '') => [...myActorsKey, userId] as const;
