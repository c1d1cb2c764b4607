import { readRgbImage } from '../media/read-rgb-image.js';
import { writeGrayPng } from './gray-output.js';
import type { MatteOptions } from './matte-thread.js';
import { MattingSession } from './matting-session.js';
import { refineAlpha } from './refine-alpha.js';

/**
 * Passes over a still: the recurrent network's first look at a frame has no context and comes
 * out patchy at the hair; a still shown to it a few times settles (the third pass is kept).
 */
export const PHOTO_PASSES = 3;

/** The person's matte of a photo: an 8-bit grayscale PNG of the photo's own size. */
export async function matteOfPhoto(
  imagePath: string,
  outputPath: string,
  { signal, beforeFrame }: MatteOptions = {},
): Promise<void> {
  const frame = await readRgbImage(imagePath);
  const session = new MattingSession();
  let alpha: Float32Array | null = null;
  try {
    for (let pass = 0; pass < PHOTO_PASSES; pass++) {
      await beforeFrame?.();
      signal?.throwIfAborted();
      alpha = await session.next(frame);
    }
  } finally {
    session.dispose();
  }
  if (!alpha) throw new Error('no matting pass ran');
  await writeGrayPng(outputPath, refineAlpha(alpha), frame.width, frame.height, signal);
}
