import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restMouth } from '../../render/mouth-shape.js';
import { visemeShapes } from '../../render/visemes.js';
import { samplePhoto } from '../video/test-footage.js';
import { innerLowerLip, innerUpperLip } from './face-mesh-indices.js';
import { PhotoRig } from './photo-rig.js';
import { preparePhotoActor } from './prepare-photo-actor.js';

let dir: string;
let rig: PhotoRig;
let posed: Float64Array;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-rig-'));
  // sample1.jpg's right face smiles with her upper teeth showing.
  const actor = await preparePhotoActor({
    inputPath: samplePhoto(1),
    crop: { x: 1403, y: 30, width: 340, height: 604 },
    outDir: dir,
    idleSec: 0.2,
  });
  rig = new PhotoRig(actor.landmarks.points.slice(0, 468), 468);
  posed = new Float64Array(468 * 2);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function lipGap(points: Float64Array): number {
  return Math.max(
    ...innerUpperLip.map((u, k) => points[innerLowerLip[k] * 2 + 1] - points[u * 2 + 1]),
  );
}

describe('PhotoRig on a photo that shows teeth', () => {
  it('leaves the photo as taken at rest', () => {
    rig.pose(restMouth, 0, posed);
    for (let i = 0; i < 468; i++) {
      expect(posed[i * 2]).toBeCloseTo(rig.points[i][0], 6);
      expect(posed[i * 2 + 1]).toBeCloseTo(rig.points[i][1], 6);
    }
  });

  it('still seals the lips for m, b and p', () => {
    rig.pose(restMouth, 0, posed);
    const photoGap = lipGap(posed);
    expect(photoGap).toBeGreaterThan(4);
    rig.pose(visemeShapes.MBP, 0, posed);
    expect(lipGap(posed)).toBeLessThan(photoGap * 0.2);
  });
});
