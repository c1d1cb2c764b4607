/**
 * Picks the idle loop: the window of `length` frames where the mouth rests most, scored by mean
 * lip opening plus twice its standard deviation (closed and still beats closed but twitching).
 * Frames where the face was not tracked (`NaN`) cannot be in the loop. Played as a ping-pong the
 * window is seamless whatever its ends look like, so only the mouth decides.
 */
export function chooseIdleLoop(
  opening: Float64Array,
  length: number,
): { inFrame: number; outFrame: number } | null {
  const n = opening.length;
  const size = Math.min(length, n);
  let best: { inFrame: number; outFrame: number } | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  // Prefix sums make every window O(1).
  const sum = new Float64Array(n + 1);
  const sq = new Float64Array(n + 1);
  const bad = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const v = opening[i];
    const ok = Number.isFinite(v);
    sum[i + 1] = sum[i] + (ok ? v : 0);
    sq[i + 1] = sq[i] + (ok ? v * v : 0);
    bad[i + 1] = bad[i] + (ok ? 0 : 1);
  }
  for (let start = 0; start + size <= n; start++) {
    const end = start + size;
    if (bad[end] - bad[start] > 0) continue;
    const mean = (sum[end] - sum[start]) / size;
    const variance = Math.max(0, (sq[end] - sq[start]) / size - mean * mean);
    const score = mean + 2 * Math.sqrt(variance);
    if (score < bestScore - 1e-12) {
      bestScore = score;
      best = { inFrame: start, outFrame: end - 1 };
    }
  }
  return best;
}

/** Footage frame shown by each frame of the ping-pong loop file. */
export function pingPongFrames(inFrame: number, outFrame: number): number[] {
  const frames: number[] = [];
  for (let f = inFrame; f <= outFrame; f++) frames.push(f);
  for (let f = outFrame - 1; f > inFrame; f--) frames.push(f);
  return frames;
}
