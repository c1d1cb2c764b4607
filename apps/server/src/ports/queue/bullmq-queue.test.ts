import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createBullmqQueue } from './bullmq-queue';
import type { AbandonedJob } from './job-queue';
import { deleteRedisKeys, describeQueueContract, waitFor } from './queue-contract';

const redisUrl = process.env.REDIS_URL;
// Every run uses its own key prefix and deletes its keys afterwards, so runs never meet.
const prefix = `talkreel-test-${randomBytes(4).toString('hex')}`;

if (redisUrl) {
  describeQueueContract('BullMQ queue', () => ({
    open: () => createBullmqQueue({ redisUrl, prefix, onError: () => {} }),
  }));

  afterAll(() => deleteRedisKeys(redisUrl, prefix));

  describe('BullMQ queue: abandoned jobs', () => {
    it('a job BullMQ fails for stalling is reported to onAbandoned, in every registered process; other failures are not', async () => {
      const queues = [0, 1].map(() => createBullmqQueue({ redisUrl, prefix, onError: () => {} }));
      const seen: AbandonedJob[][] = [[], []];
      try {
        for (const [i, q] of queues.entries()) {
          q.process(
            'abandon.report',
            async (job) => {
              // BullMQ's own reason when a job stalled more than maxStalledCount times (set by
              // its Lua script, which no handler sees); a crash loop is too slow for a test.
              throw new Error(
                (job.payload as { stall: boolean }).stall
                  ? 'job stalled more than allowable limit'
                  : 'an ordinary failure',
              );
            },
            {
              onAbandoned: async (a) => {
                seen[i].push(a);
              },
            },
          );
        }
        await Promise.all(queues.map((q) => q.start()));
        await queues[0].enqueue('abandon.report', { stall: false }, { jobId: 'plain-failure' });
        const id = await queues[0].enqueue(
          'abandon.report',
          { stall: true },
          { jobId: 'stalled-job' },
        );
        await waitFor(() => seen.every((list) => list.length > 0), 10_000);
        for (const list of seen) expect(list).toEqual([{ jobId: id, payload: { stall: true } }]);
      } finally {
        await Promise.all(queues.map((q) => q.stop()));
      }
    });
  });
} else {
  describe('BullMQ queue: job queue contract', () => {
    it.skip('needs REDIS_URL (e.g. redis://127.0.0.1:6379) to run against a real Redis', () => {});
  });
}
