import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from '../media/ffmpeg-path.js';
import { runProcess } from '../media/run-process.js';
import { readBackgroundVideo } from './background-video.js';
import { frameSize } from './frame-format.js';

const left = [200, 40, 40];
const right = [40, 60, 210];
let dir: string;

/** A 16:9 upload, its left half one colour and its right half another, in an uploader's pixel format. */
async function makeSplitVideo(path: string, pixFmt: string, profile: string): Promise<void> {
  const half = (rgb: number[]) =>
    `color=c=0x${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}:s=320x360:r=25:d=0.2`;
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', half(left), '-f', 'lavfi', '-i', half(right)],
    ...['-filter_complex', '[0:v][1:v]hstack', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', pixFmt, '-profile:v', profile, path],
  ]);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-bgvideo-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('background video frames', () => {
  // The filter scales in yuv420p before the RGBA conversion: full-range and 4:4:4 uploads must
  // come through that step with their colours, the frame's middle cut from the video's middle.
  it.each([
    ['yuv420p', 'high'],
    ['yuvj420p', 'high'],
    ['yuv444p', 'high444'],
  ])(
    'keeps the colours of a %s video, cropped to the frame from its middle',
    async (pixFmt, profile) => {
      const path = join(dir, `${pixFmt}.mp4`);
      await makeSplitVideo(path, pixFmt, profile);
      const size = frameSize('9:16', '720p');
      const { first: frame } = await readBackgroundVideo(path, size);
      expect([frame.width, frame.height]).toEqual([size.width, size.height]);
      const pixel = (x: number, y: number) =>
        Array.from(frame.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3));
      const off = (got: number[], want: number[]) =>
        Math.max(...got.map((v, c) => Math.abs(v - want[c])));
      // The middle 9:16 of a 16:9 video: its halves meet at the frame's centre line.
      expect(off(pixel(100, 640), left)).toBeLessThan(8);
      expect(off(pixel(size.width - 100, 640), right)).toBeLessThan(8);
    },
  );
});
