import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath } from '../media/ffmpeg-path.js';
import { runProcess } from '../media/run-process.js';
import { startFrameStream } from './frame-stream.js';

const width = 160;
const height = 288;
/** Bands the frames are painted with, top to bottom: colours a wrong matrix or range would shift. */
const bands: [number, number, number][] = [
  [220, 30, 40],
  [30, 160, 60],
  [40, 60, 210],
  [128, 128, 128],
];

function frame(): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = bands[Math.floor((y * bands.length) / height)];
    for (let x = 0; x < width; x++) pixels.set([r, g, b, 255], (y * width + x) * 4);
  }
  return pixels;
}

let dir: string;
let video: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-frame-stream-'));
  video = join(dir, 'bands.mp4');
  const stream = startFrameStream({
    width,
    height,
    fps: 25,
    audioPath: null,
    durationSec: 0.4,
    targets: [{ path: video, width, height, crf: 12, audioKbps: 64 }],
  });
  const pixels = frame();
  for (let n = 0; n < 10; n++) await stream.write(pixels);
  await stream.finish();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the frame stream', () => {
  it('delivers the colours it was given, decoded as the BT.709 video it says it is', async () => {
    const { stdout } = await runProcess(ffmpegPath(), [
      ...['-v', 'error', '-i', video, '-frames:v', '1'],
      ...['-vf', 'scale=in_color_matrix=bt709:in_range=tv,format=rgb24'],
      ...['-f', 'rawvideo', '-'],
    ]);
    const rgb = stdout as Buffer;
    expect(rgb.length).toBe(width * height * 3);
    bands.forEach((expected, i) => {
      // The middle of each band, away from where chroma is shared with the next one.
      const y = Math.floor(((i + 0.5) * height) / bands.length);
      const at = (y * width + width / 2) * 3;
      const got = [rgb[at], rgb[at + 1], rgb[at + 2]];
      for (const [c, v] of got.entries()) {
        expect(Math.abs(v - expected[c]), `band ${i}`).toBeLessThanOrEqual(6);
      }
    });
  });

  it('tags the video BT.709 so players convert it back the same way', async () => {
    const { stdout } = await runProcess(ffprobePath(), [
      ...['-v', 'error', '-select_streams', 'v:0'],
      ...['-show_entries', 'stream=pix_fmt,color_space,color_primaries,color_transfer,color_range'],
      ...['-of', 'json', video],
    ]);
    const [stream] = JSON.parse(stdout.toString()).streams;
    expect(stream).toMatchObject({
      pix_fmt: 'yuv420p',
      color_space: 'bt709',
      color_primaries: 'bt709',
      color_transfer: 'bt709',
    });
  });

  it('kills an ffmpeg that stops taking frames and fails the write, instead of waiting for ever', async () => {
    const stream = startFrameStream({
      width: 720,
      height: 1280,
      fps: 25,
      audioPath: null,
      durationSec: 10,
      targets: [{ path: join(dir, 'hung.mp4'), width: 720, height: 1280, crf: 22, audioKbps: 64 }],
      stallMs: 300,
    });
    const pid = stream.pid as number;
    // A hung encoder: stopped, it reads nothing more; a frame larger than the pipe then waits.
    process.kill(pid, 'SIGSTOP');
    const big = Buffer.alloc(720 * 1280 * 4);
    const outcome = await (async () => {
      for (let n = 0; n < 50; n++) await stream.write(big);
    })().then(
      () => 'written',
      (err: Error) => err.message,
    );
    expect(outcome).toMatch(/took no frame data for 300 ms: killed as hung/);
    // The process is gone (SIGKILL ends a stopped process too).
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
