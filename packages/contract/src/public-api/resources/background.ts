import { z } from 'zod';

/**
 * A stock background (issue 26): `GET /backgrounds` lists all of them on one page (next_cursor
 * null); `POST /videos` takes one as `background: { type: "stock", value: id }`.
 */
export const publicBackground = z
  .object({
    id: z.string(),
    object: z.literal('background'),
    name: z.string().describe('English name'),
    thumbnail_url: z.string().describe('Signed address of a small JPEG of it'),
    thumbnail_url_expires_at: z.string(),
  })
  .meta({ id: 'Background' });
export type PublicBackground = z.infer<typeof publicBackground>;
