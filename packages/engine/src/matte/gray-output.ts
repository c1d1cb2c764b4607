import { spawn } from 'node:child_process';
import { ffmpegPath } from '../media/ffmpeg-path.js';
import { runProcess } from '../media/run-process.js';

/** An 8-bit grayscale PNG of raw gray pixels (one byte a pixel, rows top to bottom). */
export async function writeGrayPng(
  path: string,
  pixels: Uint8Array,
  width: number,
  height: number,
  signal?: AbortSignal,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      ffmpegPath(),
      [
        ...['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${width}x${height}`],
        ...['-i', 'pipe:0', '-frames:v', '1', '-pix_fmt', 'gray', '-f', 'image2', path],
      ],
      { stdio: ['pipe', 'ignore', 'pipe'], signal, killSignal: 'SIGKILL' },
    );
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err}`)),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(pixels);
  });
}

/**
 * A grayscale matte video being written: H.264 in yuv420p, whose luma is the matte (decoding it
 * with `-pix_fmt gray` gives the values back; x264's own gray input here shifts mid-tones).
 */
export class GrayVideoWriter {
  private readonly child;
  private readonly done: Promise<void>;
  private err = '';

  constructor(path: string, width: number, height: number, fps: number, signal?: AbortSignal) {
    this.child = spawn(
      ffmpegPath(),
      [
        ...['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${width}x${height}`],
        ...['-r', String(fps), '-i', 'pipe:0', '-an'],
        // Edges are the whole content: a low CRF keeps the hair line's ramp from banding.
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '14', '-pix_fmt', 'yuv420p'],
        ...['-g', String(fps * 2), '-movflags', '+faststart', path],
      ],
      { stdio: ['pipe', 'ignore', 'pipe'], signal, killSignal: 'SIGKILL' },
    );
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.err = (this.err + chunk.toString()).slice(-2000);
    });
    this.child.stdin.on('error', () => undefined);
    this.done = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${this.err}`)),
      );
    });
    // Seen by finish(); a rejection before then is not unhandled.
    this.done.catch(() => undefined);
  }

  /** Queues one frame; resolves when ffmpeg can take more. */
  async write(frame: Uint8Array): Promise<void> {
    if (!this.child.stdin.write(frame)) {
      await new Promise<void>((resolve, reject) => {
        const fail = () => reject(new Error(`ffmpeg stopped: ${this.err}`));
        this.child.stdin.once('drain', () => {
          this.child.off('close', fail);
          resolve();
        });
        this.child.once('close', fail);
      });
    }
  }

  async finish(): Promise<void> {
    this.child.stdin.end();
    await this.done;
  }

  /** Kills ffmpeg (a failed or aborted matte) and waits for it to go. */
  async abort(): Promise<void> {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
    await this.done.catch(() => undefined);
  }
}

/** Reads a gray image or video frame back as raw bytes (tests and the bench). */
export async function readGrayFrames(path: string): Promise<Buffer> {
  const { stdout } = await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
  ]);
  return stdout;
}
