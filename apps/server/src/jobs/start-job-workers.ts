import type { AppContext } from '../app-context';
import { scheduleMatteBackfill } from '../features/actors/matte/backfill-mattes';
import { scheduleWorkflowTick } from '../features/agent/workflow/workflow-tick';
import { scheduleThumbnailBackfill } from './backfill-thumbnails';
import { registerJobHandlers } from './handlers';
import { schedulePurgeExpired } from './purge-expired';

/**
 * Makes this process run background jobs: every handler registered (or a throw, before any
 * job is taken), the queue started, and the recurring jobs scheduled unless told not to.
 */
export async function startJobWorkers(ctx: AppContext, options: { schedule?: boolean } = {}) {
  registerJobHandlers(ctx);
  await ctx.queue.start();
  if (options.schedule !== false) {
    await scheduleWorkflowTick(ctx);
    await schedulePurgeExpired(ctx);
    await scheduleThumbnailBackfill(ctx);
    await scheduleMatteBackfill(ctx);
  }
}
