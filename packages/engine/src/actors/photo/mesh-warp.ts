import Delaunator from 'delaunator';

export interface DirtyRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Piecewise-affine warp over a fixed triangulation of control points. Triangulated once from the
 * rest positions; each frame maps every destination pixel inside a moved triangle back into the
 * source image (inverse affine, bilinear sampling). Triangles whose corners did not move are
 * skipped, so a closed mouth with open eyes costs nothing.
 */
export class MeshWarp {
  readonly triangles: Uint32Array;
  private readonly rest: Float64Array;

  /**
   * `triangles` reuses a triangulation of the same points (footage: the mesh topology is fixed and
   * the face moves little between frames), saving a Delaunay pass per frame.
   */
  constructor(restPoints: [number, number][], triangles?: Uint32Array) {
    this.rest = new Float64Array(restPoints.length * 2);
    restPoints.forEach(([x, y], i) => {
      this.rest[i * 2] = x;
      this.rest[i * 2 + 1] = y;
    });
    this.triangles = triangles ?? new Delaunator(this.rest).triangles;
  }

  /**
   * Warps `src` into `dst` (both RGBA, same size) for the moved points `dstPoints` (flat x,y).
   * Returns the rectangle of destination pixels written, or null if nothing moved.
   */
  apply(
    src: Uint8ClampedArray | Buffer,
    dst: Uint8ClampedArray | Buffer,
    width: number,
    height: number,
    dstPoints: Float64Array,
  ): DirtyRect | null {
    const rest = this.rest;
    const tri = this.triangles;
    let dirty: DirtyRect | null = null;
    for (let t = 0; t < tri.length; t += 3) {
      const a = tri[t] * 2;
      const b = tri[t + 1] * 2;
      const c = tri[t + 2] * 2;
      const moved =
        Math.abs(dstPoints[a] - rest[a]) +
        Math.abs(dstPoints[a + 1] - rest[a + 1]) +
        Math.abs(dstPoints[b] - rest[b]) +
        Math.abs(dstPoints[b + 1] - rest[b + 1]) +
        Math.abs(dstPoints[c] - rest[c]) +
        Math.abs(dstPoints[c + 1] - rest[c + 1]);
      if (moved < 0.05) continue;
      const rect = warpTriangle(src, dst, width, height, dstPoints, rest, a, b, c);
      if (!rect) continue;
      if (!dirty) dirty = rect;
      else {
        dirty.x0 = Math.min(dirty.x0, rect.x0);
        dirty.y0 = Math.min(dirty.y0, rect.y0);
        dirty.x1 = Math.max(dirty.x1, rect.x1);
        dirty.y1 = Math.max(dirty.y1, rect.y1);
      }
    }
    return dirty;
  }
}

function warpTriangle(
  src: Uint8ClampedArray | Buffer,
  dst: Uint8ClampedArray | Buffer,
  width: number,
  height: number,
  d: Float64Array,
  s: Float64Array,
  a: number,
  b: number,
  c: number,
): DirtyRect | null {
  const x0 = d[a];
  const y0 = d[a + 1];
  const x1 = d[b];
  const y1 = d[b + 1];
  const x2 = d[c];
  const y2 = d[c + 1];
  const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (Math.abs(det) < 1e-6) return null;
  const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
  const maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
  const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
  const maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
  if (minX > maxX || minY > maxY) return null;
  const su0 = s[a];
  const sv0 = s[a + 1];
  const su1 = s[b] - su0;
  const sv1 = s[b + 1] - sv0;
  const su2 = s[c] - su0;
  const sv2 = s[c + 1] - sv0;
  const inv = 1 / det;
  // A hair of tolerance so shared edges are covered by both neighbours (no cracks).
  const eps = -1e-3;
  for (let y = minY; y <= maxY; y++) {
    const py = y + 0.5 - y0;
    for (let x = minX; x <= maxX; x++) {
      const px = x + 0.5 - x0;
      // Barycentric coordinates of the pixel centre in the destination triangle.
      const l1 = (px * (y2 - y0) - py * (x2 - x0)) * inv;
      const l2 = (py * (x1 - x0) - px * (y1 - y0)) * inv;
      if (l1 < eps || l2 < eps || l1 + l2 > 1 - eps) continue;
      const u = su0 + l1 * su1 + l2 * su2 - 0.5;
      const v = sv0 + l1 * sv1 + l2 * sv2 - 0.5;
      const ix = Math.max(0, Math.min(width - 2, Math.floor(u)));
      const iy = Math.max(0, Math.min(height - 2, Math.floor(v)));
      const fx = Math.max(0, Math.min(1, u - ix));
      const fy = Math.max(0, Math.min(1, v - iy));
      const i00 = (iy * width + ix) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + width * 4;
      const i11 = i01 + 4;
      const o = (y * width + x) * 4;
      for (let ch = 0; ch < 3; ch++) {
        const top = src[i00 + ch] + (src[i10 + ch] - src[i00 + ch]) * fx;
        const bottom = src[i01 + ch] + (src[i11 + ch] - src[i01 + ch]) * fx;
        dst[o + ch] = top + (bottom - top) * fy;
      }
      dst[o + 3] = 255;
    }
  }
  return { x0: minX, y0: minY, x1: maxX, y1: maxY };
}
