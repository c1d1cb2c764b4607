import { ffmpegPath } from '../media/ffmpeg-path.js';
import { type MediaProbe, probeMedia } from '../media/probe.js';
import { runProcess } from '../media/run-process.js';
import { videoFps } from './actor-renderer.js';
import { colormatrixSource } from './background-video.js';

/** The longest side a render-ready background keeps (4K: any format's crop at 1080p stays sharp). */
export const RENDER_READY_MAX_SIDE = 3840;

/**
 * Makes an uploaded background video render-ready, once, when it is uploaded: the render's frame
 * rate (25 fps, so no frame is decoded only to be dropped), BT.709 limited-range yuv420p tagged
 * as such (no colour conversion per render), x264 ultrafast (CAVLC, no deblocking: the quickest
 * H.264 to decode) at CRF 18 with a key frame every second, no sound. It keeps its own size (a
 * 4K one at most), since the upload has no format yet: each render still crops and scales it.
 * Measured in ffmpeg alone on the bench's 1280x720 30 fps upload, 10 s cropped and scaled to
 * 1080x1920: 0.86 → 0.53 CPU-s. The picture is the same (a test renders over both).
 */
export async function prepareBackgroundVideo(
  input: string,
  output: string,
  options: { signal?: AbortSignal } = {},
): Promise<MediaProbe> {
  const probed = await probeMedia(input);
  if (!probed.hasVideo || !(probed.width > 0 && probed.height > 0)) {
    throw new Error(`Background video ${input} has no picture`);
  }
  const k = Math.min(1, RENDER_READY_MAX_SIDE / Math.max(probed.width, probed.height));
  const even = (n: number) => Math.max(2, Math.round((n * k) / 2) * 2);
  const matrix = colormatrixSource(probed.colorSpace, probed);
  const filter = [
    `fps=${videoFps}`,
    ...(matrix ? [`colormatrix=src=${matrix}:dst=bt709`] : []),
    `scale=${even(probed.width)}:${even(probed.height)}:flags=bicubic:out_range=tv`,
    'setsar=1',
    'format=yuv420p',
  ].join(',');
  await runProcess(
    ffmpegPath(),
    [
      ...['-v', 'error', '-y', '-i', input, '-map', '0:v:0', '-an', '-sn', '-dn'],
      ...['-vf', filter, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18'],
      ...['-g', String(videoFps), '-pix_fmt', 'yuv420p'],
      ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
      ...['-color_range', 'tv', '-movflags', '+faststart', output],
    ],
    { signal: options.signal },
  );
  return probeMedia(output);
}
