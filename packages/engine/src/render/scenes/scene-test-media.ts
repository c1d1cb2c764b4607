// Measures the scene join tests take of joined videos (kept out of the test file so it reads as
// what is checked, not how).
import { ffmpegPath, ffprobePath } from '../../media/ffmpeg-path.js';
import { runProcess } from '../../media/run-process.js';
import { hexRgb } from '../test-support.js';

/** Mean colour of a 16x16 patch near the top-left corner (the background) of every frame. */
export async function cornerColors(path: string): Promise<[number, number, number][]> {
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', path, '-vf', 'crop=16:16:8:8'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ]);
  const size = 16 * 16 * 3;
  const colors: [number, number, number][] = [];
  for (let at = 0; at + size <= stdout.length; at += size) {
    const sum = [0, 0, 0];
    for (let i = 0; i < size; i++) sum[i % 3] += stdout[at + i];
    colors.push(sum.map((v) => v / 256) as [number, number, number]);
  }
  return colors;
}

/** Where a colour lies on the line from colour `from` (0) to colour `to` (1). */
export function blendWeight(rgb: [number, number, number], from: string, to: string): number {
  const a = hexRgb(from);
  const b = hexRgb(to);
  let dot = 0;
  let len = 0;
  for (let c = 0; c < 3; c++) {
    dot += (rgb[c] - a[c]) * (b[c] - a[c]);
    len += (b[c] - a[c]) ** 2;
  }
  return dot / len;
}

/** The index of the colour nearest to `rgb`. */
export function nearestColor(rgb: [number, number, number], colors: string[]): number {
  const distance = (hex: string) => hexRgb(hex).reduce((sum, v, c) => sum + (v - rgb[c]) ** 2, 0);
  const ranked = colors.map((hex, i) => ({ i, d: distance(hex) })).sort((x, y) => x.d - y.d);
  return ranked[0].i;
}

/** The sound track decoded as 48 kHz mono floats. */
export async function decodeSound(path: string): Promise<Float32Array> {
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', path, '-map', '0:a', '-ac', '1', '-ar', '48000'],
    ...['-f', 'f32le', 'pipe:1'],
  ]);
  const copy = new Uint8Array(stdout).buffer;
  return new Float32Array(copy);
}

/** The energy-weighted mean time (seconds) of the sound between `from` and `to` seconds. */
export function soundCentre(samples: Float32Array, from: number, to: number): number {
  let weighted = 0;
  let energy = 0;
  for (let i = Math.round(from * 48000); i < Math.round(to * 48000); i++) {
    const e = samples[i] ** 2;
    weighted += e * i;
    energy += e;
  }
  return weighted / energy / 48000;
}

/** Size and MD5 of every video packet as stored (nothing decoded): equal lists, equal stream. */
export async function videoPacketHashes(path: string): Promise<string[]> {
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', path, '-map', '0:v', '-c', 'copy', '-f', 'framemd5', 'pipe:1'],
  ]);
  return stdout
    .toString()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').slice(-2).join(',').trim());
}

/** ffprobe's start and duration of each stream of a file, by kind. */
export async function streamTimes(
  path: string,
): Promise<Record<string, { start: number; duration: number }>> {
  const { stdout } = await runProcess(ffprobePath(), [
    ...['-v', 'error', '-of', 'json', '-show_entries'],
    ...['stream=codec_type,start_time,duration', path],
  ]);
  const { streams } = JSON.parse(stdout.toString()) as {
    streams: { codec_type: string; start_time: string; duration: string }[];
  };
  return Object.fromEntries(
    streams.map((s) => [
      s.codec_type,
      { start: Number(s.start_time), duration: Number(s.duration) },
    ]),
  );
}

/** When each decoded video frame is shown (seconds), as a player times it. */
export async function frameTimes(path: string): Promise<number[]> {
  const { stdout } = await runProcess(ffprobePath(), [
    ...['-v', 'error', '-select_streams', 'v', '-of', 'csv=p=0', '-show_entries'],
    ...['frame=best_effort_timestamp_time', path],
  ]);
  return stdout
    .toString()
    .trim()
    .split('\n')
    .filter((line) => line.trim()) // a frame with side data (a key frame) prints a blank line too
    .map((line) => Number(line.split(',')[0]));
}

/** The MD5 of every decoded video frame in display order: equal hashes, equal pictures. */
export async function decodedFrameHashes(path: string): Promise<string[]> {
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', path, '-map', '0:v', '-f', 'framemd5', 'pipe:1'],
  ]);
  return stdout
    .toString()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)?.trim() ?? '');
}

/** What ffmpeg reports decoding a whole file and stopping at the first error (nothing: it plays). */
export async function decodeErrors(path: string): Promise<string> {
  const { stderr } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-xerror', '-i', path, '-f', 'null', '-'],
  ]);
  return stderr.trim();
}
