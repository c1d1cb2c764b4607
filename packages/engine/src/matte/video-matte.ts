import { actorFile, readVideoActorData } from '../actors/video/video-actor-data.js';
import { RawFrameReader } from '../media/raw-frame-reader.js';
import { GrayVideoWriter } from './gray-output.js';
import type { MatteOptions } from './matte-thread.js';
import { MattingSession } from './matting-session.js';
import { refineAlpha } from './refine-alpha.js';
import { upscaleAlpha } from './upscale-alpha.js';

/**
 * Footage is matted at most this many pixels on its short side, then the matte is enlarged
 * (an idle loop is a hundred frames where a photo is one): on 720x1280 frames the network's
 * full-size refiner cost 0.83 CPU-s a frame here, at half size 0.65, with the same hair line.
 */
export const VIDEO_MATTE_SHORT_SIDE = 360;
/**
 * The network's own working size for footage: 216 was 0.40 CPU-s a frame but lost the
 * fixture's blonde ponytail against the dark room, as it does on the photo.
 */
export const VIDEO_NETWORK_SHORT_SIDE = 288;

/**
 * The person's matte of a video actor: a grayscale video of the footage a render plays (the
 * idle loop named in video-actor.json), the same size, frame rate and frame count, frame n
 * matting loop frame n.
 *
 * The loop is a ping-pong of footage frames (`loopFrames`): each footage frame is matted once,
 * the first time the loop shows it, in the loop's order (so the recurrent network sees real
 * motion), and its matte is reused when the loop comes back over it. That halves the work and
 * makes the way back exactly mirror the way out.
 */
export async function matteOfVideoActor(
  dataPath: string,
  outputPath: string,
  { signal, beforeFrame }: MatteOptions = {},
): Promise<void> {
  const data = await readVideoActorData(dataPath);
  const { width, height, fps, loopFrames } = data;
  // The last loop frame that shows each footage frame: its matte can be let go after that.
  const lastUse = new Map<number, number>();
  for (const [i, footageFrame] of loopFrames.entries()) lastUse.set(footageFrame, i);
  const mattes = new Map<number, Uint8Array>();
  const scale = Math.min(1, VIDEO_MATTE_SHORT_SIDE / Math.min(width, height));
  // Even sizes: ffmpeg's scaler and the matte's enlargement agree on whole pixels.
  const small = {
    width: Math.max(2, Math.round((width * scale) / 2) * 2),
    height: Math.max(2, Math.round((height * scale) / 2) * 2),
  };

  const reader = new RawFrameReader(
    [
      ...['-v', 'error', '-i', actorFile(data, data.loopFootage)],
      ...['-vf', `scale=${small.width}:${small.height}:flags=area`],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    small.width * small.height * 3,
  );
  const writer = new GrayVideoWriter(outputPath, width, height, fps, signal);
  const session = new MattingSession(VIDEO_NETWORK_SHORT_SIDE);
  let written = 0;
  try {
    for (let i = 0; ; i++) {
      signal?.throwIfAborted();
      const rgb = await reader.next();
      if (!rgb) break;
      if (i >= loopFrames.length)
        throw new Error(`${dataPath}: the loop has more frames than loopFrames`);
      const footageFrame = loopFrames[i];
      let matte = mattes.get(footageFrame);
      if (!matte) {
        await beforeFrame?.();
        signal?.throwIfAborted();
        const alpha = await session.next({ rgb, ...small });
        matte = refineAlpha(upscaleAlpha(alpha, small.width, small.height, width, height));
        mattes.set(footageFrame, matte);
      }
      await writer.write(matte);
      written += 1;
      if (lastUse.get(footageFrame) === i) mattes.delete(footageFrame);
    }
    if (written !== loopFrames.length) {
      throw new Error(
        `${dataPath}: the loop has ${written} frames, loopFrames ${loopFrames.length}`,
      );
    }
    await writer.finish();
  } catch (err) {
    await writer.abort();
    throw err;
  } finally {
    reader.close();
    session.dispose();
  }
}
