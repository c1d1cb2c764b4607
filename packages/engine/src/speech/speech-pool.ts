import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../threads/worker-entry';
import type { SpeechResult, SpeechTimeline } from '../timeline';
import type { LocalSynthesisRequest } from './local-tts';
import type { PcmAudio } from './wav';

/** What a speech worker is asked (see speech-worker.ts). */
export type SpeechWorkerRequest =
  | { kind: 'speak'; request: LocalSynthesisRequest }
  /** Speak `reference` and move its timeline onto `target` (provider audio). */
  | { kind: 'align'; reference: LocalSynthesisRequest; target: PcmAudio };

/** What a speech worker posts back. */
export type SpeechWorkerReply =
  | { ok: true; result: SpeechResult | SpeechTimeline }
  | { ok: false; message: string; stack?: string };

interface Task {
  message: SpeechWorkerRequest;
  resolve(result: SpeechResult | SpeechTimeline): void;
  reject(error: Error): void;
}

export interface SpeechPoolStats {
  /** Most worker threads this pool runs at once. */
  size: number;
  /** Syntheses running on a worker now. */
  running: number;
  /** Syntheses waiting for a free worker. */
  queued: number;
}

/** Default size: every core but one (the event loop's), at least one. */
export const defaultSpeechWorkers = () => Math.max(1, availableParallelism() - 1);

/**
 * espeak synthesis (and the alignment of provider audio, which is as heavy) on worker threads:
 * each worker owns one espeak instance and does one task at a time; further tasks wait in
 * order. Workers start on first use and hold the process open only while they have work, so
 * an idle pool never keeps a script alive.
 */
export class SpeechPool {
  private readonly workers = new Set<PoolWorker>();
  private readonly idle: PoolWorker[] = [];
  private readonly queue: Task[] = [];
  private retired = false;

  constructor(readonly size: number) {}

  synthesize(request: LocalSynthesisRequest): Promise<SpeechResult> {
    return this.run({ kind: 'speak', request }) as Promise<SpeechResult>;
  }

  /**
   * The timeline of `reference` spoken by espeak, moved onto `target` (alignTimeline). The
   * target's samples are copied to the worker, so the caller keeps its own.
   */
  alignTo(reference: LocalSynthesisRequest, target: PcmAudio): Promise<SpeechTimeline> {
    return this.run({ kind: 'align', reference, target }) as Promise<SpeechTimeline>;
  }

  private run(message: SpeechWorkerRequest): Promise<SpeechResult | SpeechTimeline> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.dispatch();
    });
  }

  stats(): SpeechPoolStats {
    return {
      size: this.size,
      running: this.workers.size - this.idle.length,
      queued: this.queue.length,
    };
  }

  /** Stops every worker; running syntheses fail. */
  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.thread.terminate()));
  }

  /** Closes once the work already given has been done (the pool takes no more after this). */
  retire(): void {
    this.retired = true;
    this.closeIfRetiredAndIdle();
  }

  private closeIfRetiredAndIdle(): void {
    if (this.retired && this.queue.length === 0 && this.stats().running === 0) void this.close();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let worker = this.idle.pop();
      if (!worker && this.workers.size < this.size) worker = this.spawn();
      if (!worker) return;
      const task = this.queue.shift();
      if (task) worker.run(task);
    }
  }

  private spawn(): PoolWorker {
    const worker = new PoolWorker(
      () => {
        this.idle.push(worker);
        this.dispatch();
        this.closeIfRetiredAndIdle();
      },
      () => {
        this.workers.delete(worker);
        const at = this.idle.indexOf(worker);
        if (at >= 0) this.idle.splice(at, 1);
        this.dispatch();
      },
    );
    this.workers.add(worker);
    return worker;
  }
}

class PoolWorker {
  readonly thread: Worker;
  private task: Task | undefined;
  private gone = false;

  constructor(onIdle: () => void, onGone: () => void) {
    this.thread = startWorkerThread(import.meta.url, 'speech-worker');
    this.thread.unref();
    this.thread.on('message', (reply: SpeechWorkerReply) => {
      const task = this.finish();
      if (reply.ok) task?.resolve(reply.result);
      else task?.reject(Object.assign(new Error(reply.message), { stack: reply.stack }));
      onIdle();
    });
    const fail = (error: Error) => {
      if (this.gone) return;
      this.gone = true;
      this.finish()?.reject(error);
      onGone();
    };
    this.thread.on('error', fail);
    this.thread.on('exit', (code) => fail(new Error(`speech worker exited with code ${code}`)));
  }

  run(task: Task): void {
    this.task = task;
    // Keep the process alive while a synthesis is owed to someone.
    this.thread.ref();
    this.thread.postMessage(task.message);
  }

  private finish(): Task | undefined {
    const task = this.task;
    this.task = undefined;
    this.thread.unref();
    return task;
  }
}

let pool: SpeechPool | undefined;
let configuredSize: number | undefined;

/**
 * Sets the number of speech workers (default every core but one). Meant for start-up; a later
 * change of size starts a new pool and retires the old one once its work is done.
 */
export function configureSpeechPool(options: { size?: number }): void {
  configuredSize = options.size && options.size > 0 ? Math.floor(options.size) : undefined;
  if (pool && pool.size !== (configuredSize ?? defaultSpeechWorkers())) {
    pool.retire();
    pool = undefined;
  }
}

/** The process's speech pool. */
export function speechPool(): SpeechPool {
  pool ??= new SpeechPool(configuredSize ?? defaultSpeechWorkers());
  return pool;
}
