import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, it } from 'vitest';
import { createBullmqQueue } from './bullmq-queue';
import { describeQueueContract } from './queue-contract';

const redisUrl = process.env.REDIS_URL;
// Every run uses its own key prefix and deletes its keys afterwards, so runs never meet.
const prefix = `talkreel-test-${randomBytes(4).toString('hex')}`;

if (redisUrl) {
  describeQueueContract('BullMQ queue', () => ({
    open: () => createBullmqQueue({ redisUrl, prefix, onError: () => {} }),
  }));

  afterAll(async () => {
    const redis = new Redis(redisUrl);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  });
} else {
  describe('BullMQ queue: job queue contract', () => {
    it.skip('needs REDIS_URL (e.g. redis://127.0.0.1:6379) to run against a real Redis', () => {});
  });
}
