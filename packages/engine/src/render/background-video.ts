import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { ffmpegPath } from '../media/ffmpeg-path.js';
import { runProcess } from '../media/run-process.js';
import type { FrameSize } from './frame-format.js';

/**
 * The ffmpeg filter that turns a background video into frames of the render: the render's frame
 * rate, the frame's aspect cut from the middle of the video first and only then scaled to the
 * frame (cover-scaling first made a 1280x720 video 2276x1280 before the crop: 40% more CPU for the
 * whole graph), bilinear: a backdrop behind the actor does not need bicubic. Scaled in yuv420p and
 * turned into RGBA only after, at the frame's size, by swscale's separate same-size converter: one
 * pass that scales and writes RGBA costs more than both (measured on 250 frames, ffmpeg 4.1:
 * 1.03 -> 0.86 CPU-s at 720p, 1.49 -> 1.08 at 1080p; the same picture within 48-59 dB).
 */
export function backgroundVideoFilter(frame: FrameSize, fps: number): string {
  const { width, height } = frame;
  return [
    `fps=${fps}`,
    `crop=w='min(iw,ih*${width}/${height})':h='min(ih,iw*${height}/${width})'`,
    `scale=${width}:${height}:flags=bilinear`,
    'setsar=1',
    'format=yuv420p',
  ].join(',');
}

/**
 * ffmpeg input arguments for a background video: looped without end (the encoder graph stops it
 * with the actor's frames, which trims it to the speech), its own audio never read.
 */
export const backgroundVideoInput = (path: string): string[] => [
  ...['-stream_loop', '-1', '-an', '-i', path],
];

/** The video's first frame, covering the frame: what a still or a poster shows behind the actor. */
export async function firstBackgroundVideoFrame(path: string, frame: FrameSize): Promise<Canvas> {
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', path, '-frames:v', '1'],
    ...['-vf', backgroundVideoFilter(frame, 25), '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
  ]);
  if (stdout.length !== frame.width * frame.height * 4) {
    throw new Error(`Background video ${path} could not be read`);
  }
  const canvas = createCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(frame.width, frame.height);
  image.data.set(stdout);
  ctx.putImageData(image, 0, 0);
  return canvas;
}
