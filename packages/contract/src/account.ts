import { z } from 'zod';
import { CONTROL_OR_BIDI, reqString } from './fields';

/** core.md §7 account calls (GET /users/profile's reply is `profileReply` in access.ts). */

/** Multipart field of POST /users/avatar, and the image types it takes (core.md §5). */
export const AVATAR_FIELD = 'avatar';
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const USERNAME_MAX_CHARS = 100;

/** First and last name joined by a space, as the account page sends it. */
export const updateProfileRequest = z.object({
  username: z
    .string({ error: 'Username cannot be empty' })
    .trim()
    .min(1, 'Username cannot be empty')
    .max(USERNAME_MAX_CHARS, `Username must be at most ${USERNAME_MAX_CHARS} characters`)
    .refine(
      (v) => !CONTROL_OR_BIDI.test(v),
      'Username cannot contain line breaks or control characters',
    ),
});
export const updateProfileReply = z.object({ username: reqString('Username') });

export const avatarReply = z.object({ avatar: reqString('Avatar') });
