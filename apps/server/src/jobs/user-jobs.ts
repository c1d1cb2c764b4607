/**
 * The jobs a user waits for (priority 'user': renders, clones, own actors...) running in this
 * process now, so background work that holds the event loop (a person matte: inference blocks
 * it frame by frame) can step aside while they run instead of halving a render's speed. Per
 * process, as the CPU it shares is.
 */
let running = 0;
let waiting: (() => void)[] = [];

/** Counts one user job as running; the function it returns counts it as ended (once). */
export function userJobStarted(): () => void {
  running += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running > 0) return;
    const wake = waiting;
    waiting = [];
    for (const resolve of wake) resolve();
  };
}

/** Resolves once no user job runs in this process (at once when none does); rejects on abort. */
export async function whenUserJobsIdle(signal?: AbortSignal): Promise<void> {
  while (running > 0) {
    signal?.throwIfAborted();
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }
}
