// Entry of a matte worker thread (see compute-person-matte.ts): one matte, then it is ended.
import { parentPort } from 'node:worker_threads';
import type { MatteWorkerReply, MatteWorkerRequest } from './compute-person-matte.js';
import { mattePersonInThisThread } from './matte-thread.js';

const port = parentPort;
if (!port) throw new Error('matte-worker.ts runs only as a worker thread');

const abort = new AbortController();
let waiting: { proceed(): void; stop(reason: unknown): void } | undefined;

port.on('message', async (message: MatteWorkerRequest) => {
  if (message.kind === 'go') {
    waiting?.proceed();
    return;
  }
  if (message.kind === 'abort') {
    // The matte stops at its next frame and cleans up (its ffmpeg processes, partial output).
    abort.abort(new Error('matte aborted'));
    waiting?.stop(abort.signal.reason);
    return;
  }
  try {
    await mattePersonInThisThread(message.input, message.outputPath, {
      signal: abort.signal,
      // Each frame waits for the parent's word when the parent wants to be asked.
      // An abort that came before this frame ends it here: the parent answers no more questions.
      beforeFrame: message.ask
        ? () =>
            new Promise<void>((resolve, reject) => {
              if (abort.signal.aborted) {
                reject(abort.signal.reason);
                return;
              }
              waiting = { proceed: resolve, stop: reject };
              port.postMessage({ kind: 'frame' } satisfies MatteWorkerReply);
            })
        : undefined,
    });
    port.postMessage({ kind: 'done' } satisfies MatteWorkerReply);
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    port.postMessage({
      kind: 'error',
      message: err.message,
      stack: err.stack,
    } satisfies MatteWorkerReply);
  }
});
