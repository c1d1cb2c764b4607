/**
 * Constants of the sign-in forms, kept apart from the zod schemas (access.ts, fields.ts) so the
 * web app's login page can use them without loading zod.
 */

/** login_method of core.md §7: how an account signs in. */
export const LoginMethod = { GOOGLE: 1, EMAIL: 2 } as const;

/** The "simple address pattern" used by login and invite forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
