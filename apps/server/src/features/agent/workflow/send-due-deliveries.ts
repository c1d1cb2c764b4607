import { WorkflowDeliveryKind, WorkflowDeliveryStatus } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { sendDelivery } from './send-delivery';

/** Deliveries one tick takes on; the rest wait for the next tick, a minute on. */
const BATCH = 20;
/** Attempts in flight at once in one process: a slow receiver holds up no more than this. */
const PARALLEL = 4;

/**
 * Makes one attempt at each video delivery that is due: new, waiting to retry, or claimed by a
 * sender that died. Returns how many attempts this process made.
 */
export async function sendDueDeliveries(ctx: AppContext): Promise<number> {
  await failInterruptedTests(ctx);
  const due = await ctx.db
    .selectFrom('agent_workflow_deliveries')
    .select(['id', 'agent_id', 'video_id', 'status', 'attempts', 'next_attempt_at'])
    .where('kind', '=', WorkflowDeliveryKind.VIDEO)
    .where('status', 'in', [
      WorkflowDeliveryStatus.PENDING,
      WorkflowDeliveryStatus.RETRYING,
      WorkflowDeliveryStatus.SENDING,
    ])
    .where('next_attempt_at', '<=', ctx.now())
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  const queue = [...due];
  const lanes = Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      if (await sendDelivery(ctx, { ...next, attempts: Number(next.attempts) })) sent++;
  });
  await Promise.all(lanes);
  return sent;
}

/** A test delivery whose process stopped while the caller waited: recorded as failed, not resent. */
async function failInterruptedTests(ctx: AppContext) {
  await ctx.db
    .updateTable('agent_workflow_deliveries')
    .set({
      status: WorkflowDeliveryStatus.FAILED,
      error: 'Interrupted: the server stopped during the attempt',
      next_attempt_at: null,
      updated_at: ctx.now(),
    })
    .where('kind', '=', WorkflowDeliveryKind.TEST)
    .where('status', '=', WorkflowDeliveryStatus.SENDING)
    .where('next_attempt_at', '<=', ctx.now())
    .execute();
}
