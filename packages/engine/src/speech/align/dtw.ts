import type { FeatureFrames } from './mfcc';

/** Matched frame pairs, from (0, 0) to (last, last), monotone in both. */
export interface WarpPath {
  a: Int32Array;
  b: Int32Array;
}

/** Per row of `a`, the inclusive range of `b` columns the path may visit. */
interface Window {
  lo: Int32Array;
  hi: Int32Array;
}

/** Largest cost matrix solved directly; beyond it we refine a coarser alignment (FastDTW). */
const DIRECT_CELLS = 1_000_000;
/** How far (in frames of each level) the refined path may stray from the coarse one. */
const RADIUS = 24;

/**
 * Dynamic time warping between two feature sequences. A full cost matrix for two minutes of
 * speech at 10 ms frames has 144 million cells, so long inputs are halved in time recursively,
 * aligned coarsely, and the path is refined level by level inside a band around the coarse path.
 */
export function warpPath(a: FeatureFrames, b: FeatureFrames): WarpPath {
  if (a.count * b.count <= DIRECT_CELLS || a.count < 4 || b.count < 4) {
    return dtw(a, b, fullWindow(a.count, b.count));
  }
  const coarse = warpPath(halve(a), halve(b));
  return dtw(a, b, windowAround(coarse, a.count, b.count));
}

function fullWindow(rows: number, columns: number): Window {
  return { lo: new Int32Array(rows), hi: new Int32Array(rows).fill(columns - 1) };
}

/** Projects a path found on halved sequences onto full resolution, widened by RADIUS. */
function windowAround(path: WarpPath, rows: number, columns: number): Window {
  const lo = new Int32Array(rows).fill(columns);
  const hi = new Int32Array(rows).fill(-1);
  for (let k = 0; k < path.a.length; k++) {
    for (let di = 0; di < 2; di++) {
      const row = path.a[k] * 2 + di;
      if (row >= rows) continue;
      lo[row] = Math.min(lo[row], path.b[k] * 2);
      hi[row] = Math.max(hi[row], Math.min(columns - 1, path.b[k] * 2 + 1));
    }
  }
  // Widen by the radius in both directions, then make the band monotone and connected.
  const wideLo = new Int32Array(rows);
  const wideHi = new Int32Array(rows);
  for (let row = 0; row < rows; row++) {
    let l = columns;
    let h = -1;
    for (let r = Math.max(0, row - RADIUS); r <= Math.min(rows - 1, row + RADIUS); r++) {
      if (hi[r] < 0) continue;
      l = Math.min(l, lo[r]);
      h = Math.max(h, hi[r]);
    }
    wideLo[row] = Math.max(0, l - RADIUS);
    wideHi[row] = Math.min(columns - 1, h + RADIUS);
  }
  wideLo[0] = 0;
  wideHi[rows - 1] = columns - 1;
  for (let row = 1; row < rows; row++) wideLo[row] = Math.max(wideLo[row], wideLo[row - 1]);
  for (let row = rows - 2; row >= 0; row--) wideHi[row] = Math.min(wideHi[row], wideHi[row + 1]);
  for (let row = 1; row < rows; row++) {
    // Each row must overlap or touch the previous one so a path can pass.
    wideLo[row] = Math.min(wideLo[row], wideHi[row - 1] + 1);
    wideHi[row] = Math.max(wideHi[row], wideLo[row]);
  }
  return { lo: wideLo, hi: wideHi };
}

function halve(frames: FeatureFrames): FeatureFrames {
  const count = Math.ceil(frames.count / 2);
  const data = new Float32Array(count * frames.dims);
  for (let f = 0; f < count; f++) {
    const first = 2 * f;
    const second = Math.min(2 * f + 1, frames.count - 1);
    for (let d = 0; d < frames.dims; d++) {
      data[f * frames.dims + d] =
        (frames.data[first * frames.dims + d] + frames.data[second * frames.dims + d]) / 2;
    }
  }
  return { data, count, dims: frames.dims, hop: frames.hop * 2 };
}

const DIAGONAL = 0;
const UP = 1; // from the previous row, same column
const LEFT = 2; // from the same row, previous column

/** Windowed DTW with the symmetric step pattern (diagonal steps weigh twice the local cost). */
function dtw(a: FeatureFrames, b: FeatureFrames, window: Window): WarpPath {
  const rows = a.count;
  const offsets = new Int32Array(rows + 1);
  for (let row = 0; row < rows; row++) {
    offsets[row + 1] = offsets[row] + (window.hi[row] - window.lo[row] + 1);
  }
  const steps = new Uint8Array(offsets[rows]);
  let previous = new Float64Array(0);
  let previousLo = 0;
  let previousHi = -1;
  const dims = a.dims;

  for (let row = 0; row < rows; row++) {
    const lo = window.lo[row];
    const hi = window.hi[row];
    const current = new Float64Array(hi - lo + 1);
    const rowStart = row * dims;
    for (let column = lo; column <= hi; column++) {
      let sum = 0;
      const columnStart = column * dims;
      for (let d = 0; d < dims; d++) {
        const diff = a.data[rowStart + d] - b.data[columnStart + d];
        sum += diff * diff;
      }
      const cost = Math.sqrt(sum);
      let best = row === 0 && column === 0 ? cost : Number.POSITIVE_INFINITY;
      let step = DIAGONAL;
      if (row > 0) {
        const diagonal = column - 1 - previousLo;
        if (diagonal >= 0 && column - 1 <= previousHi) best = previous[diagonal] + 2 * cost;
        const up = column - previousLo;
        if (up >= 0 && column <= previousHi && previous[up] + cost < best) {
          best = previous[up] + cost;
          step = UP;
        }
      }
      if (column > lo && current[column - 1 - lo] + cost < best) {
        best = current[column - 1 - lo] + cost;
        step = LEFT;
      }
      current[column - lo] = best;
      steps[offsets[row] + column - lo] = step;
    }
    previous = current;
    previousLo = lo;
    previousHi = hi;
  }

  const pathA: number[] = [];
  const pathB: number[] = [];
  let row = rows - 1;
  let column = b.count - 1;
  while (row > 0 || column > 0) {
    pathA.push(row);
    pathB.push(column);
    const step = steps[offsets[row] + column - window.lo[row]];
    if (step === DIAGONAL) {
      row--;
      column--;
    } else if (step === UP) row--;
    else column--;
  }
  pathA.push(0);
  pathB.push(0);
  return { a: Int32Array.from(pathA.reverse()), b: Int32Array.from(pathB.reverse()) };
}
