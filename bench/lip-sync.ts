/**
 * Lip-sync figure for the render bench, measured from the finished MP4 as a viewer would see it:
 * the mouth region's frame-to-frame change against the speech loudness envelope, at every lag
 * from -300 to +300 ms in 10 ms steps. The lag with the best correlation is reported: negative
 * means the mouth moves before the sound (leads), positive that it trails.
 */
import { ffmpegPath } from '../packages/engine/src/media/ffmpeg-path';
import { runProcess } from '../packages/engine/src/media/run-process';
import { correlation, loudness } from './lipsync/figures';

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
      env[k] = loudness(audio, t);
    }
    const r = correlation(usable, env);
    if (r > best.r) best = { lagMs, r };
  }
  return best;
}
