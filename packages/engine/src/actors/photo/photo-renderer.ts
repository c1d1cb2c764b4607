import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { ActorRenderer } from '../../render/actor-renderer.js';
import { videoHeight, videoWidth } from '../../render/actor-renderer.js';
import { isRestMouth, restMouth } from '../../render/mouth-shape.js';
import { hashSeed } from '../../render/seeded-random.js';
import { detectFaceLandmarks } from './detect-landmarks.js';
import { EyelidPainter } from './eyelids.js';
import type { FaceLandmarks } from './face-landmarks.js';
import { fitPhotoCrop } from './fit-photo.js';
import { MeshWarp } from './mesh-warp.js';
import { cutMouthInterior, drawMouthInterior, sampleMouthColours } from './mouth-interior.js';
import { PhotoRig } from './photo-rig.js';

type Pt = [number, number];
const meshCount = 468;

/** Fixed anchors: the frame border and a ring around the face, so the warp stays local. */
export function anchorPoints(mesh: Pt[], width: number, height: number): Pt[] {
  const anchors: Pt[] = [];
  for (let k = 0; k <= 8; k++) {
    anchors.push([(width * k) / 8, 0], [(width * k) / 8, height]);
    if (k > 0 && k < 8) anchors.push([0, (height * k) / 8], [width, (height * k) / 8]);
  }
  let cx = 0;
  let cy = 0;
  for (const [x, y] of mesh) {
    cx += x;
    cy += y;
  }
  cx /= mesh.length;
  cy /= mesh.length;
  const radius = Math.max(...mesh.map(([x, y]) => Math.hypot(x - cx, y - cy)));
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    anchors.push([cx + Math.cos(a) * radius * 1.35, cy + Math.sin(a) * radius * 1.45]);
  }
  return anchors;
}

/**
 * Renders a face photo as a talking actor: the photo is cropped to 9:16 once; per frame the mouth,
 * jaw and eyelids are moved by a piecewise-affine mesh warp, the opened lips get a mouth interior
 * in the person's own colours (mouth-interior.ts), and the whole picture sways gently.
 */
export async function createPhotoRenderer(
  imagePath: string,
  known?: FaceLandmarks,
): Promise<ActorRenderer> {
  const landmarks = known ?? (await detectFaceLandmarks(imagePath));
  const image = await loadImage(await readFile(imagePath));
  const width = videoWidth;
  const height = videoHeight;
  const crop = fitPhotoCrop(landmarks, width, height);

  const work = createCanvas(width, height);
  // Opaque (it is filled black first), so the sway below draws it without blending each pixel
  // over the frame: 0.35-0.5 ms less a frame (~7% of a photo frame), the same pixels.
  const workCtx = work.getContext('2d', { alpha: false });
  workCtx.fillStyle = '#000';
  workCtx.fillRect(0, 0, width, height);
  if (crop.padded) {
    // A tight photo: fill the frame with a blurred, darkened copy that covers it, then the photo.
    const cover = Math.max(width / image.width, height / image.height);
    workCtx.filter = 'blur(28px)';
    workCtx.drawImage(
      image,
      (width - image.width * cover) / 2,
      (height - image.height * cover) / 2,
      image.width * cover,
      image.height * cover,
    );
    workCtx.filter = 'none';
    workCtx.fillStyle = 'rgba(0,0,0,0.25)';
    workCtx.fillRect(0, 0, width, height);
  }
  workCtx.setTransform(crop.scale, 0, 0, crop.scale, -crop.sx * crop.scale, -crop.sy * crop.scale);
  workCtx.drawImage(image, 0, 0);
  workCtx.setTransform(1, 0, 0, 1, 0, 0);
  const base = workCtx.getImageData(0, 0, width, height);
  const basePixels = Uint8ClampedArray.from(base.data);
  const warped = workCtx.createImageData(width, height);
  warped.data.set(basePixels);

  const mesh: Pt[] = landmarks.points
    .slice(0, meshCount)
    .map(([x, y]) => [(x - crop.sx) * crop.scale, (y - crop.sy) * crop.scale]);
  const points = [...mesh, ...anchorPoints(mesh, width, height)];
  const rig = new PhotoRig(points, meshCount);
  const warp = new MeshWarp(points);
  const posed = new Float64Array(points.length * 2);
  const faceHeight = Math.hypot(mesh[152][0] - mesh[10][0], mesh[152][1] - mesh[10][1]);
  const lids = new EyelidPainter(basePixels, width, mesh, faceHeight);
  rig.pose(restMouth, 0, posed);
  const teethInPhoto = cutMouthInterior(work, rig.innerMouth(posed));
  const colours = sampleMouthColours(basePixels, width, mesh);
  let previousDirty: { x0: number; y0: number; x1: number; y1: number } | null = null;

  const pivotX = mesh[152][0];
  const pivotY = mesh[152][1] + faceHeight * 0.4;

  return {
    width,
    height,
    seed: hashSeed(imagePath),
    drawFrame(ctx, { mouth, pose }) {
      rig.pose(mouth, pose.blink, posed);
      // Undo last frame's warp, then warp afresh from the untouched photo.
      if (previousDirty) restoreRect(warped.data, basePixels, width, previousDirty);
      const dirty = warp.apply(basePixels, warped.data, width, height, posed);
      const flush = union(previousDirty, dirty);
      if (flush) {
        workCtx.putImageData(
          warped,
          0,
          0,
          flush.x0,
          flush.y0,
          flush.x1 - flush.x0 + 1,
          flush.y1 - flush.y0 + 1,
        );
      }
      previousDirty = dirty;
      if (dirty) {
        // At rest the photo's own mouth is intact (a blink also dirties the frame): leave it be.
        if (!isRestMouth(mouth)) {
          drawMouthInterior(
            workCtx,
            rig.innerMouth(posed),
            mouth.teeth,
            faceHeight,
            colours,
            teethInPhoto,
          );
        }
        lids.draw(workCtx, posed, pose.blink);
      }

      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, width, height);
      ctx.save();
      // Bilinear, not the canvas's default bicubic ('high'): at this 1.03 zoom and a fraction of a
      // degree of roll the two differ by nothing visible (SSIM 0.9998 between them over 50
      // frames), and bicubic made this 720x1280 redraw the dearest step of a frame: paired bench
      // runs, node CPU per 10 s 5.1-5.3 → 3.2-3.6 s, render 5.4-5.6 → 3.9-4.0 s.
      ctx.imageSmoothingQuality = 'low';
      // Gentle head-and-shoulders sway; a slight zoom keeps the frame edges covered.
      ctx.translate(pivotX + pose.headX * 0.6, pivotY + pose.headY * 0.6 - pose.breath * 0.5);
      ctx.rotate(pose.headRoll * 0.6);
      ctx.scale(1.03, 1.03);
      ctx.translate(-pivotX, -pivotY);
      ctx.drawImage(work, 0, 0);
      ctx.restore();
    },
  };
}

function restoreRect(
  dst: Uint8ClampedArray,
  src: Uint8ClampedArray,
  width: number,
  r: { x0: number; y0: number; x1: number; y1: number },
): void {
  for (let y = r.y0; y <= r.y1; y++) {
    const from = (y * width + r.x0) * 4;
    const to = (y * width + r.x1 + 1) * 4;
    dst.set(src.subarray(from, to), from);
  }
}

function union(
  a: { x0: number; y0: number; x1: number; y1: number } | null,
  b: { x0: number; y0: number; x1: number; y1: number } | null,
) {
  if (!a) return b;
  if (!b) return a;
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}
