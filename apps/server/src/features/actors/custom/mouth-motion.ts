import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegPath } from '@talkreel/engine';

const run = promisify(execFile);
const FPS = 25;
const RATE = 8000;

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * For each video frame (25 fps) of `url`: how much the mouth region changed from the frame
 * before (mean absolute grey difference) beyond what the same-sized region just above it (the
 * nose) changed, so a photo actor's idle head motion is not counted as mouth motion; and the
 * speech loudness (RMS) over that frame's 40 ms. Used only by tests.
 */
export async function mouthMotion(url: string, mouth: Region) {
  const nose = { ...mouth, y: Math.max(0, mouth.y - mouth.height) };
  const [m, n] = await Promise.all([regionChange(url, mouth), regionChange(url, nose)]);
  const change = m.map((v, i) => Math.max(0, v - (n[i] ?? 0)));
  return { change, loudness: await loudnessPerFrame(url, change.length) };
}

const big = { encoding: 'buffer' as const, maxBuffer: 256 * 1024 * 1024 };

async function regionChange(url: string, r: Region): Promise<number[]> {
  const even = (v: number) => Math.max(2, Math.floor(v / 2) * 2);
  const [w, h] = [even(r.width), even(r.height)];
  const crop = `crop=${w}:${h}:${Math.round(r.x)}:${Math.round(r.y)}`;
  const { stdout } = await run(
    ffmpegPath(),
    ['-v', 'error', '-i', url, '-vf', `fps=${FPS},${crop},format=gray`, '-f', 'rawvideo', '-'],
    big,
  );
  const size = w * h;
  const count = Math.floor(stdout.length / size);
  const change: number[] = [0];
  for (let i = 1; i < count; i++) {
    let sum = 0;
    for (let p = 0; p < size; p++)
      sum += Math.abs(stdout[i * size + p] - stdout[(i - 1) * size + p]);
    change.push(sum / size);
  }
  return change;
}

async function loudnessPerFrame(url: string, count: number): Promise<number[]> {
  const { stdout } = await run(
    ffmpegPath(),
    ['-v', 'error', '-i', url, '-vn', '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'],
    big,
  );
  const pcm = new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 2));
  const per = RATE / FPS;
  const loudness: number[] = [];
  for (let i = 0; i < count; i++) {
    let sum = 0;
    let n = 0;
    for (let s = i * per; s < (i + 1) * per && s < pcm.length; s++, n++) {
      sum += (pcm[s] / 32768) ** 2;
    }
    loudness.push(n ? Math.sqrt(sum / n) : 0);
  }
  return loudness;
}

/**
 * Mean region change on speech frames (loudness above 20% of the peak) and in pauses (frames
 * whose neighbours 2 either side are all below 3% of the peak: the mouth has had time to settle).
 */
export function speechAndPauses({ change, loudness }: { change: number[]; loudness: number[] }) {
  const peak = Math.max(...loudness);
  const quiet = (i: number) => (loudness[i] ?? 0) < 0.03 * peak;
  const speech: number[] = [];
  const pause: number[] = [];
  for (let i = 1; i < change.length; i++) {
    if (loudness[i] > 0.2 * peak) speech.push(change[i]);
    else if ([-2, -1, 0, 1, 2].every((d) => quiet(i + d))) pause.push(change[i]);
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
  return {
    speech: mean(speech),
    pause: mean(pause),
    speechFrames: speech.length,
    pauseFrames: pause.length,
  };
}
