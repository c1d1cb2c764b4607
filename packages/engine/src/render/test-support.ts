// Helpers shared by the render and actor tests (kept out of *.test.ts so several files can use them).
import { join } from 'node:path';
import type { ActorSpec } from '../actors/actor-spec.js';
import { ffmpegPath } from '../media/ffmpeg-path.js';
import { probeMedia } from '../media/probe.js';
import { runProcess } from '../media/run-process.js';
import type { SpeechResult, TimedPhoneme, TimedWord } from '../timeline.js';
import {
  type FrameSize,
  frameSize,
  type VideoFormat,
  type VideoResolution,
  videoFormats,
} from './frame-format.js';
import { type RenderTalkingVideoOptions, renderTalkingVideo } from './render-talking-video.js';

export interface FrameRgb {
  width: number;
  height: number;
  data: Buffer;
}

/** Decodes the frame shown at `timeSec` as raw RGB (no image files involved). */
export async function extractFrame(
  videoPath: string,
  timeSec: number,
  width = 720,
): Promise<FrameRgb> {
  const { stdout } = await runProcess(ffmpegPath(), [
    '-v',
    'error',
    '-i',
    videoPath,
    '-ss',
    timeSec.toFixed(3),
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  const height = stdout.length / (width * 3);
  return { width, height, data: stdout };
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mean absolute difference per channel (0..255) between two frames inside a region. */
export function regionDifference(a: FrameRgb, b: FrameRgb, r: Region): number {
  let sum = 0;
  let count = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c] - b.data[i + c]);
      count += 3;
    }
  }
  return sum / count;
}

/**
 * Region difference after the best small shift of `b` (±maxShift px): cancels the head's idle sway
 * so what remains is a change of shape (mouth opening), not of position.
 */
export function alignedRegionDifference(a: FrameRgb, b: FrameRgb, r: Region, maxShift = 6): number {
  let best = Number.POSITIVE_INFINITY;
  for (let dy = -maxShift; dy <= maxShift; dy++) {
    for (let dx = -maxShift; dx <= maxShift; dx++) {
      let sum = 0;
      for (let y = r.y; y < r.y + r.height; y += 1) {
        for (let x = r.x; x < r.x + r.width; x += 1) {
          const i = (y * a.width + x) * 3;
          const j = ((y + dy) * b.width + x + dx) * 3;
          sum +=
            Math.abs(a.data[i] - b.data[j]) +
            Math.abs(a.data[i + 1] - b.data[j + 1]) +
            Math.abs(a.data[i + 2] - b.data[j + 2]);
        }
      }
      best = Math.min(best, sum / (r.width * r.height * 3));
    }
  }
  return best;
}

/** Share of pixels in a region brighter than `threshold` on every channel (burned-in white text). */
export function brightShare(f: FrameRgb, r: Region, threshold = 235): number {
  let bright = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = (y * f.width + x) * 3;
      if (f.data[i] > threshold && f.data[i + 1] > threshold && f.data[i + 2] > threshold) bright++;
    }
  }
  return bright / (r.width * r.height);
}

/**
 * A speech result built by hand: phonemes at exact times (so a test knows when the mouth must be
 * open, closed or resting) and a voiced tone under them.
 */
export function handBuiltSpeech(
  phonemes: TimedPhoneme[],
  words: TimedWord[],
  durationSec: number,
  sampleRate = 24000,
): SpeechResult {
  const samples = new Float32Array(Math.round(durationSec * sampleRate));
  for (const p of phonemes) {
    const from = Math.round(p.start * sampleRate);
    const to = Math.min(samples.length, Math.round(p.end * sampleRate));
    for (let i = from; i < to; i++) {
      const env = Math.sin((Math.PI * (i - from)) / (to - from));
      samples[i] = 0.4 * env * Math.sin((2 * Math.PI * 160 * i) / sampleRate);
    }
  }
  return { sampleRate, samples, timeline: { duration: durationSec, words, phonemes } };
}

/** Mean colour of a square patch whose top-left corner is (x, y). */
export function patchColor(f: FrameRgb, x: number, y: number, size = 8): [number, number, number] {
  const sum = [0, 0, 0];
  for (let yy = y; yy < y + size; yy++) {
    for (let xx = x; xx < x + size; xx++) {
      const i = (yy * f.width + xx) * 3;
      for (let c = 0; c < 3; c++) sum[c] += f.data[i + c];
    }
  }
  return sum.map((v) => v / (size * size)) as [number, number, number];
}

/** The red, green and blue of a #RRGGBB value. */
export const hexRgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Pixels of a region within `tolerance` (per channel) of a #RRGGBB colour. */
export function countColor(f: FrameRgb, r: Region, hex: string, tolerance = 40): number {
  const [cr, cg, cb] = hexRgb(hex);
  let n = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = (y * f.width + x) * 3;
      if (
        Math.abs(f.data[i] - cr) <= tolerance &&
        Math.abs(f.data[i + 1] - cg) <= tolerance &&
        Math.abs(f.data[i + 2] - cb) <= tolerance
      ) {
        n++;
      }
    }
  }
  return n;
}

/** Largest per-channel distance between a colour and a #RRGGBB value. */
export function colorDistance(rgb: [number, number, number], hex: string): number {
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return Math.max(...rgb.map((v, c) => Math.abs(v - want[c])));
}

export interface FormatCase {
  format: VideoFormat;
  resolution: VideoResolution;
}

/**
 * Every format once, half of them at 1080p; `flip` gives the other half, so two actor kinds
 * together cover every format at both resolutions while each kind renders only four clips.
 */
export function formatCases(flip: boolean): FormatCase[] {
  return videoFormats.map((format, i) => ({
    format,
    resolution: (i % 2 === 0) !== flip ? '1080p' : '720p',
  }));
}

/**
 * 0.4 s (ten frames): enough for a size, a colour or a caption at 0.2 s, and as cheap as a render
 * gets (the format tests of three actor kinds render with it).
 */
export const shortSpeech = handBuiltSpeech(
  [
    { symbol: 'm', start: 0.05, end: 0.12 },
    { symbol: 'ɑː', start: 0.12, end: 0.32 },
  ],
  [{ text: 'ma', start: 0.05, end: 0.32 }],
  0.4,
);

/** What a test render may choose besides the actor (renderTalkingVideo's options). */
export type ClipOptions = Omit<RenderTalkingVideoOptions, 'actor' | 'speech' | 'outputs'> & {
  speech?: SpeechResult;
};

/** Renders a short clip of the actor (0.4 s unless `speech` is given) in `dir`, files named after `name`. */
export async function renderShortClip(
  actor: ActorSpec,
  dir: string,
  name: string,
  options: ClipOptions,
): Promise<{ video: string; poster: string; compressed: string }> {
  const outputs = {
    video: join(dir, `${name}.mp4`),
    poster: join(dir, `${name}.jpg`),
    compressed: join(dir, `${name}-small.mp4`),
    srt: join(dir, `${name}.srt`),
  };
  await renderTalkingVideo({ actor, speech: shortSpeech, outputs, ...options });
  return outputs;
}

/** The probed sizes of a clip's video, compressed video and poster. */
export async function clipSizes(out: {
  video: string;
  poster: string;
  compressed: string;
}): Promise<{ video: FrameSize; compressed: FrameSize; poster: FrameSize }> {
  const size = async (path: string) => {
    const { width, height } = await probeMedia(path);
    return { width, height };
  };
  return {
    video: await size(out.video),
    compressed: await size(out.compressed),
    poster: await size(out.poster),
  };
}

/** Renders the actor in a format and returns the probed sizes of the video, compressed video and poster. */
export async function renderedSizes(
  actor: ActorSpec,
  dir: string,
  c: FormatCase,
): Promise<{ expected: FrameSize; video: FrameSize; compressed: FrameSize; poster: FrameSize }> {
  const out = await renderShortClip(actor, dir, `${c.format.replace(':', 'x')}-${c.resolution}`, c);
  return { expected: frameSize(c.format, c.resolution), ...(await clipSizes(out)) };
}
