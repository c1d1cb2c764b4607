import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutralPose } from '../../render/idle-motion.js';
import { restMouth } from '../../render/mouth-shape.js';
import { samplePhoto } from '../video/test-footage.js';
import type { FaceLandmarks } from './face-landmarks.js';
import { eyeLids } from './face-mesh-indices.js';
import { fitPhotoCrop } from './fit-photo.js';
import { createPhotoRenderer } from './photo-renderer.js';
import { preparePhotoActor } from './prepare-photo-actor.js';

type Pt = [number, number];
let dir: string;
let imagePath: string;
let landmarks: FaceLandmarks;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-lids-'));
  // sample1.jpg's right face: blue eyes, so iris pixels are easy to tell from skin.
  const actor = await preparePhotoActor({
    inputPath: samplePhoto(1),
    crop: { x: 1403, y: 30, width: 340, height: 604 },
    outDir: dir,
    idleSec: 0.2,
  });
  imagePath = actor.imagePath;
  landmarks = actor.landmarks;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function inside([x, y]: Pt, poly: Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

async function drawBlink(blink: number): Promise<Uint8ClampedArray> {
  const renderer = await createPhotoRenderer(imagePath, landmarks);
  const canvas = createCanvas(720, 1280);
  const ctx = canvas.getContext('2d');
  const pose = { ...neutralPose, blink };
  renderer.drawFrame(ctx, { t: 0, mouth: restMouth, pose });
  return ctx.getImageData(0, 0, 720, 1280).data;
}

/** Where the photo's points land in the frame: the framing crop, then the renderer's 1.03 zoom. */
function framePoints(): Pt[] {
  const crop = fitPhotoCrop(landmarks, 720, 1280);
  const toFrame = ([x, y]: Pt): Pt => [(x - crop.sx) * crop.scale, (y - crop.sy) * crop.scale];
  const mesh = landmarks.points.map(toFrame);
  const faceHeight = Math.hypot(mesh[152][0] - mesh[10][0], mesh[152][1] - mesh[10][1]);
  const pivot: Pt = [mesh[152][0], mesh[152][1] + faceHeight * 0.4];
  return mesh.map(([x, y]) => [pivot[0] + (x - pivot[0]) * 1.03, pivot[1] + (y - pivot[1]) * 1.03]);
}

/** Share of pixels inside the open eyes that are not skin-coloured (blue iris, white, pupil). */
async function eyeShare(blink: number): Promise<number> {
  const pixels = await drawBlink(blink);
  const mesh = framePoints();
  let odd = 0;
  let all = 0;
  for (const { upper, lower } of eyeLids) {
    const poly = [...upper, ...[...lower].reverse()].map((i) => mesh[i]);
    const xs = poly.map((p) => p[0]);
    const ys = poly.map((p) => p[1]);
    for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++) {
      for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++) {
        if (!inside([x + 0.5, y + 0.5], poly)) continue;
        const i = (y * 720 + x) * 4;
        all++;
        // Skin is clearly redder than it is blue; iris, white and pupil are not.
        if (pixels[i + 2] >= pixels[i] - 12) odd++;
      }
    }
  }
  return odd / all;
}

describe('photo blinks', () => {
  it('covers the eye with lid skin when closed, leaving no smear of iris or white', async () => {
    const open = await eyeShare(0);
    const closed = await eyeShare(1);
    expect(open).toBeGreaterThan(0.2);
    // The warp alone leaves 2.9% here (a light sliver of iris and white at the lid line).
    expect(closed).toBeLessThan(0.022);
  });

  it('leaves a smiling mouth at rest untouched while the eyes blink', async () => {
    const open = await drawBlink(0);
    const closed = await drawBlink(1);
    const mesh = framePoints();
    const [cx, cy] = mesh[13];
    let sum = 0;
    let n = 0;
    for (let y = Math.round(cy - 40); y < cy + 40; y++) {
      for (let x = Math.round(cx - 70); x < cx + 70; x++) {
        const i = (y * 720 + x) * 4;
        for (let c = 0; c < 3; c++) sum += Math.abs(open[i + c] - closed[i + c]);
        n += 3;
      }
    }
    expect(sum / n).toBeLessThan(0.5);
  });
});
