import type { stockBackgroundsReply } from '@talkreel/contract';
import { stockBackgrounds } from '@talkreel/engine';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { MEDIA_URL_TTL_SEC } from '../../ports/storage/object-store';
import { ensureStockThumbnail } from './stock-thumbnails';

/** The stock backgrounds with their stored thumbnails' keys, in the engine's order. */
export async function stockBackgroundEntries(ctx: AppContext) {
  return Promise.all(
    stockBackgrounds.map(async (b) => ({
      id: b.id,
      name: b.name,
      thumbnailKey: await ensureStockThumbnail(ctx, b.id),
    })),
  );
}

/**
 * GET /backgrounds/list: the 12 stock backgrounds for the picker, English names (the web app
 * shows its own translation by id) and signed thumbnail links.
 */
export async function listStockBackgrounds(
  ctx: AppContext,
): Promise<z.input<typeof stockBackgroundsReply>> {
  const entries = await stockBackgroundEntries(ctx);
  return {
    backgrounds: await Promise.all(
      entries.map(async (e) => ({
        id: e.id,
        name: e.name,
        thumbnail_url: await ctx.storage.signedUrl(e.thumbnailKey, {
          expiresInSec: MEDIA_URL_TTL_SEC,
        }),
      })),
    ),
  };
}
