import type { AppContext } from '../../app-context';
import { MEDIA_URL_TTL_SEC } from '../../ports/storage/object-store';

/** A time-limited URL a browser can fetch a stored media file (project thumbnails) from. */
export async function mediaUrl(ctx: AppContext, key: string): Promise<string> {
  return ctx.storage.signedUrl(key, { expiresInSec: MEDIA_URL_TTL_SEC });
}
