import { spawn } from 'node:child_process';
import { ffmpegPath } from '../media/ffmpeg-path.js';

/** One MP4 the encoder writes from the shared frame stream. */
export interface EncodeTarget {
  path: string;
  width: number;
  height: number;
  crf: number;
  /** Caps the bitrate (VBV) for the compressed variant. */
  maxrateKbps?: number;
  audioKbps: number;
  /** Extra x264 options (`key=value:key=value`) on top of the preset. */
  x264Params?: string;
  /** Written without sound (a scene part's compressed file: the join rebuilds its sound). */
  silent?: boolean;
}

export interface FrameStreamOptions {
  width: number;
  height: number;
  fps: number;
  /** WAV file to mux; null gives a silent track of `durationSec`. */
  audioPath: string | null;
  durationSec: number;
  targets: EncodeTarget[];
  /** x264 preset; veryfast is the floor the benchmark compares against. */
  preset?: string;
  /**
   * ffmpeg taking no frame data for this long (a hung or stopped process) kills it and fails the
   * render (default FRAME_STALL_MS); so does not exiting this long after the last frame.
   */
  stallMs?: number;
  /**
   * Replaces the raw-frame stdin input with other ffmpeg input arguments (the benchmark feeds a
   * lavfi test source through the exact same encoder graph to time ffmpeg alone).
   */
  videoInput?: string[];
  /**
   * A moving picture under the frames (a background video): its ffmpeg input arguments, the
   * filter fitting it to the frame, and the frame row the frames' top goes on. The frames are
   * then a band of rows with straight alpha (outputSize is the whole frame), laid over the video
   * in ffmpeg, so a background video costs a decode and a blend in C, not a per-frame upload
   * into a canvas, and the rows nothing is drawn in are the video's own, untouched.
   */
  underlay?: { input: string[]; filter: string; top?: number };
  /**
   * The delivered frame size when it differs from the frames' (default the same): a 720x1280
   * photo or footage picture that fills a 1080x1920 frame is enlarged by ffmpeg in the colour
   * conversion it does anyway, instead of by the canvas before a read-back 2.25 times larger.
   */
  outputSize?: { width: number; height: number };
  /**
   * Frames (counted from 0) every target makes key frames (IDR: nothing after refers back past
   * them), so a scene join can cut the file there and copy the packets on either side.
   */
  keyFrames?: number[];
}

/**
 * How long ffmpeg may take no frame data, or take to finish after the last frame, before it is
 * taken for hung and killed: far beyond any real pause (x264's look-ahead holds a few frames; a
 * busy machine slows it by seconds), and short enough that a stuck render frees its slot.
 */
export const FRAME_STALL_MS = 60_000;

export interface FrameStream {
  /**
   * Queues one RGBA frame (premultiplied is fine for opaque frames; over an underlay, straight
   * alpha); resolves when ffmpeg can take more.
   */
  write(frame: Buffer): Promise<void>;
  finish(): Promise<void>;
  /** Kills ffmpeg and resolves once it has exited (so no output file is created after). */
  abort(): Promise<void>;
  /** ffmpeg's process id (tests stop it to play a hung encoder). */
  readonly pid: number | undefined;
}

/**
 * The colour conversion of every delivered frame: RGBA to yuv420p, BT.709 matrix, limited range.
 * `full_chroma_inp` has swscale compute chroma at full width and let its bicubic scaler halve it,
 * instead of averaging pixel pairs in its input stage: that stage is plain C for RGBA in our
 * ffmpeg, the full-width one is SIMD. Measured on 250 rendered frames: 0.57-0.70 → 0.37-0.39
 * CPU-s, on ffmpeg's one main thread; luma identical, chroma SSIM 0.9997 against the old path.
 */
export const rgbaToVideoYuv = (width: number, height: number, format = 'yuv420p') =>
  `scale=${width}:${height}:flags=bicubic+full_chroma_inp:out_color_matrix=bt709:out_range=tv,format=${format}`;

/** The ffmpeg arguments: raw RGBA frames on stdin, split once and encoded to every target. */
export function frameStreamArgs(options: FrameStreamOptions): string[] {
  const { width, height, fps, targets } = options;
  const out = options.outputSize ?? { width, height };
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  // A background video's blend (overlay, about 2.2 ms a 720p frame) is the graph's largest step
  // and slice-threaded in our ffmpeg: two threads take it off ffmpeg's one main thread. Same
  // pixels and CPU seconds; less wall where that thread is the bottleneck (1080p).
  if (options.underlay) args.push('-filter_complex_threads', '2');
  args.push(
    ...(options.videoInput ?? [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${width}x${height}`,
      '-framerate',
      String(fps),
      '-i',
      'pipe:0',
    ]),
  );
  if (options.audioPath) args.push('-i', options.audioPath);
  else {
    args.push(
      '-f',
      'lavfi',
      '-t',
      options.durationSec.toFixed(3),
      '-i',
      'anullsrc=r=48000:cl=mono',
    );
  }
  // bt709 matrix + tags: HD players assume bt709, and untagged bt601 frames look slightly off-colour.
  // The RGBA frames are converted to yuv420p once and split after: every smaller target then
  // scales 1.5 bytes a pixel instead of 4 and the colour conversion is not repeated per target
  // (measured: 11% less ffmpeg CPU for the two outputs).
  const labels = targets.map((_, i) => `[t${i}]`).join('');
  let convert = `[0:v]${rgbaToVideoYuv(out.width, out.height)}`;
  if (options.underlay) {
    // Input 2 (after the audio). Blended in yuv420p with straight alpha: the video stays in the
    // YUV it is decoded in and only the band of frame rows is converted and blended; the rows
    // above and below are the video's pixels as they are. Measured in ffmpeg alone on 100
    // rendered 1080x1920 frames (band 76 % of the rows) against the earlier blend in packed RGBA
    // of premultiplied whole frames over the video turned into RGBA: 0.52 against 1.34 CPU-s
    // added to a colour background's encode. The frames end the loop (shortest).
    args.push(...options.underlay.input);
    convert =
      `[2:v]setpts=PTS-STARTPTS,${options.underlay.filter}[under];` +
      `[0:v]${rgbaToVideoYuv(width, height, 'yuva420p')}[band];` +
      `[under][band]overlay=x=0:y=${options.underlay.top ?? 0}:format=yuv420:shortest=1:eof_action=endall`;
  }
  const split = targets.length > 1 ? `,split=${targets.length}${labels};` : `${labels};`;
  const scales = targets
    .map((t, i) =>
      t.width === out.width && t.height === out.height
        ? `[t${i}]null[v${i}]`
        : `[t${i}]scale=${t.width}:${t.height}:flags=bicubic[v${i}]`,
    )
    .join(';');
  args.push('-filter_complex', convert + split + scales);
  targets.forEach((t, i) => {
    args.push('-map', `[v${i}]`, ...(t.silent ? [] : ['-map', '1:a']));
    args.push(...targetEncoderArgs(t, fps, options.preset));
    if (options.keyFrames?.length) args.push('-force_key_frames', keyFramesExpr(options.keyFrames));
    args.push('-movflags', '+faststart', t.path);
  });
  return args;
}

/** ffmpeg's forced key frames by frame number (exact, where times could round to a neighbour). */
const keyFramesExpr = (frames: number[]) => `expr:${frames.map((n) => `eq(n,${n})`).join('+')}`;

/**
 * One target's encoder options (H.264 and AAC): the frame stream's, and the scene join's when it
 * must encode (a cross-fade), so a joined video is encoded exactly as its parts were.
 */
export function targetEncoderArgs(t: EncodeTarget, fps: number, preset = 'veryfast'): string[] {
  const args = ['-c:v', 'libx264', '-preset', preset, '-crf', String(t.crf), '-profile:v', 'high'];
  if (t.x264Params) args.push('-x264-params', t.x264Params);
  if (t.maxrateKbps) {
    args.push('-maxrate', `${t.maxrateKbps}k`, '-bufsize', `${t.maxrateKbps * 2}k`);
  }
  args.push('-pix_fmt', 'yuv420p', '-colorspace', 'bt709', '-color_primaries', 'bt709');
  args.push('-color_trc', 'bt709', '-g', String(fps * 2));
  return t.silent ? args : args.concat(targetAudioArgs(t));
}

/** Every target's sound: AAC at this rate (the scene join lays parts' sound out in its samples). */
export const targetSampleRate = 48_000;

/** One target's audio encoder options (the scene join encodes the joined sound with them). */
export function targetAudioArgs(t: Pick<EncodeTarget, 'audioKbps'>): string[] {
  return ['-c:a', 'aac', '-b:a', `${t.audioKbps}k`, '-ar', String(targetSampleRate)];
}

/**
 * Starts ffmpeg and returns a writer for raw frames. Frames go through stdin only (never as image
 * files) and writes wait for 'drain', so rendering and encoding overlap on the two cores without
 * buffering the whole video in memory.
 */
export function startFrameStream(options: FrameStreamOptions): FrameStream {
  const child = spawn(ffmpegPath(), frameStreamArgs(options), {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  let failure: Error | null = null;
  let hungError: Error | null = null;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (err) => {
      failure = err;
      reject(err);
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        failure = hungError ?? new Error(`ffmpeg exited with ${code ?? signal}: ${stderr.trim()}`);
        reject(failure);
      }
    });
  });
  // Surface the failure through write()/finish(), not as an unhandled rejection.
  exited.catch(() => undefined);
  child.stdin.on('error', (err) => {
    failure ??= err;
  });

  const stallMs = options.stallMs ?? FRAME_STALL_MS;
  /** Kills ffmpeg as hung: `what` says what it stopped doing. */
  const hung = (what: string) => {
    hungError = new Error(`ffmpeg ${what} for ${stallMs} ms: killed as hung`);
    failure = hungError;
    child.stdin.destroy();
    child.kill('SIGKILL');
  };

  return {
    pid: child.pid,
    write(frame: Buffer): Promise<void> {
      if (failure) return Promise.reject(failure);
      if (child.stdin.write(frame)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const stalled = setTimeout(() => hung('took no frame data'), stallMs);
        const onDrain = () => {
          clearTimeout(stalled);
          child.off('close', onClose);
          resolve();
        };
        const onClose = () => {
          clearTimeout(stalled);
          child.stdin.off('drain', onDrain);
          reject(failure ?? new Error('ffmpeg closed its input early'));
        };
        child.stdin.once('drain', onDrain);
        child.once('close', onClose);
      });
    },
    async finish(): Promise<void> {
      child.stdin.end();
      const stalled = setTimeout(() => hung('did not finish'), stallMs);
      try {
        await exited;
      } finally {
        clearTimeout(stalled);
      }
    },
    async abort(): Promise<void> {
      child.stdin.destroy();
      child.kill('SIGKILL');
      await exited.catch(() => undefined);
    },
  };
}
