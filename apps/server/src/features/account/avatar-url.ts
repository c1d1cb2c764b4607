import type { AppContext } from '../../app-context';
import { MEDIA_URL_TTL_SEC } from '../../ports/storage/object-store';

/** Browser-fetchable URL of a stored avatar, or null when the account has none. */
export const avatarUrl = (ctx: AppContext, key: string | null) =>
  key ? ctx.storage.signedUrl(key, { expiresInSec: MEDIA_URL_TTL_SEC }) : Promise.resolve(null);
