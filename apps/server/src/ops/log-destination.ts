import pino from 'pino';

/** Lines are gathered up to this many bytes before one write: about ten access lines. */
const LOG_BUFFER_BYTES = 4096;
/** A quiet server still writes what it has this often, so a line is never held for long. */
const LOG_FLUSH_MS = 200;

/**
 * A log destination (standard output by default) written in batches. pino's default destination
 * writes each line on its own with an asynchronous fs.write, that is a hand-off to a libuv pool
 * thread and back for every request (the access line); the pool is the same four threads that
 * serve file uploads and stored media. Batching makes that one hand-off per ~10 lines (measured
 * under bench/api.ts: from about one pool wake-up per call to one per six). pino flushes what is
 * buffered when the process exits normally; a SIGKILL loses at most LOG_FLUSH_MS of lines.
 */
export function bufferedLog(dest: number | string = 1) {
  return pino.destination({
    dest,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}
