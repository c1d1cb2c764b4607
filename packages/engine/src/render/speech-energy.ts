/**
 * A smoothed loudness envelope of the speech, one value per video frame in 0..1. It drives small
 * head nods and brow lifts so the idle motion follows the voice instead of ignoring it.
 */
export function speechEnergyPerFrame(
  samples: Float32Array,
  sampleRate: number,
  fps: number,
  frameCount: number,
): Float32Array {
  const out = new Float32Array(frameCount);
  const hop = sampleRate / fps;
  let peak = 1e-6;
  for (let f = 0; f < frameCount; f++) {
    const from = Math.floor(f * hop);
    const to = Math.min(samples.length, Math.floor((f + 1) * hop));
    let sum = 0;
    for (let i = from; i < to; i++) sum += samples[i] * samples[i];
    const rms = to > from ? Math.sqrt(sum / (to - from)) : 0;
    out[f] = rms;
    if (rms > peak) peak = rms;
  }
  // Attack fast, release slowly: nods start with a stressed syllable and fade out gently.
  let level = 0;
  for (let f = 0; f < frameCount; f++) {
    const v = out[f] / peak;
    level = v > level ? level + (v - level) * 0.5 : level + (v - level) * 0.12;
    out[f] = level;
  }
  return out;
}
