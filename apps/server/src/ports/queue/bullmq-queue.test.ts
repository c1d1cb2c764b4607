import { randomBytes } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { createBullmqQueue } from './bullmq-queue';
import { deleteRedisKeys, describeQueueContract } from './queue-contract';

const redisUrl = process.env.REDIS_URL;
// Every run uses its own key prefix and deletes its keys afterwards, so runs never meet.
const prefix = `talkreel-test-${randomBytes(4).toString('hex')}`;

if (redisUrl) {
  describeQueueContract('BullMQ queue', () => ({
    open: () => createBullmqQueue({ redisUrl, prefix, onError: () => {} }),
  }));

  afterAll(() => deleteRedisKeys(redisUrl, prefix));
} else {
  describe('BullMQ queue: job queue contract', () => {
    it.skip('needs REDIS_URL (e.g. redis://127.0.0.1:6379) to run against a real Redis', () => {});
  });
}
