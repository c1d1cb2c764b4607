import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { ffmpegPath } from '../media/ffmpeg-path.js';
import { probeMedia } from '../media/probe.js';
import { runProcess } from '../media/run-process.js';
import type { FrameSize } from './frame-format.js';

/**
 * The ffmpeg filter that turns a background video into frames of the render: the render's frame
 * rate, the frame's aspect cut from the middle of the video first and only then scaled to the
 * frame (cover-scaling first made a 1280x720 video 2276x1280 before the crop: 40% more CPU for the
 * whole graph), bilinear: a backdrop behind the actor does not need bicubic. It stays in limited-
 * range yuv420p, what the encoder blends the frames over and encodes (a full-range upload is
 * brought to it here); only the poster turns it into RGBA.
 */
export function backgroundVideoFilter(
  frame: FrameSize,
  fps: number,
  /** Converts the video's YUV from this matrix to BT.709 (see colormatrixSource); null keeps it. */
  matrix: string | null = null,
): string {
  const { width, height } = frame;
  return [
    `fps=${fps}`,
    `crop=w='min(iw,ih*${width}/${height})':h='min(ih,iw*${height}/${width})'`,
    // Before scaling up: fewer pixels to convert.
    ...(matrix ? [`colormatrix=src=${matrix}:dst=bt709`] : []),
    `scale=${width}:${height}:flags=bilinear:out_range=tv`,
    'setsar=1',
    'format=yuv420p',
  ].join(',');
}

/**
 * The colormatrix filter's name for a video's YUV matrix when it is not BT.709 (null: it is). The
 * render's video is BT.709 and the background is not turned into RGB on its way, so its YUV is
 * converted to BT.709 here. An untagged video is taken as Chromium plays it (so the composer's
 * preview shows what the render shows) and as CSS Color 4 recommends: BT.709 when it is at least
 * 720 rows high, BT.601 below. That also spares most untagged uploads the conversion (0.23
 * CPU-s per 10 s of a 720p upload at 25 fps in our ffmpeg, a quarter of what the video adds).
 */
export function colormatrixSource(
  colorSpace: string | null,
  size: { width: number; height: number },
): string | null {
  if (colorSpace === 'bt709') return null;
  if (colorSpace === 'bt2020nc' || colorSpace === 'bt2020c') return 'bt2020';
  const known = ['fcc', 'bt470bg', 'smpte170m', 'smpte240m'];
  if (colorSpace && known.includes(colorSpace)) return colorSpace;
  return isHd(size) ? null : 'bt601';
}

/** Rows as coded (before any rotation a phone video is tagged with), as Chromium counts them. */
const isHd = ({ height }: { width: number; height: number }) => height >= 720;

/**
 * ffmpeg input arguments for a background video: looped without end (the encoder graph stops it
 * with the actor's frames, which trims it to the speech), its own audio never read.
 */
export const backgroundVideoInput = (path: string): string[] => [
  ...['-stream_loop', '-1', '-an', '-i', path],
];

/** A background video as a render starts with it: its first frame and its YUV matrix. */
export interface BackgroundVideoStart {
  /** The first frame covering the frame: what a still or a poster shows behind the actor. */
  first: Canvas;
  /** colormatrixSource's for the video (null: BT.709 already). */
  matrix: string | null;
}

/**
 * Reads a background video's tags and first frame. The frame goes through the render's own
 * filter to BT.709 and is turned into RGB as BT.709, so a poster shows what the video shows. A
 * file ffprobe cannot read fails in the frame read, with ffmpeg's message.
 */
export async function readBackgroundVideo(
  path: string,
  frame: FrameSize,
): Promise<BackgroundVideoStart> {
  const probed = await probeMedia(path).catch(() => null);
  const matrix = colormatrixSource(probed?.colorSpace ?? null, {
    width: probed?.width ?? 0,
    height: probed?.height ?? 0,
  });
  const filter = `${backgroundVideoFilter(frame, 25, matrix)},scale=in_color_matrix=bt709:in_range=tv,format=rgba`;
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', path, '-frames:v', '1'],
    ...['-vf', filter, '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
  ]);
  if (stdout.length !== frame.width * frame.height * 4) {
    throw new Error(`Background video ${path} could not be read`);
  }
  const canvas = createCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(frame.width, frame.height);
  image.data.set(stdout);
  ctx.putImageData(image, 0, 0);
  return { first: canvas, matrix };
}
