import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { blendPlate } from './blend-plate.js';
import type { CaptionOverlay } from './caption-overlay.js';
import type { FrameSize } from './frame-format.js';
import { rowsOf } from './frame-rows.js';
import type { Rect } from './layout.js';

export type LogoCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** The brand's logo over every frame. */
export interface LogoOptions {
  /** A PNG or SVG file (transparency kept). */
  path: string;
  corner: LogoCorner;
  /** The logo's width as a share of the frame's width (the contract allows 0.05 to 0.3). */
  size: number;
  /** 0 to 1. */
  opacity: number;
}

const corners: readonly LogoCorner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** Refuses malformed logo options before a render writes anything. */
export function checkLogo(logo: LogoOptions | undefined): void {
  if (!logo) return;
  if (typeof logo.path !== 'string' || !logo.path) throw new Error('The logo needs a file path');
  if (!corners.includes(logo.corner)) {
    throw new Error(`Logo corner must be one of ${corners.join(', ')}`);
  }
  if (!(logo.size > 0 && logo.size <= 1)) throw new Error('Logo size must be a share from 0 to 1');
  if (!(logo.opacity > 0 && logo.opacity <= 1)) throw new Error('Logo opacity must be from 0 to 1');
}

/**
 * Where the logo goes: its width the share of the frame's, its height by its own aspect, in its
 * corner a margin of 4% of the frame's short side in from both edges.
 */
export function logoRect(frame: FrameSize, logo: LogoOptions, aspect: number): Rect {
  const width = Math.max(1, Math.round(frame.width * logo.size));
  const height = Math.max(1, Math.round(width / aspect));
  const margin = Math.round(Math.min(frame.width, frame.height) * 0.04);
  const right = logo.corner.endsWith('right');
  const bottom = logo.corner.startsWith('bottom');
  return {
    x: right ? frame.width - margin - width : margin,
    y: bottom ? frame.height - margin - height : margin,
    width,
    height,
  };
}

/**
 * The logo rasterised once at its size in the frame (an SVG is drawn from its vectors at that
 * size), its opacity baked in, then blitted (canvas frames) or blended (in-memory frames) on
 * every frame.
 */
export async function createLogoOverlay(
  logo: LogoOptions,
  frame: FrameSize,
): Promise<CaptionOverlay> {
  const image = await loadImage(await readFile(logo.path)).catch(() => null);
  if (!image || !(image.width > 0 && image.height > 0)) {
    throw new Error(`The logo ${logo.path} is not a PNG or SVG image that can be read`);
  }
  const rect = logoRect(frame, logo, image.width / image.height);
  const plate = createCanvas(rect.width, rect.height);
  const ctx = plate.getContext('2d');
  ctx.globalAlpha = logo.opacity;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, rect.width, rect.height);
  // Straight-alpha pixels for blend(); reading them also rasterises the canvas for draw().
  const pixels = ctx.getImageData(0, 0, rect.width, rect.height).data;
  return {
    rows: rowsOf(rect.y, rect.height, frame.height),
    draw(target) {
      target.drawImage(plate, rect.x, rect.y);
    },
    blend(target) {
      blendPlate(target, frame.width, pixels, rect.width, rect.height, rect.x, rect.y, 1);
    },
  };
}
