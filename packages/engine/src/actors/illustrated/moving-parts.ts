import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { FrameState } from '../../render/actor-renderer.js';
import { type FrameRect, growRect, opaqueBounds, putPatch } from '../../render/frame-rect.js';
import { idlePoseBounds } from '../../render/idle-motion.js';
import type { MouthShape } from '../../render/mouth-shape.js';
import type { Ctx } from './canvas-types.js';

/** Antialiasing and rounding slack around a measured reach, in pixels. */
const slack = 3;
/**
 * Skia dithers gradients with a 4x4 pattern tied to device pixels: a patch canvas whose origin sits
 * on that grid draws the same pixels as the whole frame does (measured: 2% of the head's pixels
 * differ by a few levels at other offsets, 0.01% on the grid).
 */
const ditherGrid = 4;

/**
 * The part of the frame the head can ever cover: the head (hair behind and in front included)
 * drawn on a clear canvas at every extreme of the idle motion, mouth wide open, and the union's
 * bounding box. A roll's arc can bulge past its end positions by r·(1 − cos θ), under half a pixel
 * for these angles, hence the neutral roll among the probes and the slack.
 */
export function headReach(
  width: number,
  height: number,
  drawHead: (ctx: Ctx, state: FrameState) => void,
): FrameRect {
  const probe = createCanvas(width, height);
  const ctx = probe.getContext('2d');
  const b = idlePoseBounds;
  const mouth: MouthShape = { open: 1, width: 1, round: 1, teeth: 1, tongue: 1 };
  for (const headX of [-b.headX, b.headX]) {
    for (const headY of [b.headYMin, b.headYMax]) {
      for (const headRoll of [-b.headRoll, 0, b.headRoll]) {
        for (const breath of [-b.breath, b.breath]) {
          const pose = { headX, headY, headRoll, breath, blink: 1, gazeX: 0, gazeY: 0, brow: 1 };
          drawHead(ctx, { t: 0, mouth, pose });
        }
      }
    }
  }
  const reach = opaqueBounds(probe.data(), width, height);
  if (!reach) return { x: 0, y: 0, width: 0, height: 0 };
  const grown = growRect(
    reach,
    { left: slack, top: slack, right: slack, bottom: slack },
    width,
    height,
  );
  const x = grown.x - (grown.x % ditherGrid);
  const y = grown.y - (grown.y % ditherGrid);
  return { x, y, width: grown.x + grown.width - x, height: grown.y + grown.height - y };
}

/**
 * The part of the frame the body layer can cover at any breath: the union of the pre-drawn
 * phases' opaque pixels, stretched over the rows the layer is placed at.
 */
export function bodyLayerBounds(
  layers: Canvas[],
  bodyTop: number,
  width: number,
  height: number,
): FrameRect {
  let union: FrameRect | null = null;
  for (const layer of layers) {
    const r = opaqueBounds(layer.data(), layer.width, layer.height);
    if (!r) continue;
    union = union
      ? {
          x: Math.min(union.x, r.x),
          y: Math.min(union.y, r.y),
          width: Math.max(union.x + union.width, r.x + r.width) - Math.min(union.x, r.x),
          height: Math.max(union.y + union.height, r.y + r.height) - Math.min(union.y, r.y),
        }
      : r;
  }
  if (!union) return { x: 0, y: 0, width: 0, height: 0 };
  const lowest = Math.floor(bodyTop - idlePoseBounds.breath);
  const highest = Math.ceil(bodyTop + idlePoseBounds.breath) + 1;
  const placed = { ...union, y: union.y + lowest, height: union.height + (highest - lowest) };
  return growRect(placed, { left: 0, top: 1, right: 0, bottom: 1 }, width, height);
}

export interface FrameBuilderOptions {
  width: number;
  height: number;
  background: Canvas;
  /** Where the body layer can be (bodyLayerBounds). */
  bodyLayers: FrameRect;
  bodyPlacement: (breath: number) => { layer: Canvas; y: number; key: number };
  /** Where the head can be (headReach). */
  head: FrameRect;
  /** Paints the whole frame; called on a canvas the size of `head`, shifted to its place. */
  drawFrame: (ctx: Ctx, state: FrameState) => void;
}

/**
 * Builds frames in memory, redrawing only what moves. Outside the head's reach a frame is the
 * background with the body at its breath, so a clean frame is kept and patched: the body's part
 * when the breath lands on another placement (each placement's pixels read back once and reused;
 * a breath has about twenty), the head's part every frame. Reading back the head's part (about a
 * third of the frame) instead of the whole frame is most of the saving: every read-back is a fresh
 * buffer whose pages the kernel must map.
 */
export function createFrameBuilder(o: FrameBuilderOptions): { build(state: FrameState): Buffer } {
  const { width, head, bodyLayers } = o;
  const clean = o.background.data();
  const headCanvas = createCanvas(Math.max(1, head.width), Math.max(1, head.height));
  const headCtx = headCanvas.getContext('2d');
  const bodyCanvas = createCanvas(Math.max(1, bodyLayers.width), Math.max(1, bodyLayers.height));
  const bodyCtx = bodyCanvas.getContext('2d');
  const bodyPatches = new Map<number, Buffer>();
  let bodyKey = Number.NaN;
  // Two output frames in turn: the encoder may still be reading the previous one.
  const outputs = [Buffer.allocUnsafe(clean.length), Buffer.allocUnsafe(clean.length)];
  let turn = 0;
  return {
    build(state) {
      const body = o.bodyPlacement(state.pose.breath);
      if (body.key !== bodyKey && bodyLayers.width > 0 && bodyLayers.height > 0) {
        let patch = bodyPatches.get(body.key);
        if (!patch) {
          bodyCtx.setTransform(1, 0, 0, 1, -bodyLayers.x, -bodyLayers.y);
          bodyCtx.drawImage(o.background, 0, 0);
          bodyCtx.drawImage(body.layer, 0, body.y);
          patch = bodyCanvas.data();
          bodyPatches.set(body.key, patch);
        }
        putPatch(clean, width, patch, bodyLayers);
        bodyKey = body.key;
      }
      if (head.width > 0 && head.height > 0) {
        headCtx.setTransform(1, 0, 0, 1, -head.x, -head.y);
        o.drawFrame(headCtx, state);
        putPatch(clean, width, headCanvas.data(), head);
      }
      turn ^= 1;
      const out = outputs[turn];
      clean.copy(out);
      return out;
    },
  };
}
