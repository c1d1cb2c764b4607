import { startWorkerThread } from '../threads/worker-entry.js';
import type { MatteOptions, PersonMatteInput } from './matte-thread.js';

export type { MatteOptions, PersonMatteInput } from './matte-thread.js';

/** What the matte worker is told (see matte-worker.ts). */
export type MatteWorkerRequest =
  | { kind: 'matte'; input: PersonMatteInput; outputPath: string; ask: boolean }
  /** The answer to a `frame` question: go on with that frame. */
  | { kind: 'go' }
  /** Stop at the next frame, cleaning up; the worker then replies with an error. */
  | { kind: 'abort' };

/** What the matte worker posts back. */
export type MatteWorkerReply =
  | { kind: 'frame' }
  | { kind: 'done' }
  | { kind: 'error'; message: string; stack?: string };

/**
 * Writes the person's matte (issue 26), white where the person is, for a renderer to lay the
 * person over a new background: for a photo an 8-bit grayscale PNG of the photo's size, for a
 * video actor a grayscale H.264 MP4 frame for frame with the loop it renders from. The model
 * comes from an npm package (nothing is downloaded) and the result is the same for the same input.
 *
 * Inference holds its thread for each frame (about half a CPU-s), so it runs on a worker thread
 * of its own: the caller's event loop (an API server's, a render's) stays free meanwhile. The
 * thread is ended when the matte is written, failed or aborted.
 */
export function computePersonMatte(
  input: PersonMatteInput,
  outputPath: string,
  options: MatteOptions = {},
): Promise<void> {
  const { signal, beforeFrame } = options;
  signal?.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const thread = startWorkerThread(import.meta.url, 'matte-worker');
    let settled = false;
    /** Why the caller stopped the matte (its signal, or its beforeFrame failing). */
    let stopped: unknown;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void thread.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };
    // Told to the worker, which stops at its next frame and cleans up before it replies.
    const stop = (reason: unknown) => {
      stopped ??= reason;
      thread.postMessage({ kind: 'abort' } satisfies MatteWorkerRequest);
    };
    const onAbort = () => stop(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    thread.on('message', (reply: MatteWorkerReply) => {
      if (reply.kind === 'done') settle(stopped);
      else if (reply.kind === 'error') {
        settle(stopped ?? Object.assign(new Error(reply.message), { stack: reply.stack }));
      } else if (stopped === undefined) {
        (beforeFrame?.() ?? Promise.resolve()).then(
          () => thread.postMessage({ kind: 'go' } satisfies MatteWorkerRequest),
          stop,
        );
      }
    });
    thread.on('error', (error) => settle(stopped ?? error));
    thread.on('exit', (code) =>
      settle(stopped ?? new Error(`matte worker exited with code ${code}`)),
    );
    thread.postMessage({
      kind: 'matte',
      input,
      outputPath,
      ask: Boolean(beforeFrame),
    } satisfies MatteWorkerRequest);
  });
}
