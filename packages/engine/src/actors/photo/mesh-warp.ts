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
    // One element kind for every caller (photos pass Uint8ClampedArray, footage Buffers), so the
    // pixel loop stays monomorphic in a process that renders both.
    const from = new Uint8Array(src.buffer, src.byteOffset, src.length);
    const to = new Uint8Array(dst.buffer, dst.byteOffset, dst.length);
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
      const rect = warpTriangle(from, to, width, height, dstPoints, rest, a, b, c);
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

/** Sub-pixel positions are stepped in 16.16 fixed point; bilinear weights use 8 bits a side. */
const ONE = 65536;
const MARGIN = 1 / 64;

function warpTriangle(
  src: Uint8Array,
  dst: Uint8Array,
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
  // Barycentrics of a pixel centre are linear in x along a row: l1 = p1 + q1·x, l2 = p2 + q2·x.
  // Each row therefore covers one interval of x, found from the three edge conditions, and the
  // source position steps by a constant per pixel (no inside test per pixel of the bounding box).
  const q1 = (y2 - y0) * inv;
  const q2 = -(y1 - y0) * inv;
  const du = q1 * su1 + q2 * su2;
  const dv = q1 * sv1 + q2 * sv2;
  const stepU = Math.round(du * ONE);
  const stepV = Math.round(dv * ONE);
  // A hair of tolerance so shared edges are covered by both neighbours (no cracks).
  const eps = -1e-3;
  const maxU = width - 2;
  const maxV = height - 2;
  for (let y = minY; y <= maxY; y++) {
    const py = y + 0.5 - y0;
    // At x (pixel index), px = x + 0.5 - x0.
    const p1 = (0.5 - x0) * q1 - py * (x2 - x0) * inv;
    const p2 = py * (x1 - x0) * inv + (0.5 - x0) * q2;
    // l1 >= eps, l2 >= eps and l1 + l2 <= 1 - eps, each `p + q·x >= min`, narrow [lo, hi].
    let lo = minX;
    let hi = maxX;
    const p3 = -p1 - p2;
    const q3 = -q1 - q2;
    if (q1 > 0) lo = Math.max(lo, Math.ceil((eps - p1) / q1 - 1e-9));
    else if (q1 < 0) hi = Math.min(hi, Math.floor((eps - p1) / q1 + 1e-9));
    else if (p1 < eps) continue;
    if (q2 > 0) lo = Math.max(lo, Math.ceil((eps - p2) / q2 - 1e-9));
    else if (q2 < 0) hi = Math.min(hi, Math.floor((eps - p2) / q2 + 1e-9));
    else if (p2 < eps) continue;
    if (q3 > 0) lo = Math.max(lo, Math.ceil((eps - 1 - p3) / q3 - 1e-9));
    else if (q3 < 0) hi = Math.min(hi, Math.floor((eps - 1 - p3) / q3 + 1e-9));
    else if (p3 < eps - 1) continue;
    if (lo > hi) continue;
    const l1 = p1 + q1 * lo;
    const l2 = p2 + q2 * lo;
    const u = su0 + l1 * su1 + l2 * su2 - 0.5;
    const v = sv0 + l1 * sv1 + l2 * sv2 - 0.5;
    const n = hi - lo;
    const uEnd = u + du * n;
    const vEnd = v + dv * n;
    const o = (y * width + lo) * 4;
    // Fixed-point stepping drifts by under 0.01 px over a row; the margin keeps it inside.
    if (
      Math.min(u, uEnd) >= MARGIN &&
      Math.max(u, uEnd) < maxU - MARGIN &&
      Math.min(v, vEnd) >= MARGIN &&
      Math.max(v, vEnd) < maxV - MARGIN
    ) {
      sampleRow(src, dst, o, n + 1, Math.round(u * ONE), Math.round(v * ONE), stepU, stepV, width);
    } else {
      sampleRowAtEdge(src, dst, o, n + 1, u, v, du, dv, width, maxU, maxV);
    }
  }
  return { x0: minX, y0: minY, x1: maxX, y1: maxY };
}

/**
 * Bilinear samples along a row whose source positions all lie inside the image (the common case:
 * the face is away from the frame's edges), in integers: positions in 16.16 fixed point, weights
 * in 8 bits a side (they sum to 65536), rounded once at the end. mesh-warp.test.ts holds every
 * sample within a level of the true bilinear value.
 */
function sampleRow(
  src: Uint8Array,
  dst: Uint8Array,
  o: number,
  count: number,
  u: number,
  v: number,
  stepU: number,
  stepV: number,
  width: number,
): void {
  const stride = width * 4;
  for (let k = 0; k < count; k++, u += stepU, v += stepV, o += 4) {
    const fx = (u >> 8) & 0xff;
    const fy = (v >> 8) & 0xff;
    const i00 = ((v >> 16) * width + (u >> 16)) * 4;
    const i01 = i00 + stride;
    const w00 = (256 - fx) * (256 - fy);
    const w10 = fx * (256 - fy);
    const w01 = (256 - fx) * fy;
    const w11 = fx * fy;
    dst[o] =
      (src[i00] * w00 + src[i00 + 4] * w10 + src[i01] * w01 + src[i01 + 4] * w11 + 32768) >> 16;
    dst[o + 1] =
      (src[i00 + 1] * w00 + src[i00 + 5] * w10 + src[i01 + 1] * w01 + src[i01 + 5] * w11 + 32768) >>
      16;
    dst[o + 2] =
      (src[i00 + 2] * w00 + src[i00 + 6] * w10 + src[i01 + 2] * w01 + src[i01 + 6] * w11 + 32768) >>
      16;
    dst[o + 3] = 255;
  }
}

/** The same samples where a row reaches past the image: positions clamped to its last pixels. */
function sampleRowAtEdge(
  src: Uint8Array,
  dst: Uint8Array,
  o: number,
  count: number,
  u: number,
  v: number,
  du: number,
  dv: number,
  width: number,
  maxU: number,
  maxV: number,
): void {
  const stride = width * 4;
  for (let k = 0; k < count; k++, u += du, v += dv, o += 4) {
    let ix = Math.floor(u);
    let iy = Math.floor(v);
    let fx = u - ix;
    let fy = v - iy;
    if (ix < 0) {
      ix = 0;
      fx = 0;
    } else if (ix > maxU) {
      ix = maxU;
      fx = 1;
    }
    if (iy < 0) {
      iy = 0;
      fy = 0;
    } else if (iy > maxV) {
      iy = maxV;
      fy = 1;
    }
    const i00 = (iy * width + ix) * 4;
    const i01 = i00 + stride;
    const w00 = (1 - fx) * (1 - fy);
    const w10 = fx * (1 - fy);
    const w01 = (1 - fx) * fy;
    const w11 = fx * fy;
    for (let ch = 0; ch < 3; ch++) {
      const value =
        src[i00 + ch] * w00 +
        src[i00 + 4 + ch] * w10 +
        src[i01 + ch] * w01 +
        src[i01 + 4 + ch] * w11;
      dst[o + ch] = Math.round(value);
    }
    dst[o + 3] = 255;
  }
}
