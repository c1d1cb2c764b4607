import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { ffmpegPath } from './ffmpeg-path.js';

/**
 * Reads fixed-size raw frames from an ffmpeg process's stdout one at a time, pausing ffmpeg when a
 * few frames are waiting, so a long video is never held in memory.
 */
export class RawFrameReader {
  private readonly child: ChildProcessByStdio<null, Readable, Readable>;
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  private stderr = '';

  constructor(
    args: string[],
    private readonly frameBytes: number,
  ) {
    this.child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
      if (this.buffered > frameBytes * 4) this.child.stdout.pause();
      this.notify();
    });
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child.on('error', (err) => {
      this.failure = err;
      this.notify();
    });
    this.child.on('close', (code) => {
      this.ended = true;
      if (code !== 0 && code !== null && !this.failure) {
        this.failure = new Error(`ffmpeg exited with ${code}: ${this.stderr.trim()}`);
      }
      this.notify();
    });
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** The next frame (written into `into` when given, to spare an allocation), or null at the end. */
  async next(into?: Buffer): Promise<Buffer | null> {
    while (this.buffered < this.frameBytes) {
      if (this.failure) throw this.failure;
      if (this.ended) return null;
      this.child.stdout.resume();
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    // Copy chunk by chunk into the frame: one copy, however many chunks are queued.
    const frame =
      into && into.length === this.frameBytes ? into : Buffer.allocUnsafe(this.frameBytes);
    let filled = 0;
    while (filled < this.frameBytes) {
      const chunk = this.chunks[0];
      const take = Math.min(chunk.length, this.frameBytes - filled);
      chunk.copy(frame, filled, 0, take);
      filled += take;
      if (take === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(take);
    }
    this.buffered -= this.frameBytes;
    if (this.buffered <= this.frameBytes * 4) this.child.stdout.resume();
    return frame;
  }

  close(): void {
    if (!this.ended) this.child.kill('SIGKILL');
  }
}
