/**
 * Lip-sync figure for the render bench, measured from the finished MP4 as a viewer would see it:
 * the mouth region's frame-to-frame change against the speech loudness envelope, at every lag
 * from -300 to +300 ms in 10 ms steps. The lag with the best correlation is reported: negative
 * means the mouth moves before the sound (leads), positive that it trails.
 */
import { ffmpegPath } from '../packages/engine/src/media/ffmpeg-path';
import { runProcess } from '../packages/engine/src/media/run-process';

export interface MouthRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LipSyncFigure {
  lagMs: number;
  r: number;
}

/** Mean absolute change of the region between consecutive frames (gray, 0..255). */
async function regionChange(video: string, region: MouthRegion): Promise<Float64Array> {
  const w = Math.round(region.width / 2) * 2;
  const h = Math.round(region.height / 2) * 2;
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', video, '-vf', `crop=${w}:${h}:${region.x}:${region.y},format=gray`],
    ...['-f', 'rawvideo', 'pipe:1'],
  ]);
  const size = w * h;
  const frames = Math.floor(stdout.length / size);
  const change = new Float64Array(frames);
  for (let n = 1; n < frames; n++) {
    let sum = 0;
    for (let i = 0; i < size; i++)
      sum += Math.abs(stdout[n * size + i] - stdout[(n - 1) * size + i]);
    change[n] = sum / size;
  }
  return change;
}

/** RMS of the samples in a 40 ms window centred on `t`. */
function loudness(samples: Float32Array, sampleRate: number, t: number): number {
  const from = Math.max(0, Math.round((t - 0.02) * sampleRate));
  const to = Math.min(samples.length, Math.round((t + 0.02) * sampleRate));
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i] * samples[i];
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

function correlation(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i];
    mb += b[i];
  }
  ma /= n;
  mb /= n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

export async function measureLipSync(
  video: string,
  region: MouthRegion,
  audio: { samples: Float32Array; sampleRate: number },
  fps = 25,
): Promise<LipSyncFigure> {
  const change = await regionChange(video, region);
  // change[n] is the step from frame n-1 to n: it happens half a frame before frame n.
  const usable = change.subarray(1);
  let best: LipSyncFigure = { lagMs: 0, r: Number.NEGATIVE_INFINITY };
  for (let lagMs = -300; lagMs <= 300; lagMs += 10) {
    const env = new Float64Array(usable.length);
    for (let k = 0; k < usable.length; k++) {
      const t = (k + 0.5) / fps - lagMs / 1000;
      env[k] = loudness(audio.samples, audio.sampleRate, t);
    }
    const r = correlation(usable, env);
    if (r > best.r) best = { lagMs, r };
  }
  return best;
}
