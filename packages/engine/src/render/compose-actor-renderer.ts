import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ActorSpec } from '../actors/actor-spec.js';
import { drawBackground } from '../actors/illustrated/draw-background.js';
import { createIllustratedRenderer } from '../actors/illustrated/illustrated-renderer.js';
import type { IllustratedActorParams } from '../actors/illustrated/params.js';
import { detectFaceLandmarks } from '../actors/photo/detect-landmarks.js';
import { createPhotoRenderer } from '../actors/photo/photo-renderer.js';
import { createVideoRenderer } from '../actors/video/video-renderer.js';
import {
  type ActorRenderer,
  type FrameState,
  videoFps,
  videoHeight,
  videoWidth,
} from './actor-renderer.js';
import { paintBackground, type VideoBackground } from './background.js';
import {
  backgroundVideoFilter,
  backgroundVideoInput,
  readBackgroundVideo,
} from './background-video.js';
import { type FrameSize, isDefaultFrame } from './frame-format.js';
import { type FrameRows, paintedRows, rowsOf } from './frame-rows.js';
import { neutralPose } from './idle-motion.js';
import {
  type ActorLayout,
  actorBox,
  type Bubble,
  bubbleOf,
  bubbleSource,
  fullLayout,
  type Rect,
} from './layout.js';
import { restMouth } from './mouth-shape.js';
import {
  loadPhotoMatte,
  openVideoMatte,
  setAlphaFromMatte,
  type VideoMatteReader,
} from './person-matte.js';
import { blurredCover } from './placed-actor-renderer.js';

export interface ComposeOptions {
  size: FrameSize;
  /** Default the actor's own backdrop. */
  background?: VideoBackground;
  /** Default the whole frame. */
  layout?: ActorLayout;
}

export interface ComposedActor {
  renderer: ActorRenderer;
  /**
   * A background video: the renderer's frames are transparent where it shows, and the encoder
   * lays them over it (frame-stream.ts).
   */
  underlay?: { input: string[]; filter: string };
  /** What the poster shows behind the actor: the background video's first frame. */
  posterUnderlay?: Canvas;
  /** Set when the renderer's frames are smaller than the video and the encoder enlarges them. */
  outputSize?: FrameSize;
}

/**
 * The renderer of an actor in the video's picture: the frame's size, its background (painted
 * once, or a video the encoder lays the frames over), the actor where the layout puts it, and
 * with a person matte the actor's own surroundings replaced by the background. Illustrated
 * actors are drawn at their size in the frame; photo and footage pictures are placed whole,
 * never cropped into the face.
 */
export async function composeActorRenderer(
  actor: ActorSpec,
  options: ComposeOptions,
): Promise<ComposedActor> {
  const { size } = options;
  const background = options.background ?? { type: 'actor' };
  const layout = options.layout ?? fullLayout;
  const moving = background.type === 'video';
  // Read first: a background video that cannot be decoded fails before any renderer starts.
  const start = moving ? await readBackgroundVideo(background.value, size) : null;
  const painted =
    background.type !== 'actor' && !moving ? await paintBackground(background, size) : null;
  const withUnderlay = (renderer: ActorRenderer): ComposedActor =>
    moving
      ? {
          renderer,
          underlay: {
            input: backgroundVideoInput(background.value),
            filter: backgroundVideoFilter(size, videoFps, start?.matrix),
          },
          posterUnderlay: start?.first,
        }
      : { renderer };

  if (actor.kind === 'illustrated') {
    return withUnderlay(composeIllustrated(actor.params, size, layout, painted, moving));
  }
  const landmarks =
    actor.kind === 'photo'
      ? (actor.landmarks ?? (await detectFaceLandmarks(actor.imagePath)))
      : undefined;
  const matted =
    Boolean(actor.mattePath) && background.type !== 'actor' && layout.placement !== 'circle';
  const inner =
    actor.kind === 'video'
      ? await createVideoRenderer(actor.dataPath)
      : await createPhotoRenderer(actor.imagePath, landmarks);
  // A whole, unmatted picture that fills the frame hides any background: today's path, untouched.
  if (!matted && layout.placement === 'full' && isDefaultFrame(size)) return { renderer: inner };
  // The same picture in a larger frame of its own aspect (9:16 at 1080p): its pixels are the
  // picture's whatever the frame, so the encoder enlarges the frames as it converts them (bicubic,
  // in C) and the render keeps the 720x1280 path: no canvas upscale, a read-back 2.25 times smaller.
  if (!matted && layout.placement === 'full' && sameAspect(size, inner)) {
    return { renderer: inner, outputSize: size };
  }
  try {
    const matte =
      matted && actor.mattePath
        ? actor.kind === 'photo' && landmarks
          ? { photo: await loadPhotoMatte(actor.mattePath, landmarks, inner) }
          : { video: openVideoMatte(actor.mattePath, inner) }
        : null;
    return withUnderlay(composePicture(inner, size, layout, painted, moving, matte));
  } catch (err) {
    inner.close?.();
    throw err;
  }
}

const sameAspect = (a: FrameSize, b: FrameSize) => a.width * b.height === a.height * b.width;

/** A transparent 1x1 backdrop: an illustrated figure drawn over whatever is already there. */
const clearBackdrop = () => createCanvas(1, 1);

/** The illustrated situation's backdrop for a frame of any size: scaled to cover it, centred. */
function situationBackdrop(params: IllustratedActorParams, size: FrameSize): Canvas {
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const cover = Math.max(size.width / videoWidth, size.height / videoHeight);
  ctx.translate((size.width - videoWidth * cover) / 2, (size.height - videoHeight * cover) / 2);
  ctx.scale(cover, cover);
  drawBackground(ctx, params.situation, params.seed, videoWidth, videoHeight);
  canvas.data();
  return canvas;
}

/** Fills the frame behind the actor: the painted or own backdrop, or clear over a video. */
function backdropPainter(backdrop: Canvas | null, size: FrameSize) {
  return (ctx: SKRSContext2D) => {
    if (backdrop) ctx.drawImage(backdrop, 0, 0);
    else ctx.clearRect(0, 0, size.width, size.height);
  };
}

/** The ring's width around the presenter bubble. */
const ringWidth = (bubble: Bubble) => Math.max(2, Math.round(bubble.radius * 0.035));

/** The rows the presenter bubble and its ring cover. */
const bubbleRows = (bubble: Bubble, size: FrameSize): FrameRows => {
  const reach = bubble.radius + ringWidth(bubble);
  return rowsOf(bubble.cy - reach, reach * 2, size.height);
};

/**
 * The rows a full-frame figure can reach over a clear backdrop: where its neutral pose paints, and
 * above it 4% of the frame's height for the idle motion (the head rises and tilts by at most about
 * 6 and 8 pixels of the 720x1280 drawing, a quarter of that margin). The figure is clipped to
 * these rows, so every frame keeps to the band the encoder blends.
 */
function figureRows(renderer: ActorRenderer, size: FrameSize): FrameRows {
  const probe = createCanvas(size.width, size.height);
  renderer.drawFrame(probe.getContext('2d'), { t: 0, mouth: restMouth, pose: neutralPose });
  const painted = paintedRows(probe) ?? { top: 0, bottom: size.height };
  return rowsOf(painted.top - size.height * 0.04, size.height, size.height);
}

/** Draws `source` (its `from` square) into the presenter bubble with a thin white ring. */
function drawBubble(ctx: SKRSContext2D, source: Canvas, from: Rect, bubble: Bubble): void {
  const { cx, cy, radius } = bubble;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.clip();
  ctx.imageSmoothingQuality = 'low';
  ctx.drawImage(
    source,
    from.x,
    from.y,
    from.width,
    from.height,
    cx - radius,
    cy - radius,
    radius * 2,
    radius * 2,
  );
  ctx.restore();
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.lineWidth = ringWidth(bubble);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

function composeIllustrated(
  params: IllustratedActorParams,
  size: FrameSize,
  layout: ActorLayout,
  painted: Canvas | null,
  moving: boolean,
): ActorRenderer {
  if (layout.placement === 'full') {
    // Drawn for the whole frame over the painted background (or the situation) as before; over a
    // video, over nothing, the frame cleared first and the figure kept to its rows.
    const inner = createIllustratedRenderer(params, size, moving ? clearBackdrop() : painted);
    if (!moving) return inner;
    const rows = figureRows(inner, size);
    return {
      ...inner,
      rows,
      drawFrame(ctx, state) {
        ctx.clearRect(0, 0, size.width, size.height);
        ctx.save();
        ctx.beginPath();
        ctx.rect(0, rows.top, size.width, rows.bottom - rows.top);
        ctx.clip();
        inner.drawFrame(ctx, state);
        ctx.restore();
      },
    };
  }
  const paintBackdrop = backdropPainter(
    painted ?? (moving ? null : situationBackdrop(params, size)),
    size,
  );
  if (layout.placement === 'circle') {
    // The bubble shows the actor on its own situation, drawn at the bubble's size.
    const bubble = bubbleOf(size, layout.scale);
    const side = bubble.radius * 2;
    const inner = createIllustratedRenderer(params, { width: side, height: side }, null);
    const face = createCanvas(side, side);
    const faceCtx = face.getContext('2d', { alpha: false });
    const whole = { x: 0, y: 0, width: side, height: side };
    return {
      width: size.width,
      height: size.height,
      seed: inner.seed,
      rows: bubbleRows(bubble, size),
      drawFrame(ctx, state) {
        paintBackdrop(ctx);
        inner.drawFrame(faceCtx, state);
        drawBubble(ctx, face, whole, bubble);
      },
    };
  }
  // Left, centre or right: the figure drawn for its box (vectors at that size, no scaled picture).
  const box = actorBox(size, layout);
  const inner = createIllustratedRenderer(
    params,
    { width: box.width, height: box.height },
    clearBackdrop(),
  );
  return {
    width: size.width,
    height: size.height,
    seed: inner.seed,
    rows: rowsOf(box.y, box.height, size.height),
    drawFrame(ctx, state) {
      paintBackdrop(ctx);
      ctx.save();
      ctx.translate(box.x, box.y);
      ctx.beginPath();
      ctx.rect(0, 0, box.width, box.height);
      ctx.clip();
      inner.drawFrame(ctx, state);
      ctx.restore();
    },
  };
}

/**
 * Records the transform of the picture's full-size draw: the photo renderer sways its picture
 * with a transform of its own each frame, and the matte has to move exactly with it.
 */
function captureTransform(ctx: SKRSContext2D, picture: FrameSize) {
  let last: ReturnType<SKRSContext2D['getTransform']> | null = null;
  const draw = ctx.drawImage.bind(ctx) as (...args: unknown[]) => void;
  const proxy = new Proxy(ctx, {
    get(target, key) {
      if (key === 'drawImage') {
        return (...args: unknown[]) => {
          const image = args[0] as { width?: number; height?: number };
          if (image.width === picture.width && image.height === picture.height) {
            last = target.getTransform();
          }
          draw(...args);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (target, key, value) => Reflect.set(target, key, value, target),
  });
  return { ctx: proxy, last: () => last };
}

function composePicture(
  inner: ActorRenderer,
  size: FrameSize,
  layout: ActorLayout,
  painted: Canvas | null,
  moving: boolean,
  matte: { photo?: Canvas; video?: VideoMatteReader } | null,
): ActorRenderer {
  const picture = createCanvas(inner.width, inner.height);
  // With a matte the picture carries the person's alpha; without, it is opaque (a plain copy).
  const pictureCtx = picture.getContext('2d', { alpha: Boolean(matte) });
  const pixels = inner.renderFrame ? pictureCtx.createImageData(inner.width, inner.height) : null;
  const capture = matte?.photo ? captureTransform(pictureCtx, inner) : null;
  let matteFrame: Buffer | null = null;
  const circle = layout.placement === 'circle';
  const box = actorBox(size, layout, inner.width / inner.height);
  const bubble = bubbleOf(size, layout.scale);
  const bubbleFrom = bubbleSource(inner);
  // Enlarging (9:16 at 1080p) is bilinear, which Skia does far quicker than its default bicubic and
  // cannot alias; shrinking keeps mipmaps so fine detail does not shimmer.
  const smoothing = box.width >= inner.width ? 'low' : 'medium';
  let backdrop: Canvas | null = painted;

  /** Without a painted one: the picture's first frame covering the frame, blurred and dimmed. */
  const ownBackdrop = () => blurredCover(picture, size);

  const drawPicture = (state: FrameState) => {
    if (pixels && inner.renderFrame) {
      pixels.data.set(inner.renderFrame(state));
      if (matteFrame) setAlphaFromMatte(pixels.data, matteFrame);
      pictureCtx.putImageData(pixels, 0, 0);
      return;
    }
    inner.drawFrame(capture?.ctx ?? pictureCtx, state);
    const transform = capture?.last();
    if (matte?.photo && transform) {
      // Keep the picture only where the matte is, moved by the very transform the photo had.
      pictureCtx.save();
      pictureCtx.setTransform(transform);
      pictureCtx.globalCompositeOperation = 'destination-in';
      pictureCtx.drawImage(matte.photo, 0, 0);
      pictureCtx.restore();
    }
  };

  return {
    width: size.width,
    height: size.height,
    seed: inner.seed,
    rows: circle ? bubbleRows(bubble, size) : rowsOf(box.y, box.height, size.height),
    async prepareFrame(frame) {
      await inner.prepareFrame?.(frame);
      if (matte?.video) matteFrame = await matte.video.at(frame);
    },
    close() {
      inner.close?.();
      matte?.video?.close();
    },
    drawFrame(ctx, state) {
      drawPicture(state);
      // Made from the first frame drawn (footage only has pixels once a frame was fetched).
      if (!moving) backdrop ??= ownBackdrop();
      if (backdrop) ctx.drawImage(backdrop, 0, 0);
      else ctx.clearRect(0, 0, size.width, size.height);
      if (circle) {
        drawBubble(ctx, picture, bubbleFrom, bubble);
        return;
      }
      const quality = ctx.imageSmoothingQuality;
      ctx.imageSmoothingQuality = smoothing;
      ctx.drawImage(picture, box.x, box.y, box.width, box.height);
      ctx.imageSmoothingQuality = quality;
    },
  };
}
