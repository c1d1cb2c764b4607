import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { ActorRenderer, FrameState } from '../../render/actor-renderer.js';
import { videoHeight, videoWidth } from '../../render/actor-renderer.js';
import { type FrameSize, frameSize, isDefaultFrame } from '../../render/frame-format.js';
import type { Ctx } from './canvas-types.js';
import { drawBackground } from './draw-background.js';
import { drawBody } from './draw-body.js';
import { drawBeard, drawGlasses, drawMoustache } from './draw-extras.js';
import { drawBrows, drawEyes } from './draw-eyes.js';
import { drawAgeLines, drawCheeks, drawEars, drawFaceBase, drawNose } from './draw-face.js';
import { drawHairBack, hairCoversEars, prepareHairFront } from './draw-hair.js';
import { drawMouth, maxJawDrop } from './draw-mouth.js';
import { faceGeometry } from './face-geometry.js';
import { outfitFor } from './outfit.js';
import { actorPalette } from './palette.js';
import type { IllustratedActorParams } from './params.js';

const bodyPhaseCount = 4;
/** Rows of the 720x1280 drawing (from the bottom) a frame shorter than 9:16 still shows: head and hair whole. */
const figureRows = 1100;

/**
 * Where the drawing (made in 720x1280 coordinates) goes in the frame: anchored at the bottom centre
 * and as large as fits its width, or the head-and-shoulders rows, into the frame (identity for 9:16
 * at 720p, 1.5 at 1080p).
 */
export function figurePlacement(frame: FrameSize): { scale: number; x: number; y: number } {
  const scale = Math.min(frame.width / videoWidth, frame.height / figureRows);
  return {
    scale,
    x: frame.width / 2 - (videoWidth / 2) * scale,
    y: frame.height - videoHeight * scale,
  };
}

/**
 * Renders an illustrated actor. The background and the body are painted once into their own
 * canvases; each frame blits them and draws only the head (face, eyes, mouth, hair) as vectors,
 * which Skia does in a few milliseconds. The actor is drawn for the frame (vectors at the frame's
 * scale, never a scaled picture); `background` replaces the situation's backdrop.
 */
export function createIllustratedRenderer(
  params: IllustratedActorParams,
  frame: FrameSize = frameSize(),
  background: Canvas | null = null,
): ActorRenderer {
  const { width, height } = frame;
  // Today's 9:16 720p frame keeps its exact drawing calls (no identity transforms added).
  const placed = !isDefaultFrame(frame);
  const figure = figurePlacement(frame);
  const toFigure = (ctx: Ctx) => {
    if (!placed) return;
    ctx.translate(figure.x, figure.y);
    ctx.scale(figure.scale, figure.scale);
  };
  const g = faceGeometry(params);
  const palette = actorPalette(params);
  const female = params.gender === 'female';
  const facialHair = female ? 'none' : (params.facialHair ?? 'none');

  const backdrop = background ?? createCanvas(width, height);
  if (!background) {
    // Opaque, so Skia blits it as a copy each frame instead of blending every pixel over the last
    // frame (measured: 0.1-0.2 ms less a frame, ~7% of drawing and reading back a frame; the same
    // pixels for every stock actor).
    const bctx = backdrop.getContext('2d', { alpha: false });
    if (placed) {
      // The situation is a 9:16 scene: in another frame it is scaled to cover it, centred.
      const cover = Math.max(width / videoWidth, height / videoHeight);
      bctx.translate((width - videoWidth * cover) / 2, (height - videoHeight * cover) / 2);
      bctx.scale(cover, cover);
    }
    drawBackground(bctx, params.situation, params.seed, videoWidth, videoHeight);
  }
  // The body moves by fractions of a pixel as the actor breathes. A fractional blit resamples the
  // whole layer (measured ~2.4 ms a frame against ~0.2 ms for an integer one), so the body is
  // pre-drawn at quarter-pixel phases, cropped to where it is, and blitted at integer offsets.
  const outfit = outfitFor(params);
  // In frame pixels: the layers are drawn at the frame's scale so each blit stays an integer copy.
  const bodyTop = Math.max(0, Math.floor(figure.y + (g.centerY + 40) * figure.scale));
  const bodyPhases = Array.from({ length: bodyPhaseCount }, (_, k) => {
    const layer = createCanvas(width, height - bodyTop + 4);
    const lctx = layer.getContext('2d');
    lctx.translate(0, k / bodyPhaseCount - bodyTop);
    toFigure(lctx);
    drawBody(lctx, g, palette.skin, outfit, female);
    layer.data();
    return layer;
  });
  // Skia records drawing lazily; reading the pixels once rasterises the layers, otherwise every
  // frame that blits them would replay the whole recording (blur included).
  backdrop.data();

  const drawHairFront = prepareHairFront(g, params.hairStyle, palette.hair, palette.skin);

  const headTransform = (ctx: Ctx, state: FrameState) => {
    const { pose } = state;
    ctx.translate(g.centerX + pose.headX, g.centerY + pose.headY - pose.breath * 0.6);
    ctx.translate(0, g.pivotY);
    ctx.rotate(pose.headRoll);
    ctx.translate(0, -g.pivotY);
  };

  return {
    width,
    height,
    seed: params.seed,
    drawFrame(ctx, state) {
      const { mouth, pose } = state;
      const jaw = mouth.open * maxJawDrop;
      ctx.drawImage(backdrop, 0, 0);

      ctx.save();
      toFigure(ctx);
      headTransform(ctx, state);
      drawHairBack(ctx, g, params.hairStyle, palette.hair);
      ctx.restore();

      // Breathing lifts the shoulders a little.
      const bodyY = bodyTop - pose.breath * figure.scale;
      const whole = Math.floor(bodyY);
      const phase = Math.round((bodyY - whole) * bodyPhaseCount);
      ctx.drawImage(
        bodyPhases[phase % bodyPhaseCount],
        0,
        whole + Math.floor(phase / bodyPhaseCount),
      );

      ctx.save();
      toFigure(ctx);
      headTransform(ctx, state);
      if (!hairCoversEars(params.hairStyle)) drawEars(ctx, g, palette.skin);
      drawFaceBase(ctx, g, palette.skin, jaw);
      // A hint of head turn: the features slide a little across the face as it sways, the nose
      // (nearest the viewer) a little more, which reads as depth on a flat drawing.
      const turn = Math.max(-1, Math.min(1, pose.headX / 8)) * 3;
      // The beard is clipped to the face outline, so it stays with the outline.
      drawBeard(ctx, g, facialHair, palette.hair, jaw);
      ctx.save();
      ctx.translate(turn, 0);
      drawCheeks(ctx, g, palette.skin, female);
      drawAgeLines(ctx, g, palette.skin, params.ageGroup);
      ctx.save();
      ctx.translate(turn * 0.6, 0);
      drawNose(ctx, g, palette.skin);
      ctx.restore();
      drawMouth(ctx, g, palette.skin, mouth, female);
      drawMoustache(ctx, g, facialHair, palette.hair, mouth);
      drawEyes(ctx, g, palette, pose, female);
      drawBrows(ctx, g, palette.hair.brow, pose.brow, female);
      if (params.glasses) drawGlasses(ctx, g, params.ageGroup === 'old' ? '#5a4636' : '#262626');
      ctx.restore();
      drawHairFront?.(ctx);
      ctx.restore();
    },
  };
}
