import { CLONE_POLL_MS, CLONE_POLL_RETRIES, CloneMessage, CloneStatus } from '@talkreel/contract';
import type { ClientProgress } from '../../progress/workEstimate';

/** Why a clone task ended without a voice (creation.md §4 audio clone processStatus). */
export type CloneFailure = 'failed' | 'timeout' | 'empty-sample';

/**
 * The spec's messages for each failure, in English (the dialog shows them translated). The
 * empty-sample one is the client's own judgement of a success reply, so it is not a server message.
 */
export const CLONE_FAILURE_MESSAGES: Record<CloneFailure, string> = {
  failed: CloneMessage.FAILED,
  timeout: CloneMessage.TIMEOUT,
  'empty-sample': `${CloneMessage.FAILED}, sample_url is empty`,
};

export class CloneError extends Error {
  readonly failure: CloneFailure;
  /** The server's reason, when it gave one ("the video has no audio track"). */
  readonly detail: string | null;
  constructor(failure: CloneFailure, detail: string | null = null) {
    super(CLONE_FAILURE_MESSAGES[failure]);
    this.name = 'CloneError';
    this.failure = failure;
    this.detail = detail;
  }
}

export interface ClonedSample {
  sampleUrl: string | null;
  /** The saved voice's id, when the server names it. */
  audioId: string | null;
}

export interface PollOptions {
  taskId: string;
  fetchStatus(
    taskId: string,
    signal?: AbortSignal,
  ): Promise<{
    processStatus: number;
    sampleUrl?: string | null;
    audioId?: string | null;
    error?: string | null;
    progress?: ClientProgress | null;
  }>;
  /** Extraction from a video: a success without a sample is a failure. */
  requireSample: boolean;
  signal?: AbortSignal;
  /** Each processing reply's place in line and time left (issue 24), for the status to say. */
  onProgress?(progress: ClientProgress | null): void;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Polling stopped', 'AbortError'));
    });
  });

/**
 * Asks for the task's status every 2 s while it is processing (1). Success (2) answers the
 * sample address; 3 and 4 throw their messages. A failed request is retried up to 3 times
 * in a row (creation.md §7) before its error is thrown.
 */
export async function pollCloneStatus({
  taskId,
  fetchStatus,
  requireSample,
  signal,
  onProgress,
}: PollOptions): Promise<ClonedSample> {
  let errorsInRow = 0;
  for (;;) {
    await sleep(CLONE_POLL_MS, signal);
    let status: Awaited<ReturnType<PollOptions['fetchStatus']>>;
    try {
      status = await fetchStatus(taskId, signal);
      errorsInRow = 0;
    } catch (err) {
      if (signal?.aborted) throw err;
      errorsInRow += 1;
      if (errorsInRow > CLONE_POLL_RETRIES) throw err;
      continue;
    }
    if (status.processStatus === CloneStatus.PROCESSING) {
      onProgress?.(status.progress ?? null);
      continue;
    }
    if (status.processStatus === CloneStatus.SUCCESS) {
      if (requireSample && !status.sampleUrl) throw new CloneError('empty-sample');
      return { sampleUrl: status.sampleUrl ?? null, audioId: status.audioId ?? null };
    }
    const failure = status.processStatus === CloneStatus.TIMEOUT ? 'timeout' : 'failed';
    throw new CloneError(failure, status.error ?? null);
  }
}
