import path from 'node:path';
import type { PosterThumbnailUrls } from '@talkreel/contract';
import {
  makePosterThumbnails,
  POSTER_THUMBNAIL_WIDTHS,
  type PosterThumbnailWidth,
} from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import { mediaUrl } from '../tree/media-url';
import { downloadObject, inWorkDir, putFile } from './stored-files';

/** A row's thumbnail column (videos.poster_thumbs, actors.image_thumbs): keys by width. */
type ThumbnailKeys = Partial<Record<`${PosterThumbnailWidth}`, string>>;

/** The stored poster is no picture the engine can read: no retry will make its thumbnails. */
export class UnreadablePosterError extends Error {
  constructor(posterKey: string, cause: unknown) {
    super(`poster ${posterKey} could not be read as a picture`, { cause });
  }
}

/** Where a poster's thumbnails are stored: beside it, `…/poster.jpg` → `…/poster-w240.webp`. */
export function thumbnailKey(posterKey: string, width: PosterThumbnailWidth): string {
  const ext = path.posix.extname(posterKey);
  return `${posterKey.slice(0, posterKey.length - ext.length)}-w${width}.webp`;
}

/**
 * Makes and stores the thumbnails of a poster file on local disk (`posterKey` is where the
 * poster itself is stored); returns the value for the row's thumbnail column.
 */
export async function storePosterThumbnails(
  ctx: AppContext,
  posterKey: string,
  posterFile: string,
): Promise<string> {
  return inWorkDir('thumbs', async (dir) => {
    const made = await makePosterThumbnails(posterFile, dir).catch((err: unknown) => {
      throw new UnreadablePosterError(posterKey, err);
    });
    const keys: ThumbnailKeys = {};
    for (const width of POSTER_THUMBNAIL_WIDTHS) {
      await putFile(ctx, thumbnailKey(posterKey, width), made[width].path, 'image/webp');
      keys[`${width}`] = thumbnailKey(posterKey, width);
    }
    return JSON.stringify(keys);
  });
}

/**
 * As storePosterThumbnails, for a poster made alongside other work (a render, an actor): a
 * failure is logged and yields null, so a missing thumbnail never fails what made the poster
 * (cards then show the poster, and the next backfill tries again).
 */
export async function tryPosterThumbnails(
  ctx: AppContext,
  posterKey: string,
  posterFile: string,
): Promise<string | null> {
  try {
    return await storePosterThumbnails(ctx, posterKey, posterFile);
  } catch (err) {
    ctx.log.warn({ err, posterKey }, 'poster thumbnails not made');
    return null;
  }
}

/** The thumbnails of an already stored poster (the backfill): read, scaled, stored beside it. */
export async function thumbnailsOfStoredPoster(ctx: AppContext, posterKey: string) {
  return inWorkDir('thumbs-poster', async (dir) => {
    const file = path.join(dir, path.posix.basename(posterKey));
    await downloadObject(ctx, posterKey, file);
    return storePosterThumbnails(ctx, posterKey, file);
  });
}

/** The stored keys of a row's thumbnails (to delete them with their poster). */
export function storedThumbnailKeys(column: string | null): string[] {
  if (!column) return [];
  return Object.values(JSON.parse(column) as ThumbnailKeys).filter((k) => k !== undefined);
}

/** Signed links of a row's thumbnails; null unless every width was made. */
export async function thumbnailUrls(
  ctx: AppContext,
  column: string | null,
): Promise<PosterThumbnailUrls | null> {
  if (!column) return null;
  const keys = JSON.parse(column) as ThumbnailKeys;
  if (POSTER_THUMBNAIL_WIDTHS.some((w) => !keys[`${w}`])) return null;
  const [w48, w96, w240, w480] = await Promise.all(
    POSTER_THUMBNAIL_WIDTHS.map((w) => mediaUrl(ctx, keys[`${w}`] as string)),
  );
  return { w48, w96, w240, w480 };
}
