import { readFile } from 'node:fs/promises';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { checkStockBackgroundId, drawStockBackground } from '../backgrounds/stock-backgrounds.js';
import { readBackgroundVideo } from './background-video.js';
import type { FrameSize } from './frame-format.js';

/**
 * What fills the frame behind the actor. 'actor' is the actor's own backdrop (an illustrated
 * actor's situation, a photo's or footage's own surroundings), as every video had before.
 */
export type VideoBackground =
  | { type: 'actor' }
  | { type: 'color'; value: string }
  | { type: 'gradient'; value: [string, string] }
  /** `value` is the path of an image file; it is cropped to fill the frame. */
  | { type: 'image'; value: string }
  /** `value` is the id of one of `stockBackgrounds`, drawn for the frame size. */
  | { type: 'stock'; value: string }
  /**
   * `value` is the path of a video file: muted, looped when shorter than the speech, trimmed to
   * it and cropped to fill the frame (see background-video.ts).
   */
  | { type: 'video'; value: string };

/** A background drawn by the engine rather than taken from the actor. */
export type PaintedBackground = Exclude<VideoBackground, { type: 'actor' }>;

const hexColor = /^#[0-9a-fA-F]{6}$/;

function checkColor(value: string): string {
  if (!hexColor.test(value)) throw new Error(`Background colour must be #RRGGBB, got ${value}`);
  return value;
}

/** Refuses a malformed background before a render writes anything. */
export function checkBackground(background: VideoBackground | undefined): void {
  if (background?.type === 'color') checkColor(background.value);
  else if (background?.type === 'gradient') background.value.forEach(checkColor);
  else if (background?.type === 'stock') checkStockBackgroundId(background.value);
  else if (background?.type === 'image' || background?.type === 'video') {
    if (typeof background.value !== 'string' || !background.value) {
      throw new Error(`A ${background.type} background needs the path of its file`);
    }
  }
}

/**
 * Paints the background once, opaque, at the frame size; each frame then blits it as a copy.
 * A gradient runs from its first colour at the top to its second at the bottom. A video is
 * painted as its first frame (stills and posters; a render streams the video itself).
 */
export async function paintBackground(
  background: PaintedBackground,
  frame: FrameSize,
): Promise<Canvas> {
  const { width, height } = frame;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  if (background.type === 'color') {
    ctx.fillStyle = checkColor(background.value);
    ctx.fillRect(0, 0, width, height);
  } else if (background.type === 'gradient') {
    const [top, bottom] = background.value;
    const gradient = ctx.createLinearGradient(0, 0, 0, height);
    gradient.addColorStop(0, checkColor(top));
    gradient.addColorStop(1, checkColor(bottom));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  } else if (background.type === 'stock') {
    drawStockBackground(ctx, background.value, width, height);
  } else if (background.type === 'video') {
    ctx.drawImage((await readBackgroundVideo(background.value, frame)).first, 0, 0);
  } else {
    const image = await loadImage(await readFile(background.value));
    if (!(image.width > 0 && image.height > 0)) {
      throw new Error(`Background image ${background.value} could not be read`);
    }
    // Cover: scaled to fill both sides, centred, the overflow cropped.
    const scale = Math.max(width / image.width, height / image.height);
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(
      image,
      (width - image.width * scale) / 2,
      (height - image.height * scale) / 2,
      image.width * scale,
      image.height * scale,
    );
  }
  // Skia records lazily: reading the pixels once rasterises the layer so every blit is a copy.
  canvas.data();
  return canvas;
}
