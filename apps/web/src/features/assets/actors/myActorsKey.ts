/** The query of the user's own actors (the library's list). */
export const myActorsKey = ['actors', 'mine'] as const;
