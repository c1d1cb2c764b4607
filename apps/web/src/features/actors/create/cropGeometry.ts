import { ACTOR_CROP_ASPECT, PHOTO_CROP_MIN_WIDTH } from '@talkreel/contract';

/**
 * Pure geometry of the actor crop (creation.md §5, §9): a 9:16 box (width over height) in the
 * picture's own pixels, at least a minimum width, always inside the picture.
 */

export interface Size {
  width: number;
  height: number;
}

/** The crop area of creation.md §3, in picture pixels. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What POST /video/image-to-video takes: whole pixels, inside the photo. */
export type PhotoCrop = CropBox;
/** What POST /video/direct-huozu-training takes: the frame's corners, clockwise from top left. */
export type VideoCropPoints = [
  [number, number],
  [number, number],
  [number, number],
  [number, number],
];

export type Corner = 'nw' | 'ne' | 'se' | 'sw';

const heightOf = (width: number) => width / ACTOR_CROP_ASPECT;

/** The widest 9:16 box the picture holds. */
export const widestBoxWidth = (image: Size) =>
  Math.min(image.width, image.height * ACTOR_CROP_ASPECT);

/**
 * The starting box: the largest 9:16 box, centred across and kept to the top of the picture
 * (faces sit high in portraits). Null when the picture cannot hold a box of `minWidth`.
 */
export function initialBox(image: Size, minWidth = PHOTO_CROP_MIN_WIDTH): CropBox | null {
  const width = widestBoxWidth(image);
  if (width < minWidth) return null;
  const height = heightOf(width);
  return {
    x: (image.width - width) / 2,
    y: Math.max(0, Math.min((image.height - height) / 2, image.height * 0.05)),
    width,
    height,
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Moves the box by (dx, dy) picture pixels, stopping at the picture's edges. */
export function moveBox(box: CropBox, dx: number, dy: number, image: Size): CropBox {
  return {
    ...box,
    x: clamp(box.x + dx, 0, image.width - box.width),
    y: clamp(box.y + dy, 0, image.height - box.height),
  };
}

/**
 * Resizes the box by dragging `corner` to `to` (picture pixels) while the opposite corner
 * stays put: 9:16 kept, never narrower than `minWidth`, never past the picture's edges.
 */
export function resizeBox(
  box: CropBox,
  corner: Corner,
  to: { x: number; y: number },
  image: Size,
  minWidth = PHOTO_CROP_MIN_WIDTH,
): CropBox {
  const west = corner === 'nw' || corner === 'sw';
  const north = corner === 'nw' || corner === 'ne';
  const anchor = { x: west ? box.x + box.width : box.x, y: north ? box.y + box.height : box.y };
  const roomX = west ? anchor.x : image.width - anchor.x;
  const roomY = north ? anchor.y : image.height - anchor.y;
  const maxWidth = Math.min(roomX, roomY * ACTOR_CROP_ASPECT);
  const wanted = Math.max(Math.abs(to.x - anchor.x), Math.abs(to.y - anchor.y) * ACTOR_CROP_ASPECT);
  const width = clamp(wanted, Math.min(minWidth, maxWidth), maxWidth);
  const height = heightOf(width);
  return {
    x: west ? anchor.x - width : anchor.x,
    y: north ? anchor.y - height : anchor.y,
    width,
    height,
  };
}

/** Grows (or shrinks, negative) the box around its centre by `dw` pixels of width. */
export function scaleBox(box: CropBox, dw: number, image: Size, minWidth = PHOTO_CROP_MIN_WIDTH) {
  const width = clamp(box.width + dw, Math.min(minWidth, box.width), widestBoxWidth(image));
  const height = heightOf(width);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return moveBox({ x: cx - width / 2, y: cy - height / 2, width, height }, 0, 0, image);
}

/**
 * The box in whole pixels for the server: floored so it stays inside the picture; the height
 * follows the rounded width (the server allows the 9:16 within a pixel or two).
 */
export function toPhotoCrop(box: CropBox, image: Size): PhotoCrop {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  let width = Math.floor(box.width);
  let height = Math.round(heightOf(width));
  if (y + height > image.height) {
    height = Math.floor(image.height - y);
    width = Math.floor(height * ACTOR_CROP_ASPECT);
  }
  width = Math.min(width, Math.floor(image.width - x));
  return { x, y, width, height };
}

/** The 9:16 frame over a video as the 4 corner points the server expects. */
export function toVideoPoints(box: CropBox, video: Size): VideoCropPoints {
  const { x, y, width, height } = toPhotoCrop(box, video);
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}

/**
 * The photo box's least width: the server's 50 picture pixels, and no fewer than 50 screen
 * pixels at `scale` (screen per picture pixel) so the box stays graspable, when the picture
 * allows it.
 */
export const minPhotoBoxWidth = (image: Size, scale: number) =>
  Math.max(PHOTO_CROP_MIN_WIDTH, Math.min(PHOTO_CROP_MIN_WIDTH / scale, widestBoxWidth(image)));

/** Scale that fits `image` inside a `max` area (never enlarging past `upTo`). */
export const fitScale = (image: Size, max: Size, upTo = 4) =>
  Math.min(max.width / image.width, max.height / image.height, upTo);
