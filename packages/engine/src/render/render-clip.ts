import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodeWav } from '../speech/wav';
import { type ActorRenderer, videoFps } from './actor-renderer.js';
import type { CaptionOverlay } from './caption-overlay.js';
import { compressedSize, type FrameSize, frameSize } from './frame-format.js';
import { releaseFrameBuffers } from './frame-memory.js';
import { drawnBand, type FrameRows } from './frame-rows.js';
import { type EncodeTarget, type FrameStreamOptions, startFrameStream } from './frame-stream.js';
import { createIdleMotion } from './idle-motion.js';
import { restMouth } from './mouth-shape.js';
import type { MouthTrack } from './mouth-track.js';

export interface RenderProgress {
  frame: number;
  totalFrames: number;
  /** 0..1 */
  ratio: number;
}

export interface ClipOutputs {
  video: string;
  poster?: string;
  compressed?: string;
}

export interface RenderReport {
  durationSec: number;
  frames: number;
  fps: number;
  /** Wall time of the frame loop plus encoding, in milliseconds. */
  renderMs: number;
}

export interface RenderClipInput {
  renderer: ActorRenderer;
  durationSec: number;
  audio: { samples: Float32Array; sampleRate: number } | null;
  mouth: MouthTrack | null;
  energy?: Float32Array;
  overlay?: CaptionOverlay | null;
  outputs: ClipOutputs;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
  /**
   * Sees every raw RGBA frame just before it goes to the encoder (the render bench keeps them to
   * time the encoder alone on the very same frames and to measure the delivered quality); over a
   * background video, the band of rows the encoder blends.
   */
  tapFrame?: (frame: Buffer) => Promise<void> | void;
  /**
   * A background video the frames are laid over in the encoder (see FrameStreamOptions.underlay):
   * only the band of rows the actor and the overlays draw into is read back and blended.
   */
  underlay?: Omit<NonNullable<FrameStreamOptions['underlay']>, 'top'>;
  /** Drawn behind the poster's frame: the background video's first frame. */
  posterUnderlay?: Canvas;
  /** The delivered size when the renderer's frames are enlarged by the encoder (see FrameStreamOptions.outputSize). */
  outputSize?: FrameSize;
  /** Frames the encoder makes key frames of (see FrameStreamOptions.keyFrames). */
  keyFrames?: number[];
  /** The compressed MP4 without sound (a scene part's: see encodeTargets). */
  silentCompressed?: boolean;
}

/**
 * The main output at the frame size (720x1280 by default) and a lower-bitrate variant for previews
 * and slow networks at the format's small size (360x640 for 9:16). `movingBackground`: a
 * background video lies under the frames.
 */
export function encodeTargets(
  outputs: ClipOutputs,
  frame: FrameSize = frameSize(),
  options: { movingBackground?: boolean; silentCompressed?: boolean } = {},
): EncodeTarget[] {
  // Talking-head frames are mostly still: x264's quickest sub-pixel search (subme 1), diamond
  // motion search and no sub-8x8 partitions lose almost nothing on them. Measured on the bench's
  // illustrated and photo frames against veryfast CRF 21: 21% less ffmpeg CPU, the same or smaller
  // files at CRF 22 and SSIM 0.993-0.996 against a lossless encode (0.994-0.997 before).
  const list: EncodeTarget[] = [
    {
      path: outputs.video,
      width: frame.width,
      height: frame.height,
      crf: 22,
      audioKbps: 128,
      // Over a background video every frame moves: B-frames then cost 16 % of this encoder's CPU
      // (0.25 CPU-s per 10 s at 720p) and saved 12-14 % of the file at the same SSIM (0.9954
      // against a lossless encode). A render's time is the goal, so none there.
      x264Params: options.movingBackground
        ? 'subme=1:me=dia:partitions=none:bframes=0'
        : 'subme=1:me=dia:partitions=none',
    },
  ];
  if (outputs.compressed) {
    list.push({
      path: outputs.compressed,
      ...compressedSize(frame),
      crf: 28,
      maxrateKbps: 500,
      audioKbps: 64,
      // A scene join rebuilds both files' sound from the full parts': the part's own is unused.
      silent: options.silentCompressed,
    });
  }
  return list;
}

/**
 * Rows of the canvas with straight (not premultiplied) alpha, as the encoder's YUV blend over a
 * background video takes them: Skia converts them while it copies, in about the time of a plain
 * premultiplied read-back of the whole frame.
 */
function straightRows(ctx: SKRSContext2D, width: number, rows: FrameRows): Buffer {
  const { data } = ctx.getImageData(0, rows.top, width, rows.bottom - rows.top);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** The poster as a JPEG at the delivered size (enlarged like the video when the encoder enlarges it). */
async function posterImage(frame: Canvas, size: FrameSize | undefined): Promise<Buffer> {
  if (!size || (size.width === frame.width && size.height === frame.height)) {
    return frame.encode('jpeg', 88);
  }
  const poster = createCanvas(size.width, size.height);
  const ctx = poster.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(frame, 0, 0, size.width, size.height);
  return poster.encode('jpeg', 88);
}

/**
 * The shared frame loop: one canvas reused for every frame, each frame streamed as raw RGBA to a
 * single ffmpeg process that writes all variants, and the poster from a clean (caption-free) frame.
 */
export async function renderClip(input: RenderClipInput): Promise<RenderReport> {
  const started = performance.now();
  const { renderer, durationSec } = input;
  const fps = videoFps;
  const totalFrames = Math.max(1, Math.round(durationSec * fps));
  const workDir = await mkdtemp(join(tmpdir(), 'talkreel-render-'));
  try {
    let audioPath: string | null = null;
    if (input.audio) {
      audioPath = join(workDir, 'speech.wav');
      await writeFile(audioPath, encodeWav(input.audio.samples, input.audio.sampleRate));
    }
    const idle = createIdleMotion({ seed: renderer.seed, durationSec, energy: input.energy, fps });
    const canvas = createCanvas(renderer.width, renderer.height);
    const ctx = canvas.getContext('2d');
    // Over a background video: the rows anything is drawn in (the rest is the video's own).
    const band = input.underlay
      ? drawnBand(renderer.height, [renderer.rows, ...(input.overlay ? [input.overlay.rows] : [])])
      : null;
    const rowBytes = renderer.width * 4;
    const stream = startFrameStream({
      width: renderer.width,
      height: band ? band.bottom - band.top : renderer.height,
      fps,
      audioPath,
      durationSec,
      targets: encodeTargets(input.outputs, input.outputSize ?? renderer, {
        movingBackground: Boolean(input.underlay),
        silentCompressed: input.silentCompressed,
      }),
      underlay: input.underlay && band ? { ...input.underlay, top: band.top } : undefined,
      outputSize:
        input.outputSize ?? (band ? { width: renderer.width, height: renderer.height } : undefined),
      keyFrames: input.keyFrames,
    });
    // An abort (the job taken over, or handed back at shutdown) ends ffmpeg at once, even while
    // a frame waits on a full pipe, rather than at the next frame.
    const stopOnAbort = () => void stream.abort();
    input.signal?.addEventListener('abort', stopOnAbort, { once: true });
    try {
      for (let frame = 0; frame < totalFrames; frame++) {
        if (input.signal?.aborted) throw new Error('Render aborted');
        const t = frame / fps;
        await renderer.prepareFrame?.(frame);
        const state = { t, mouth: input.mouth?.at(t) ?? restMouth, pose: idle(t) };
        let pixels: Buffer;
        const readBack = !renderer.renderFrame;
        if (renderer.renderFrame) {
          pixels = renderer.renderFrame(state);
          input.overlay?.blend(pixels, t);
          // Opaque: its premultiplied pixels are straight ones too.
          if (band) pixels = pixels.subarray(band.top * rowBytes, band.bottom * rowBytes);
        } else {
          renderer.drawFrame(ctx, state);
          input.overlay?.draw(ctx, t);
          pixels = band ? straightRows(ctx, renderer.width, band) : canvas.data();
        }
        await input.tapFrame?.(pixels);
        await stream.write(pixels);
        // Only a canvas read-back is a fresh buffer each frame; in-memory renderers reuse theirs.
        if (readBack) releaseFrameBuffers();
        if (input.onProgress && (frame % fps === 0 || frame === totalFrames - 1)) {
          input.onProgress({ frame: frame + 1, totalFrames, ratio: (frame + 1) / totalFrames });
        }
      }
      // The poster is drawn while ffmpeg finishes (the canvas is free once the last frame has
      // been handed over) and inside the same failure handling: a render whose poster cannot be
      // written leaves no MP4s behind that look finished.
      const finished = stream.finish();
      finished.catch(() => undefined); // awaited below; meanwhile its failure is not unhandled
      const poster = input.outputs.poster;
      if (poster) {
        renderer.drawFrame(ctx, { t: 0, mouth: restMouth, pose: idle(0) });
        if (input.posterUnderlay) {
          ctx.globalCompositeOperation = 'destination-over';
          ctx.drawImage(input.posterUnderlay, 0, 0);
          ctx.globalCompositeOperation = 'source-over';
        }
        await writeFile(poster, await posterImage(canvas, input.outputSize));
      }
      await finished;
    } catch (err) {
      await stream.abort();
      // Leave no half-written MP4 (or a poster of a failed render) for a caller to mistake for a
      // result.
      await Promise.all(
        [input.outputs.video, input.outputs.compressed, input.outputs.poster]
          .filter((path): path is string => Boolean(path))
          .map((path) => rm(path, { force: true })),
      );
      throw err;
    } finally {
      input.signal?.removeEventListener('abort', stopOnAbort);
    }
    return { durationSec, frames: totalFrames, fps, renderMs: performance.now() - started };
  } finally {
    renderer.close?.();
    await rm(workDir, { recursive: true, force: true });
  }
}
