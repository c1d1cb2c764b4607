import { renderStockBackgroundThumbnail } from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import type { ObjectStore } from '../../ports/storage/object-store';

/**
 * A picker's picture of a stock background: 9:16 (the default format), small. Drawing one costs
 * about as much as serving it many times, so each is drawn once and kept in the object store,
 * where signed links serve it like any other picture (decisions/server-video.md).
 */
export const STOCK_THUMBNAIL_SIZE = { width: 180, height: 320 } as const;
/** Bumped when the engine draws the backgrounds differently, so stored pictures are redrawn. */
const DRAWING_VERSION = 1;

export const stockThumbnailKey = (id: string) =>
  `stock-backgrounds/v${DRAWING_VERSION}/${id}-${STOCK_THUMBNAIL_SIZE.width}x${STOCK_THUMBNAIL_SIZE.height}.jpg`;

/** Keys this process already saw stored, per store (tests run several). */
const stored = new WeakMap<ObjectStore, Set<string>>();

/**
 * The stored thumbnail's key, drawn and stored first if the store lacks it. Two servers drawing
 * the same one at once write the same bytes, so the race is harmless.
 */
export async function ensureStockThumbnail(ctx: AppContext, id: string): Promise<string> {
  const key = stockThumbnailKey(id);
  let seen = stored.get(ctx.storage);
  if (!seen) {
    seen = new Set();
    stored.set(ctx.storage, seen);
  }
  if (seen.has(key)) return key;
  if (!(await ctx.storage.head(key))) {
    const { width, height } = STOCK_THUMBNAIL_SIZE;
    await ctx.storage.put(key, renderStockBackgroundThumbnail(id, width, height), 'image/jpeg');
  }
  seen.add(key);
  return key;
}
