import { z } from 'zod';
import { CONTROL_OR_BIDI, reqString } from './fields';

/** core.md §7 account calls (GET /users/profile's reply is `profileReply` in access.ts). */

/** Multipart field of POST /users/avatar, and the image types it takes (core.md §5). */
export const AVATAR_FIELD = 'avatar';
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const USERNAME_MAX_CHARS = 100;

const noControl = (v: string) => !CONTROL_OR_BIDI.test(v);

/** The username as core.md §7 sends it: first and last name joined by a space. */
const usernameInput = z
  .string({ error: 'Username cannot be empty' })
  .trim()
  .min(1, 'Username cannot be empty')
  .max(USERNAME_MAX_CHARS, `Username must be at most ${USERNAME_MAX_CHARS} characters`)
  .refine(noControl, 'Username cannot contain line breaks or control characters');

const namePartInput = (label: string) =>
  z
    .string({ error: `${label} must be a string` })
    .trim()
    .max(USERNAME_MAX_CHARS, `${label} must be at most ${USERNAME_MAX_CHARS} characters`)
    .refine(noControl, `${label} cannot contain line breaks or control characters`);

/**
 * POST /users/profile. The spec's `{username}` still works; the account page sends the parts
 * as entered (issue 24), so "Mary Ann" / "Smith" is not read back split at the first space.
 * With parts, the username is them joined by a space (the spec's shape) and `username` is
 * ignored. Parsed to `{username, first_name, last_name}`, the parts null when none were sent.
 */
export const updateProfileRequest = z
  .object({
    username: z.unknown().optional(),
    first_name: namePartInput('First name').nullish(),
    last_name: namePartInput('Last name').nullish(),
  })
  .transform((v, ctx) => {
    if (v.first_name == null && v.last_name == null) {
      const username = usernameInput.safeParse(v.username);
      if (username.success) return { username: username.data, first_name: null, last_name: null };
      ctx.addIssue({ code: 'custom', message: username.error.issues[0].message });
      return z.NEVER;
    }
    const first = v.first_name ?? '';
    const last = v.last_name ?? '';
    const username = [first, last].filter(Boolean).join(' ');
    const checked = usernameInput.safeParse(username);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0].message });
      return z.NEVER;
    }
    return { username, first_name: first, last_name: last };
  });
export const updateProfileReply = z.object({
  username: reqString('Username'),
  /** The parts as stored (issue 24); older servers send only the username. */
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
});

export const avatarReply = z.object({ avatar: reqString('Avatar') });
