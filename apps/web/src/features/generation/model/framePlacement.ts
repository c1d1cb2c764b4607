import {
  CAPTION_SIZE_MAX,
  type LayoutPlacement,
  type VideoFormatName,
  videoFrameSize,
} from '@talkreel/contract';

/** A box inside the frame, each side a share (0..1) of the frame's width or height. */
export interface FrameBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Actors are filmed and drawn 9:16 (720×1280). */
const ACTOR_ASPECT = 9 / 16;
/** A placed actor's distance from the side (of the frame's width). */
const SIDE_MARGIN = 0.04;
/** The bubble's distance from the edges (of the short side). */
const BUBBLE_MARGIN = 0.05;
/** A logo's distance from the edges (of the short side). */
const LOGO_MARGIN = 0.04;
/** The circle bubble's diameter at 100 % (of the frame's short side). */
const BUBBLE_SHARE = 0.5;

/** The preview's size in CSS pixels: the frame's aspect, as large as fits `max`. */
export function previewSize(
  format: VideoFormatName,
  max: { width: number; height: number },
): { width: number; height: number } {
  const frame = videoFrameSize(format);
  const k = Math.min(max.width / frame.width, max.height / frame.height);
  return { width: Math.round(frame.width * k), height: Math.round(frame.height * k) };
}

/**
 * Where the actor's 9:16 picture stands in a frame of `format`, as the engine places it
 * (packages/engine/src/render/layout.ts): full frame is the whole picture fitted and centred;
 * left, centre and right take that size times `scale` and stand on the bottom edge, 4 % of the
 * frame's width in from the side; the circle is a bubble in the bottom-right corner, `scale` of
 * half the short side across, 5 % of the short side in from both edges.
 */
export function actorBox(
  format: VideoFormatName,
  placement: LayoutPlacement,
  scale: number,
): FrameBox {
  const { width: W, height: H } = videoFrameSize(format);
  const short = Math.min(W, H);
  if (placement === 'circle') {
    const d = BUBBLE_SHARE * scale * short;
    const margin = BUBBLE_MARGIN * short;
    return share({ left: W - margin - d, top: H - margin - d, width: d, height: d }, W, H);
  }
  const fit = Math.min(W / ACTOR_ASPECT, H);
  const h = fit * (placement === 'full' ? 1 : scale);
  const w = h * ACTOR_ASPECT;
  const margin = SIDE_MARGIN * W;
  const centred = (W - w) / 2;
  const left =
    placement === 'left'
      ? Math.min(margin, centred)
      : placement === 'right'
        ? Math.max(W - margin - w, centred)
        : centred;
  const top = placement === 'full' ? (H - h) / 2 : H - h;
  return share({ left, top, width: w, height: h }, W, H);
}

/**
 * The bubble shows a square of the actor's picture, its full width centred on the eyes (41 % of
 * the picture's height): as a CSS object-position of a 9:16 picture covering a circle.
 */
export const BUBBLE_OBJECT_POSITION = `50% ${(((0.41 - ACTOR_ASPECT / 2) / (1 - ACTOR_ASPECT)) * 100).toFixed(1)}%`;

const share = (b: FrameBox, W: number, H: number): FrameBox => ({
  left: b.left / W,
  top: b.top / H,
  width: b.width / W,
  height: b.height / H,
});

/** The logo's corner as CSS offsets (shares of the frame's width and height) and its width. */
export function logoPlacement(
  format: VideoFormatName,
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right',
  size: number,
): { x: 'left' | 'right'; y: 'top' | 'bottom'; dx: number; dy: number; width: number } {
  const { width: W, height: H } = videoFrameSize(format);
  const margin = LOGO_MARGIN * Math.min(W, H);
  const [y, x] = corner.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return { x, y, dx: margin / W, dy: margin / H, width: size };
}

/**
 * A caption's text height in preview pixels: the style's size is in pixels of a 720-pixel short
 * side, scaled with the frame (as the render does).
 */
export const captionPreviewPx = (size: number, previewShortSide: number) =>
  (Math.min(size, CAPTION_SIZE_MAX) / 720) * previewShortSide;
