import { describe, expect, it } from 'vitest';
import type { FaceLandmarks } from './face-landmarks.js';
import { fitPhotoCrop } from './fit-photo.js';

/** A fake mesh: only the cheek (234, 454) and eye-corner (33, 263) points matter to the framing. */
function landmarks(
  imageWidth: number,
  imageHeight: number,
  cx: number,
  eyeY: number,
  faceWidth: number,
): FaceLandmarks {
  const points: [number, number][] = Array.from({ length: 478 }, () => [cx, eyeY]);
  points[234] = [cx - faceWidth / 2, eyeY + 20];
  points[454] = [cx + faceWidth / 2, eyeY + 20];
  points[33] = [cx - faceWidth * 0.3, eyeY];
  points[263] = [cx + faceWidth * 0.3, eyeY];
  return {
    imageWidth,
    imageHeight,
    box: { x: cx - faceWidth, y: eyeY - faceWidth, width: faceWidth * 2, height: faceWidth * 2 },
    points,
    score: 1,
  };
}

describe('fitPhotoCrop', () => {
  it('frames a face head-and-shoulders inside a large photo', () => {
    const crop = fitPhotoCrop(landmarks(3000, 4000, 1500, 1500, 400), 720, 1280);
    expect(crop.sw / crop.sh).toBeCloseTo(720 / 1280, 6);
    expect(400 / crop.sw).toBeCloseTo(0.42, 2);
    expect((1500 - crop.sy) / crop.sh).toBeCloseTo(0.41, 2);
    expect(crop.padded).toBe(false);
  });

  it('shifts rather than stretches when the face is near an edge', () => {
    const crop = fitPhotoCrop(landmarks(2000, 3000, 150, 200, 300), 720, 1280);
    expect(crop.sx).toBe(0);
    expect(crop.sy).toBe(0);
    expect(crop.padded).toBe(false);
  });

  it('pads a tight face photo instead of cutting the face', () => {
    const crop = fitPhotoCrop(landmarks(300, 300, 150, 140, 220), 720, 1280);
    expect(crop.padded).toBe(true);
    expect(220 / crop.sw).toBeLessThanOrEqual(0.6 + 1e-9);
    // The whole photo width stays in frame.
    expect(crop.sx).toBeLessThanOrEqual(0);
    expect(crop.sx + crop.sw).toBeGreaterThanOrEqual(300);
  });
});
