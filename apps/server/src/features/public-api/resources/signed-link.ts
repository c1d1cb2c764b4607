import { MEDIA_LINK_TTL_MS } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { mediaUrl } from '../../tree/media-url';
import { isoTime } from '../../tree/paging';

/**
 * A stored file as a signed address and the moment it stops working (null: no file). Other
 * systems fetch it from elsewhere, so a local store's path is made absolute on PUBLIC_URL.
 */
export async function signedLink(
  ctx: AppContext,
  key: string | null,
): Promise<{ url: string | null; expiresAt: string | null }> {
  if (!key) return { url: null, expiresAt: null };
  // Taken before signing, so the stated expiry is never later than the link's own.
  const expiresAt = isoTime(ctx.now() + MEDIA_LINK_TTL_MS);
  return { url: absoluteUrl(ctx, await mediaUrl(ctx, key)), expiresAt };
}

/** An ISO 8601 time, or null. */
export const isoOrNull = (ms: number | null) => (ms === null ? null : isoTime(Number(ms)));

/** An address the server gave as a path (local store), made absolute on PUBLIC_URL. */
export const absoluteUrl = (ctx: AppContext, url: string) =>
  new URL(url, `${ctx.config.publicUrl}/`).href;
