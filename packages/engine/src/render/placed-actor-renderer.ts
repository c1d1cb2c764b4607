import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { ActorRenderer } from './actor-renderer.js';
import { type FrameSize, placeActorPicture } from './frame-format.js';

/**
 * Places a 9:16 actor picture (a photo or footage actor, which has no person matte yet) in a frame
 * of another size: the picture is drawn whole, centred and scaled to the frame's height or width,
 * over `background`. Without one (the actor's own backdrop) the rest of the frame shows the actor's
 * first frame scaled to cover, blurred and dimmed, so the frame reads as one picture.
 */
export function placeActorRenderer(
  inner: ActorRenderer,
  frame: FrameSize,
  background: Canvas | null,
): ActorRenderer {
  const picture = createCanvas(inner.width, inner.height);
  const pictureCtx = picture.getContext('2d', { alpha: false });
  const pixels = inner.renderFrame ? pictureCtx.createImageData(inner.width, inner.height) : null;
  const rect = placeActorPicture(frame, inner);
  let backdrop = background;
  // Enlarging (9:16 at 1080p) is bilinear, which Skia does far quicker than its default bicubic and
  // cannot alias; shrinking (16:9, 1:1, 4:5 at 720p) keeps mipmaps so fine detail does not shimmer.
  const smoothing = rect.width >= inner.width ? 'low' : 'medium';

  const ownBackdrop = () => blurredCover(picture, frame);

  return {
    width: frame.width,
    height: frame.height,
    seed: inner.seed,
    prepareFrame: inner.prepareFrame
      ? (n) => inner.prepareFrame?.(n) ?? Promise.resolve()
      : undefined,
    close: () => inner.close?.(),
    drawFrame(ctx, state) {
      if (pixels && inner.renderFrame) {
        pixels.data.set(inner.renderFrame(state));
        pictureCtx.putImageData(pixels, 0, 0);
      } else {
        inner.drawFrame(pictureCtx, state);
      }
      // Made from the first frame drawn (footage only has pixels once a frame was fetched).
      backdrop ??= ownBackdrop();
      ctx.drawImage(backdrop, 0, 0);
      const quality = ctx.imageSmoothingQuality;
      ctx.imageSmoothingQuality = smoothing;
      ctx.drawImage(picture, rect.x, rect.y, rect.width, rect.height);
      ctx.imageSmoothingQuality = quality;
    },
  };
}

/**
 * The actor's own backdrop in a frame its picture does not fill: the picture (its first frame)
 * scaled to cover the frame, centred, blurred and dimmed, so the frame reads as one picture.
 */
export function blurredCover(picture: Canvas, frame: FrameSize): Canvas {
  const canvas = createCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const cover = Math.max(frame.width / picture.width, frame.height / picture.height);
  ctx.filter = `blur(${Math.round(frame.height / 40)}px)`;
  ctx.drawImage(
    picture,
    (frame.width - picture.width * cover) / 2,
    (frame.height - picture.height * cover) / 2,
    picture.width * cover,
    picture.height * cover,
  );
  ctx.filter = 'none';
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.fillRect(0, 0, frame.width, frame.height);
  canvas.data();
  return canvas;
}
