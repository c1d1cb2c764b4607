import { readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * Widths of a poster's thumbnails (creation.md §9: 240 px in cards, 48 px for actors, scaled by
 * pixel ratio), so each at 1× and 2×.
 */
export const POSTER_THUMBNAIL_WIDTHS = [48, 96, 240, 480] as const;
export type PosterThumbnailWidth = (typeof POSTER_THUMBNAIL_WIDTHS)[number];

/** WebP at this quality: a 240 px card thumbnail of a photo poster is about 1/9 of its bytes. */
const WEBP_QUALITY = 75;

export interface PosterThumbnail {
  path: string;
  width: number;
  height: number;
  bytes: number;
}

export type PosterThumbnails = Record<PosterThumbnailWidth, PosterThumbnail>;

/**
 * Scales a poster (JPEG or PNG) down to each thumbnail width, keeping its aspect, as WebP files
 * named `<poster name>-w<width>.webp` in `outDir`. Drawn and encoded by @napi-rs/canvas in this
 * process: no ffmpeg process per poster, and no dependence on an operator's FFMPEG_PATH build
 * having libwebp.
 */
export async function makePosterThumbnails(
  posterPath: string,
  outDir: string,
): Promise<PosterThumbnails> {
  const poster = await loadImage(await readFile(posterPath));
  if (!poster.width || !poster.height) throw new Error(`${posterPath}: not a picture`);
  const stem = basename(posterPath, extname(posterPath));
  const made = await Promise.all(
    POSTER_THUMBNAIL_WIDTHS.map(async (width) => {
      const height = Math.max(1, Math.round((poster.height * width) / poster.width));
      const canvas = createCanvas(width, height);
      const g = canvas.getContext('2d');
      // Skia's high quality uses mipmaps: a 15× reduction (720 → 48) stays smooth, not aliased.
      g.imageSmoothingEnabled = true;
      g.imageSmoothingQuality = 'high';
      g.drawImage(poster, 0, 0, width, height);
      const bytes = await canvas.encode('webp', WEBP_QUALITY);
      const path = join(outDir, `${stem}-w${width}.webp`);
      await writeFile(path, bytes);
      return [width, { path, width, height, bytes: bytes.length }] as const;
    }),
  );
  return Object.fromEntries(made) as PosterThumbnails;
}
