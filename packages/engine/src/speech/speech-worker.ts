// Entry of a speech worker thread (see speech-pool.ts): speaks one request at a time.
import { parentPort } from 'node:worker_threads';
import { type LocalSynthesisRequest, synthesizeLocalInThread } from './local-tts';
import type { SpeechWorkerReply } from './speech-pool';

const port = parentPort;
if (!port) throw new Error('speech-worker.ts runs only as a worker thread');

port.on('message', async (request: LocalSynthesisRequest) => {
  let reply: SpeechWorkerReply;
  try {
    reply = { ok: true, result: await synthesizeLocalInThread(request) };
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    reply = { ok: false, message: err.message, stack: err.stack };
  }
  // The samples move to the caller instead of being copied.
  port.postMessage(reply, reply.ok ? [reply.result.samples.buffer as ArrayBuffer] : []);
});
