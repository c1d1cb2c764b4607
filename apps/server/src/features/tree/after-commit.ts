import type { FastifyBaseLogger } from 'fastify';

/**
 * Work to run only once a transaction has committed (removing stored files, say), so a
 * rolled-back delete never loses media.
 */
export interface AfterCommit {
  afterCommit: (work: () => Promise<void>) => void;
}

export function collectAfterCommit(): AfterCommit & {
  run: (log: FastifyBaseLogger) => Promise<void>;
} {
  const queue: (() => Promise<void>)[] = [];
  return {
    afterCommit: (work) => {
      queue.push(work);
    },
    // The rows are already gone: a failed clean-up is logged, not reported to the caller.
    run: async (log) => {
      for (const work of queue) {
        try {
          await work();
        } catch (err) {
          log.error({ err }, 'clean-up after commit failed');
        }
      }
    },
  };
}
