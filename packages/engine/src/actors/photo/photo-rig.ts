import type { MouthShape } from '../../render/mouth-shape.js';
import {
  eyeLids,
  innerLowerLip,
  innerUpperLip,
  meshIndex,
  outerLowerLip,
  outerUpperLip,
} from './face-mesh-indices.js';

type Pt = [number, number];

/** Distance of a mouth shape from rest at which parted photo lips are fully sealed. */
const sealRampDistance = 0.1;

/**
 * Turns a mouth shape and a blink into moved mesh points, in output-frame pixels. The jaw and
 * lower lip drop together (the lower lip rides on the jaw), the upper lip lifts a little, the lip
 * corners spread or purse with the viseme, and the upper lids slide down onto the lower lids.
 */
export class PhotoRig {
  readonly points: Pt[];
  private readonly faceHeight: number;
  private readonly mouthCentre: Pt;
  private readonly jawHalfWidth: number;
  private readonly lowerFace: { index: number; weight: number }[] = [];
  private readonly lipPoints: Set<number>;
  private readonly upperInner = new Set(innerUpperLip.slice(1, -1));
  private readonly upperOuter = new Set(outerUpperLip.slice(1, -1));
  private readonly corners = new Set([61, 291, 78, 308]);
  /** How far apart the inner lips already are in the photo (smiles show teeth), per lip column. */
  private readonly restGap: number[];
  /** Points that slide down in a blink, each with the distance it travels when fully closed. */
  private readonly lidTravel: { index: number; dy: number }[] = [];

  private readonly sealLips: boolean;

  /**
   * `points` are the 468 mesh points followed by fixed anchors (frame border and outer ring).
   * `sealLips` closes lips parted in the source for closed visemes (right for a still photo; footage
   * keeps the person's own resting mouth).
   */
  constructor(points: Pt[], meshCount: number, options: { sealLips?: boolean } = {}) {
    this.points = points;
    this.sealLips = options.sealLips ?? true;
    const top = points[meshIndex.foreheadTop];
    const chin = points[meshIndex.chin];
    this.faceHeight = Math.hypot(chin[0] - top[0], chin[1] - top[1]);
    const a = points[meshIndex.innerUpperCentre];
    const b = points[meshIndex.innerLowerCentre];
    this.mouthCentre = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const l = points[234];
    const r = points[454];
    this.jawHalfWidth = Math.abs(r[0] - l[0]) / 2;
    this.restGap = innerUpperLip.map((u, k) =>
      Math.max(0, points[innerLowerLip[k]][1] - points[u][1]),
    );
    this.lipPoints = new Set([
      ...innerUpperLip,
      ...innerLowerLip,
      ...outerUpperLip,
      ...outerLowerLip,
    ]);
    this.buildBlink(points, meshCount);
    const lowerLip = new Set([...innerLowerLip.slice(1, -1), ...outerLowerLip.slice(1, -1)]);
    // Everything of the face below the lip line goes down with the jaw, fading towards the ears.
    const [cx, cy] = this.mouthCentre;
    for (let i = 0; i < meshCount; i++) {
      if (this.upperInner.has(i) || this.upperOuter.has(i) || this.corners.has(i)) continue;
      const [x, y] = points[i];
      const below = lowerLip.has(i)
        ? 1
        : smoothstep(cy - 0.01 * this.faceHeight, cy + 0.06 * this.faceHeight, y);
      if (below <= 0) continue;
      const side = Math.abs(x - cx) / (this.jawHalfWidth * 1.05);
      const across = 1 - smoothstep(0.35, 1, side);
      const weight = below * across;
      if (weight > 0.001) this.lowerFace.push({ index: i, weight });
    }
  }

  pose(mouth: MouthShape, blink: number, out: Float64Array): void {
    const pts = this.points;
    for (let i = 0; i < pts.length; i++) {
      out[i * 2] = pts[i][0];
      out[i * 2 + 1] = pts[i][1];
    }
    const drop = mouth.open * 0.07 * this.faceHeight;
    for (const { index, weight } of this.lowerFace) out[index * 2 + 1] += drop * weight;
    for (const i of this.upperInner) out[i * 2 + 1] -= drop * 0.12;
    for (const i of this.upperOuter) out[i * 2 + 1] -= drop * 0.05;
    for (const i of this.corners) out[i * 2 + 1] += drop * 0.4;
    // A photo taken mid-smile has parted lips; close them for closed visemes so m/b/p really seal.
    // At rest the photo stays as taken (its own smile and teeth); sealing grows as soon as the
    // shape leaves rest, reaching full for m/b/p (width 0.46, round 0.1 → 0.14 away from rest).
    const speaking = Math.min(
      1,
      (Math.abs(mouth.width - 0.5) + mouth.round + mouth.open) / sealRampDistance,
    );
    const seal = this.sealLips ? (1 - Math.min(1, mouth.open * 2.5)) * speaking : 0;
    innerUpperLip.forEach((u, k) => {
      const g = this.restGap[k];
      if (g < 1.5 || seal <= 0) return;
      out[u * 2 + 1] += g * 0.45 * seal;
      out[innerLowerLip[k] * 2 + 1] -= g * 0.45 * seal;
    });
    // Spread (ee) pulls the corners out; rounding (oo) draws every lip point towards the centre.
    const spread = (mouth.width - 0.5) * 0.3 - mouth.round * 0.22;
    const [cx] = this.mouthCentre;
    for (const i of this.lipPoints) out[i * 2] += (pts[i][0] - cx) * spread;
    if (blink > 0.001) for (const { index, dy } of this.lidTravel) out[index * 2 + 1] += dy * blink;
  }

  /**
   * A blink pulls everything between the brow and the lower lid down onto the lower lid, fading
   * out towards the brow. Mesh eye contours are often smaller than the visible eye in photos, so
   * the region is sized from the distance between the eyes rather than from the contour alone;
   * the fall-off is monotonic, so triangles squash but never fold over.
   */
  private buildBlink(points: Pt[], meshCount: number): void {
    const centres = eyeLids.map(({ upper, lower }) => {
      const all = [...upper, ...lower].map((i) => points[i]);
      return [
        all.reduce((a, p) => a + p[0], 0) / all.length,
        all.reduce((a, p) => a + p[1], 0) / all.length,
      ] as Pt;
    });
    const interocular = Math.hypot(centres[1][0] - centres[0][0], centres[1][1] - centres[0][1]);
    eyeLids.forEach(({ upper, lower }, eye) => {
      const [cx, cy] = centres[eye];
      const contourWidth = Math.abs(points[upper[0]][0] - points[upper[upper.length - 1]][0]);
      const halfWidth = Math.max(contourWidth, interocular * 0.42) * 0.62;
      const lowerSorted = lower.map((i) => points[i]).sort((a, b) => a[0] - b[0]);
      const lowerLidY = (x: number): number => {
        if (x <= lowerSorted[0][0]) return lowerSorted[0][1];
        for (let k = 1; k < lowerSorted.length; k++) {
          const [x1, y1] = lowerSorted[k];
          if (x <= x1) {
            const [x0, y0] = lowerSorted[k - 1];
            return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
          }
        }
        return lowerSorted[lowerSorted.length - 1][1];
      };
      const lowerSet = new Set(lower);
      for (let i = 0; i < meshCount; i++) {
        if (lowerSet.has(i)) continue;
        const [x, y] = points[i];
        const floor = lowerLidY(x);
        if (y >= floor) continue;
        // Elliptical distance: wide across the eye, tall enough to reach the lid crease.
        const d = Math.hypot((x - cx) / halfWidth, (y - cy) / (halfWidth * 0.75));
        const weight = 1 - smoothstep(0.55, 1.25, d);
        if (weight <= 0) continue;
        this.lidTravel.push({ index: i, dy: (floor - y) * weight * 0.95 });
      }
    });
  }

  /** Inner-lip polygon (the dark mouth opening) from posed points. */
  innerMouth(posed: Float64Array): { upper: Pt[]; lower: Pt[] } {
    const at = (i: number): Pt => [posed[i * 2], posed[i * 2 + 1]];
    return { upper: innerUpperLip.map(at), lower: innerLowerLip.map(at) };
  }
}

function smoothstep(a: number, b: number, x: number): number {
  const k = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
}
