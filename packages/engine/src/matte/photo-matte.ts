import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { writeGrayPng } from './gray-output.js';
import { MattingSession, type RgbFrame } from './matting-session.js';
import { refineAlpha } from './refine-alpha.js';

/**
 * Passes over a still: the recurrent network's first look at a frame has no context and comes
 * out patchy at the hair; a still shown to it a few times settles (the third pass is kept).
 */
export const PHOTO_PASSES = 3;

/** An image file's pixels as RGB. */
export async function readRgbImage(imagePath: string): Promise<RgbFrame> {
  const image = await loadImage(await readFile(imagePath));
  const { width, height } = image;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i];
    rgb[j + 1] = rgba[i + 1];
    rgb[j + 2] = rgba[i + 2];
  }
  return { rgb, width, height };
}

/** The person's matte of a photo: an 8-bit grayscale PNG of the photo's own size. */
export async function matteOfPhoto(
  imagePath: string,
  outputPath: string,
  signal?: AbortSignal,
): Promise<void> {
  const frame = await readRgbImage(imagePath);
  const session = new MattingSession();
  let alpha: Float32Array | null = null;
  try {
    for (let pass = 0; pass < PHOTO_PASSES; pass++) {
      signal?.throwIfAborted();
      alpha = await session.next(frame);
    }
  } finally {
    session.dispose();
  }
  if (!alpha) throw new Error('no matting pass ran');
  await writeGrayPng(outputPath, refineAlpha(alpha), frame.width, frame.height, signal);
}
