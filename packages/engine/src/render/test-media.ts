// Media the picture tests make for themselves: background videos, mattes, logos, a video actor.
import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { type PreparedVideoActor, prepareVideoActor } from '../actors/video/prepare-video-actor.js';
import { makeFaceFootage } from '../actors/video/test-footage.js';
import { ffmpegPath } from '../media/ffmpeg-path.js';
import { runProcess } from '../media/run-process.js';
import type { FrameSize } from './frame-format.js';

export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** A video showing each colour in turn for `secEach` seconds (25 fps, H.264, no audio). */
export async function makeColorSequenceVideo(
  path: string,
  colors: string[],
  secEach: number,
  size: FrameSize,
): Promise<void> {
  const inputs = colors.flatMap((c) => [
    '-f',
    'lavfi',
    '-i',
    `color=c=0x${c.slice(1)}:s=${size.width}x${size.height}:r=25:d=${secEach}`,
  ]);
  const chain = `${colors.map((_, i) => `[${i}:v]`).join('')}concat=n=${colors.length}:v=1:a=0`;
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', ...inputs, '-filter_complex', chain],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path],
  ]);
}

/** A grayscale 8-bit PNG, white inside the ellipse, black outside (a synthetic person matte). */
export async function makeEllipseMattePng(
  path: string,
  size: FrameSize,
  e: Ellipse,
): Promise<void> {
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.ellipse(e.cx, e.cy, e.rx, e.ry, 0, 0, Math.PI * 2);
  ctx.fill();
  // Through ffmpeg so the file is a true one-channel gray PNG, as the matte helper writes.
  const rgba = join(tmpdir(), `matte-${process.pid}-${Date.now()}.png`);
  await writeFile(rgba, await canvas.encode('png'));
  await runProcess(ffmpegPath(), ['-v', 'error', '-y', '-i', rgba, '-pix_fmt', 'gray', path]);
  rmSync(rgba, { force: true });
}

/** A grayscale H.264 matte video of `frames` frames at 25 fps: the ellipse white on every frame. */
export async function makeEllipseMatteVideo(
  path: string,
  size: FrameSize,
  frames: number,
  e: Ellipse,
): Promise<void> {
  const png = `${path}.png`;
  await makeEllipseMattePng(png, size, e);
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', '-loop', '1', '-framerate', '25', '-i', png],
    ...['-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', path],
  ]);
  rmSync(png, { force: true });
}

/** A solid logo with a transparent margin, as a PNG (canvas-made) or an SVG. */
export async function makeLogo(
  path: string,
  color: string,
  kind: 'png' | 'svg',
  size: FrameSize = { width: 200, height: 100 },
): Promise<void> {
  const { width, height } = size;
  if (kind === 'svg') {
    await writeFile(
      path,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect x="${width * 0.1}" y="${height * 0.1}" width="${width * 0.8}" height="${height * 0.8}" fill="${color}"/></svg>`,
    );
    return;
  }
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(width * 0.1, height * 0.1, width * 0.8, height * 0.8);
  await writeFile(path, await canvas.encode('png'));
}

let videoActor: Promise<PreparedVideoActor> | null = null;

/**
 * One video actor prepared from 2 s of generated face footage, shared by every test file of a
 * worker (preparing footage is the dearest step of a test) and removed when the process exits.
 */
export function testVideoActor(): Promise<PreparedVideoActor> {
  videoActor ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'talkreel-test-video-actor-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const footage = join(dir, 'face.mp4');
    await makeFaceFootage(footage, 2);
    // The smallest preparation that is a real one: 2 s of footage, a 1 s loop, a short idle clip.
    return prepareVideoActor({
      inputPath: footage,
      crop: { x: 0, y: 0, width: 480, height: 854 },
      outDir: join(dir, 'actor'),
      minDurationSec: 1,
      maxDurationSec: 10,
      loopSec: 1,
      idleSec: 0.2,
    });
  })();
  return videoActor;
}
