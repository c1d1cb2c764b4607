import { z } from 'zod';
import { reqString } from './fields';

/**
 * Signed links to a poster's WebP thumbnails (creation.md §9: 240 px in cards, 48 px for actors,
 * scaled by pixel ratio), keyed by width in px. Null or absent while a poster has none yet (an
 * older poster not yet reached by the backfill): a client then shows the poster itself.
 */
export const posterThumbnails = z
  .object(
    {
      w48: reqString('Thumbnail 48'),
      w96: reqString('Thumbnail 96'),
      w240: reqString('Thumbnail 240'),
      w480: reqString('Thumbnail 480'),
    },
    { error: 'Thumbnails must be an object' },
  )
  .nullish();
export type PosterThumbnailUrls = NonNullable<z.output<typeof posterThumbnails>>;
