import { ActorInputError } from '../actor-input-error.js';

export type CropPoint = [number, number];
/** The dialog's 9:16 frame as its four corners, or as a rectangle; source-video pixels. */
export type VideoCrop =
  | { points: CropPoint[] }
  | { x: number; y: number; width: number; height: number };

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const portrait = 9 / 16;

function isNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function bad(message: string): ActorInputError {
  return new ActorInputError('bad-crop', message);
}

/** The crop's corners, checked to be numbers that are non-negative and inside the frame. */
function corners(crop: VideoCrop, frameWidth: number, frameHeight: number): CropPoint[] {
  let pts: unknown[];
  if ('points' in crop) {
    if (!Array.isArray(crop.points) || crop.points.length !== 4) {
      throw bad('The crop needs exactly four points');
    }
    pts = crop.points;
  } else {
    const { x, y, width, height } = crop;
    if (![x, y, width, height].every(isNumber)) throw bad('The crop must be numbers');
    pts = [
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
    ];
  }
  return pts.map((p) => {
    if (!Array.isArray(p) || p.length !== 2 || !isNumber(p[0]) || !isNumber(p[1])) {
      throw bad('Every crop point must be two numbers');
    }
    const [x, y] = p as CropPoint;
    if (x < 0 || y < 0) throw bad('Crop points cannot be negative');
    if (x > frameWidth || y > frameHeight) throw bad('The crop reaches outside the video');
    return [x, y];
  });
}

/** The whole frame as a crop: fitted, it is the widest 9:16 box in the middle of the video. */
export const wholeFrame = (frameWidth: number, frameHeight: number): VideoCrop => ({
  x: 0,
  y: 0,
  width: frameWidth,
  height: frameHeight,
});

/**
 * Turns the dialog's crop into the 9:16 rectangle actually cut: the largest 9:16 box centred in
 * the points' bounding box (the dialog already draws 9:16; this absorbs rounding and skew), with
 * even sides as H.264's 4:2:0 needs. Too narrow a crop would be upscaled into mush: `too-low`.
 */
export function fitVideoCrop(
  crop: VideoCrop,
  frameWidth: number,
  frameHeight: number,
  minWidth: number,
): CropRect {
  if (!crop || typeof crop !== 'object') throw bad('A crop is required');
  const pts = corners(crop, frameWidth, frameHeight);
  const x0 = Math.min(...pts.map((p) => p[0]));
  const x1 = Math.max(...pts.map((p) => p[0]));
  const y0 = Math.min(...pts.map((p) => p[1]));
  const y1 = Math.max(...pts.map((p) => p[1]));
  let width = x1 - x0;
  let height = y1 - y0;
  if (width < 2 || height < 2) throw bad('The crop is empty');
  if (width / height > portrait) width = height * portrait;
  else height = width / portrait;
  const even = (v: number) => Math.max(2, Math.floor(v / 2) * 2);
  const w = even(width);
  const h = even(height);
  const x = Math.min(frameWidth - w, Math.max(0, Math.round(x0 + (x1 - x0 - w) / 2)));
  const y = Math.min(frameHeight - h, Math.max(0, Math.round(y0 + (y1 - y0 - h) / 2)));
  if (w < minWidth) {
    throw new ActorInputError(
      'too-low',
      `The cropped video is ${w} px wide; at least ${minWidth} px is needed`,
    );
  }
  return { x, y, width: w, height: h };
}
