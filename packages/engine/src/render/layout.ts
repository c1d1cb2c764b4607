import type { FrameSize } from './frame-format.js';

/** Where the actor stands: the whole frame, placed left/centre/right, or a round bubble. */
export type LayoutPlacement = 'full' | 'left' | 'center' | 'right' | 'circle';

export interface ActorLayout {
  placement: LayoutPlacement;
  /** 0.4 to 1: the actor's share of the height it would have at 'full'. */
  scale: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Bubble {
  /** Centre and radius of the presenter bubble, in frame pixels. */
  cx: number;
  cy: number;
  radius: number;
}

export const layoutScaleRange = { min: 0.4, max: 1 } as const;
const placements: readonly LayoutPlacement[] = ['full', 'left', 'center', 'right', 'circle'];

/** Today's look: the actor fills the frame as large as fits. */
export const fullLayout: ActorLayout = { placement: 'full', scale: 1 };

/** Refuses a malformed layout before a render writes anything. */
export function checkLayout(layout: ActorLayout | undefined): void {
  if (!layout) return;
  if (!placements.includes(layout.placement)) {
    throw new Error(`Layout placement must be one of ${placements.join(', ')}`);
  }
  const { scale } = layout;
  if (!(scale >= layoutScaleRange.min && scale <= layoutScaleRange.max)) {
    throw new Error(
      `Layout scale must be from ${layoutScaleRange.min} to ${layoutScaleRange.max}, got ${scale}`,
    );
  }
}

/**
 * The 9:16 box an actor picture (or an illustrated figure) stands in, at integer pixels. 'full'
 * fits the picture whole and centred (the scale does not apply: it is today's framing); 'left',
 * 'center' and 'right' take that size times the scale and stand it on the bottom edge, the sides
 * a margin of 4% of the frame width in from the edge.
 */
export function actorBox(frame: FrameSize, layout: ActorLayout, aspect = 9 / 16): Rect {
  const fit = Math.min(frame.width / aspect, frame.height);
  const k = layout.placement === 'full' ? 1 : layout.scale;
  const height = Math.round(fit * k);
  const width = Math.round(height * aspect);
  const margin = Math.round(frame.width * 0.04);
  let x = Math.round((frame.width - width) / 2);
  if (layout.placement === 'left') x = Math.min(margin, x);
  else if (layout.placement === 'right') x = Math.max(frame.width - margin - width, x);
  const y =
    layout.placement === 'full' ? Math.round((frame.height - height) / 2) : frame.height - height;
  return { x, y, width, height };
}

/**
 * The presenter bubble: a circle in the bottom-right corner (where a presenter sits in most
 * explainers, clear of the captions' centre), half the frame's short side across at scale 1.
 */
export function bubbleOf(frame: FrameSize, scale: number): Bubble {
  const short = Math.min(frame.width, frame.height);
  const radius = Math.round((short * 0.5 * scale) / 2);
  const margin = Math.round(short * 0.05);
  return {
    cx: frame.width - margin - radius,
    cy: frame.height - margin - radius,
    radius,
  };
}

/**
 * The square of a 9:16 actor picture the bubble shows: its full width, centred on the eyes'
 * height (fitPhotoCrop puts them at 41% of the picture's height), so head and shoulders fill it.
 */
export function bubbleSource(picture: FrameSize): Rect {
  const side = Math.min(picture.width, picture.height);
  const y = Math.round(picture.height * 0.41 - side / 2);
  return { x: 0, y: Math.max(0, Math.min(picture.height - side, y)), width: side, height: side };
}
