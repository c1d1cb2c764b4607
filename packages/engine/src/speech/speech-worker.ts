// Entry of a speech worker thread (see speech-pool.ts): does one task at a time.
import { parentPort } from 'node:worker_threads';
import { alignTimeline } from './align/align-timeline';
import { synthesizeLocalInThread } from './local-tts';
import type { SpeechWorkerReply, SpeechWorkerRequest } from './speech-pool';

const port = parentPort;
if (!port) throw new Error('speech-worker.ts runs only as a worker thread');

port.on('message', async (task: SpeechWorkerRequest) => {
  try {
    if (task.kind === 'speak') {
      const speech = await synthesizeLocalInThread(task.request);
      // The samples move to the caller instead of being copied.
      port.postMessage({ ok: true, result: speech } satisfies SpeechWorkerReply, [
        speech.samples.buffer as ArrayBuffer,
      ]);
    } else {
      const reference = await synthesizeLocalInThread(task.reference);
      const timeline = alignTimeline(reference, task.target);
      port.postMessage({ ok: true, result: timeline } satisfies SpeechWorkerReply);
    }
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    port.postMessage({
      ok: false,
      message: err.message,
      stack: err.stack,
    } satisfies SpeechWorkerReply);
  }
});
