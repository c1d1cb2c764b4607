import { mouthOpening } from '../face-checks.js';
import { innerLowerLip, innerUpperLip } from '../photo/face-mesh-indices.js';
import type { FaceSample } from './track-face.js';
import type { MouthBox } from './video-actor-data.js';

/** A per-sample value spread over every frame by linear interpolation; NaN where untracked. */
export function perFrame(
  samples: FaceSample[],
  frames: number,
  step: number,
  value: (face: { points: [number, number][] }) => number,
): Float64Array {
  const out = new Float64Array(frames).fill(Number.NaN);
  const known = samples.filter((s) => s.face);
  for (let k = 0; k < known.length; k++) {
    const a = known[k];
    const va = value(a.face as { points: [number, number][] });
    const b = known[k + 1];
    // A gap bigger than two steps is a stretch without a face: leave it NaN.
    const last = b && b.frame - a.frame <= 2 * step ? b.frame : a.frame;
    const vb = b && last === b.frame ? value(b.face as { points: [number, number][] }) : va;
    for (let f = a.frame; f <= Math.min(frames - 1, last); f++) {
      const m = last === a.frame ? 0 : (f - a.frame) / (last - a.frame);
      out[f] = va + (vb - va) * m;
    }
  }
  // The first and last sample stand for the frames before and after them.
  if (known.length > 0) {
    const first = known[0];
    const tail = known[known.length - 1];
    for (let f = 0; f < first.frame; f++) out[f] = out[first.frame];
    for (let f = tail.frame + 1; f < frames; f++) out[f] = out[tail.frame];
  }
  return out;
}

/** Inner-lip box per frame, for callers that need to find the mouth (bench, checks). */
export function mouthBoxes(samples: FaceSample[], frames: number, step: number): MouthBox[] {
  const lip = [...innerUpperLip, ...innerLowerLip];
  const xs = (p: [number, number][]) => lip.map((i) => p[i][0]);
  const ys = (p: [number, number][]) => lip.map((i) => p[i][1]);
  const cx = perFrame(
    samples,
    frames,
    step,
    (f) => (Math.min(...xs(f.points)) + Math.max(...xs(f.points))) / 2,
  );
  const cy = perFrame(
    samples,
    frames,
    step,
    (f) => (Math.min(...ys(f.points)) + Math.max(...ys(f.points))) / 2,
  );
  const w = perFrame(
    samples,
    frames,
    step,
    (f) => Math.max(...xs(f.points)) - Math.min(...xs(f.points)),
  );
  const h = perFrame(
    samples,
    frames,
    step,
    (f) => Math.max(...ys(f.points)) - Math.min(...ys(f.points)),
  );
  const open = perFrame(samples, frames, step, (f) => mouthOpening(f.points));
  const r = (v: number) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : 0);
  return Array.from({ length: frames }, (_, f) => ({
    x: r(cx[f] - w[f] / 2),
    y: r(cy[f] - h[f] / 2),
    width: r(w[f]),
    height: r(h[f]),
    open: Number.isFinite(open[f]) ? Math.round(open[f] * 1e4) / 1e4 : 0,
  }));
}
