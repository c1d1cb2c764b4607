import type { Config } from '../../config';
import type { Db, DbKind } from '../db/connect';
import { createDbQueue } from './db-queue';
import type { JobQueue } from './job-queue';

/** The database queue by default; BullMQ on Redis when REDIS_URL is set. */
export async function createJobQueue(
  config: Config,
  db: Db,
  dbKind: DbKind,
  onError?: (err: unknown, what: string) => void,
): Promise<JobQueue> {
  const leaseMs = config.jobLeaseMs;
  if (!config.redisUrl) return createDbQueue({ db, dbKind, onError, leaseMs });
  // Loaded only when used, so the default install never pulls in the Redis client.
  const { createBullmqQueue } = await import('./bullmq-queue');
  return createBullmqQueue({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    onError,
    leaseMs,
  });
}
