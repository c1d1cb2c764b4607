import type { AppContext } from '../../../app-context';
import type { JobRun } from '../../../jobs/base-job';
import { enqueueJob } from '../../../jobs/enqueue-job';
import type { JobPayload } from '../../../jobs/job-names';
import { openDailyWindows } from './open-daily-windows';
import { sendDueDeliveries } from './send-due-deliveries';

/** Ticks come every minute: the grain of the daily hour and of the retry backoff. */
export const WORKFLOW_TICK_EVERY_MS = 60_000;

/** One tick per clock minute: processes that schedule the same minute share its job id. */
export const workflowTickId = (at: number) =>
  `agent.workflow-tick@${Math.floor(at / WORKFLOW_TICK_EVERY_MS)}`;

/** Queues this minute's tick now; each tick then queues the next minute's. */
export function scheduleWorkflowTick(ctx: Pick<AppContext, 'queue'>): Promise<string> {
  return enqueueJob(ctx, 'agent.workflow-tick', {}, { jobId: workflowTickId(Date.now()) });
}

/** One round of the agents' daily deliveries: open the windows that are due, then send. */
export async function runWorkflowRound(ctx: AppContext) {
  const queued = await openDailyWindows(ctx);
  const attempted = await sendDueDeliveries(ctx);
  return { queued, attempted };
}

/** The job: queues the next minute's tick first, so a failing round never breaks the chain. */
export async function workflowTickJob(
  ctx: AppContext,
  _job: JobRun<JobPayload<'agent.workflow-tick'>>,
) {
  const wall = Date.now();
  const next = (Math.floor(wall / WORKFLOW_TICK_EVERY_MS) + 1) * WORKFLOW_TICK_EVERY_MS;
  await enqueueJob(
    ctx,
    'agent.workflow-tick',
    {},
    { jobId: workflowTickId(next), delayMs: next - wall },
  );
  const round = await runWorkflowRound(ctx);
  if (round.queued || round.attempted) ctx.log.info(round, 'workflow deliveries');
}
