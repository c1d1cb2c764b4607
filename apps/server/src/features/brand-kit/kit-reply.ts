import type { BrandKit } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { MEDIA_URL_TTL_SEC } from '../../ports/storage/object-store';
import type { StoredKit } from './stored-kit';

/** The kit as `GET /brand-kit/detail` answers it; the logo as a signed, expiring link. */
export async function toBrandKitReply(ctx: AppContext, kit: StoredKit): Promise<BrandKit> {
  return {
    logo_url: kit.logoKey
      ? await ctx.storage.signedUrl(kit.logoKey, { expiresInSec: MEDIA_URL_TTL_SEC })
      : null,
    logo_corner: kit.logoCorner,
    logo_size: kit.logoSize,
    logo_opacity: kit.logoOpacity,
    colors: kit.colors,
    caption_style: kit.captionStyle,
    updated_at: kit.updatedAt === null ? null : new Date(kit.updatedAt).toISOString(),
  };
}
