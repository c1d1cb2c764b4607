import { describe, expect, it } from 'vitest';
import { MeshWarp } from './mesh-warp';

const W = 400;
const H = 300;

/** Red rises with x and green with y (whole levels), so any sample's true value is known. */
function ramp(): Uint8ClampedArray {
  const px = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 4;
      px[o] = Math.round(20 + 0.3 * x);
      px[o + 1] = Math.round(20 + 0.5 * y);
      px[o + 2] = 128;
      px[o + 3] = 255;
    }
  }
  return px;
}

/** A grid of control points over [x0, x1] x [y0, y1]. */
function grid(x0: number, y0: number, x1: number, y1: number, n: number): [number, number][] {
  const points: [number, number][] = [];
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) points.push([x0 + ((x1 - x0) * i) / n, y0 + ((y1 - y0) * j) / n]);
  }
  return points;
}

/** Moves every point by the same affine map: the warp must then be that map, pixel for pixel. */
const affine = (m: { a: number; b: number; c: number; d: number; e: number; f: number }) => ({
  to: ([x, y]: [number, number]) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f],
  back: (x: number, y: number) => {
    const det = m.a * m.d - m.b * m.c;
    const px = x - m.e;
    const py = y - m.f;
    return [(m.d * px - m.c * py) / det, (-m.b * px + m.a * py) / det];
  },
});

describe('MeshWarp', () => {
  it('writes nothing and reports nothing when no point moved', () => {
    const points = grid(100, 80, 300, 220, 4);
    const src = ramp();
    const dst = new Uint8ClampedArray(src.length);
    const rect = new MeshWarp(points).apply(src, dst, W, H, Float64Array.from(points.flat()));
    expect(rect).toBeNull();
    expect(dst.every((v) => v === 0)).toBe(true);
  });

  it('samples each pixel where the inverse map puts it (bilinear, within a level)', () => {
    const points = grid(100, 80, 300, 220, 4);
    const map = affine({ a: 1.04, b: 0.03, c: -0.02, d: 0.97, e: -1.3, f: 4.6 });
    const moved = Float64Array.from(points.flatMap((p) => map.to(p)));
    const src = ramp();
    const dst = new Uint8ClampedArray(src.length);
    const rect = new MeshWarp(points).apply(src, dst, W, H, moved);
    expect(rect).not.toBeNull();
    let checked = 0;
    let worst = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const o = (y * W + x) * 4;
        if (dst[o + 3] === 0) continue; // outside every moved triangle
        const [sx, sy] = map.back(x + 0.5, y + 0.5);
        worst = Math.max(
          worst,
          Math.abs(dst[o] - (20 + 0.3 * (sx - 0.5))),
          Math.abs(dst[o + 1] - (20 + 0.5 * (sy - 0.5))),
          Math.abs(dst[o + 2] - 128),
        );
        checked++;
      }
    }
    // The moved grid covers about 200 x 140 pixels; each is within rounding of the true sample.
    expect(checked).toBeGreaterThan(25_000);
    expect(worst).toBeLessThanOrEqual(1.01);
  });

  it('samples the last column without reading past it', () => {
    // The grid reaches the right edge and moves left by 2: the pixels nearest the edge sample at
    // or beyond the last column, whose right-hand neighbour does not exist.
    const points = grid(300, 50, W, 150, 4);
    const moved = Float64Array.from(points.flatMap(([x, y]) => [x - 2, y]));
    const src = ramp();
    // A hard step between the last two columns: a sample blending them, or reading into the next
    // row, would show.
    for (let y = 0; y < H; y++) {
      src[(y * W + W - 2) * 4] = 0;
      src[(y * W + W - 1) * 4] = 250;
    }
    const dst = new Uint8ClampedArray(src.length);
    new MeshWarp(points).apply(src, dst, W, H, moved);
    for (let y = 60; y < 140; y++) {
      expect(dst[(y * W + W - 4) * 4]).toBe(0); // samples column W - 2
      expect(dst[(y * W + W - 3) * 4]).toBe(250); // samples column W - 1
      // Well inside, the shift reads 2 columns to the right.
      expect(dst[(y * W + 320) * 4]).toBe(src[(y * W + 322) * 4]);
    }
  });

  it('gives the same frame for Buffers (footage) as for image data (photos)', () => {
    const points = grid(100, 80, 300, 220, 4);
    const map = affine({ a: 0.98, b: -0.04, c: 0.05, d: 1.02, e: 3.2, f: -2.1 });
    const moved = Float64Array.from(points.flatMap((p) => map.to(p)));
    const src = ramp();
    const asImage = new Uint8ClampedArray(src.length);
    const asBuffer = Buffer.alloc(src.length);
    new MeshWarp(points).apply(src, asImage, W, H, moved);
    new MeshWarp(points).apply(Buffer.from(src), asBuffer, W, H, moved);
    expect(Buffer.from(asImage).equals(asBuffer)).toBe(true);
  });
});
