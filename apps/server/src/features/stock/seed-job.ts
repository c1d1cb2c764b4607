import type { AppContext } from '../../app-context';
import type { JobRun } from '../../jobs/base-job';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { JobPayload } from '../../jobs/job-names';
import { scheduleVoicePeaksBackfill } from '../voices/peaks/backfill-peaks';
import { seedStockLibrary } from './seed-stock';

/**
 * Job `stock.seed`: the stock library, as many items as STOCK_LIMIT allows; then the waveforms
 * of any voice samples stored before waveforms were kept (own voices too), in their own job.
 */
export async function seedStockJob(ctx: AppContext, job: JobRun<JobPayload<'stock.seed'>>) {
  await seedStockLibrary(ctx, { limit: job.payload.limit, idleVideos: true });
  await scheduleVoicePeaksBackfill(ctx);
}

/**
 * Queues the seed once per start of a job-running process; while one is waiting or running,
 * another start joins it. Seeding an up-to-date library only checks rows, so this is cheap.
 */
export function scheduleStockSeed(ctx: Pick<AppContext, 'queue' | 'config'>) {
  return enqueueJob(
    ctx,
    'stock.seed',
    { limit: ctx.config.stockLimit ?? null },
    { jobId: 'stock.seed' },
  );
}
