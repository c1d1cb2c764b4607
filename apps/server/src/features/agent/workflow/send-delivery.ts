import {
  WORKFLOW_MAX_ATTEMPTS,
  WORKFLOW_RETRY_BASE_MS,
  WorkflowDeliveryStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { retryDelayMs } from '../../../ports/queue/job-queue';
import { deliverBody } from './deliver-body';
import { DeliveryGoneError, videoDeliveryBody } from './delivery-body';
import type { WebhookOutcome } from './post-webhook';
import { workflowStateOf } from './workflow-state';

/** A due video delivery as the tick found it; the claim below checks it is still so. */
export interface DueDelivery {
  id: string;
  agent_id: string;
  video_id: string | null;
  status: string;
  attempts: number;
  next_attempt_at: number | null;
}

/** How long a claimed delivery stays ours: past the attempt's deadline, with a margin. */
export const claimMs = (ctx: Pick<AppContext, 'config'>) => ctx.config.webhookTimeoutMs + 60_000;

/**
 * Claims one due delivery and makes one attempt at it. The claim is a conditional update on the
 * row as it was read, so of several workers (API servers, `npm run worker`) only one sends it;
 * a claim whose sender died lapses and the delivery is tried again. Returns false when another
 * worker had it.
 */
export async function sendDelivery(ctx: AppContext, due: DueDelivery): Promise<boolean> {
  if (due.attempts >= WORKFLOW_MAX_ATTEMPTS) {
    // Its last try's sender died before recording the outcome: that try counts as failed.
    await ctx.db
      .updateTable('agent_workflow_deliveries')
      .set({ status: WorkflowDeliveryStatus.FAILED, next_attempt_at: null, updated_at: ctx.now() })
      .where('id', '=', due.id)
      .where('status', '=', due.status)
      .where('attempts', '=', due.attempts)
      .execute();
    return false;
  }
  const attempt = due.attempts + 1;
  const claimedAt = ctx.now();
  const claim = await ctx.db
    .updateTable('agent_workflow_deliveries')
    .set({
      status: WorkflowDeliveryStatus.SENDING,
      attempts: attempt,
      next_attempt_at: claimedAt + claimMs(ctx),
      updated_at: claimedAt,
    })
    .where('id', '=', due.id)
    .where('status', '=', due.status)
    .where('attempts', '=', due.attempts)
    .where('next_attempt_at', '<=', claimedAt)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return false;

  const outcome = await attemptDelivery(ctx, due);
  const now = ctx.now();
  const retry = outcome.retryable && attempt < WORKFLOW_MAX_ATTEMPTS;
  const status = outcome.ok
    ? WorkflowDeliveryStatus.DELIVERED
    : retry
      ? WorkflowDeliveryStatus.RETRYING
      : WorkflowDeliveryStatus.FAILED;
  await ctx.db
    .updateTable('agent_workflow_deliveries')
    .set({
      status,
      http_status: outcome.httpStatus,
      error: outcome.error,
      next_attempt_at: retry ? now + retryDelayMs(WORKFLOW_RETRY_BASE_MS, attempt) : null,
      delivered_at: outcome.ok ? now : null,
      updated_at: now,
    })
    .where('id', '=', due.id)
    // Fenced to our claim: a worker that took over a lapsed claim owns the row now.
    .where('attempts', '=', attempt)
    .where('status', '=', WorkflowDeliveryStatus.SENDING)
    .execute();
  ctx.log.info(
    {
      agent_id: due.agent_id,
      delivery_id: due.id,
      video_id: due.video_id,
      attempt,
      status,
      http_status: outcome.httpStatus,
      error: outcome.error,
    },
    'workflow delivery attempt',
  );
  return true;
}

async function attemptDelivery(ctx: AppContext, due: DueDelivery): Promise<WebhookOutcome> {
  const failed = (error: string): WebhookOutcome => ({
    ok: false,
    httpStatus: null,
    error,
    retryable: false,
  });
  // The address as the agent has it now: a fix between tries takes effect on the next one.
  const agent = await ctx.db
    .selectFrom('agents')
    .select('workflow_address')
    .where('id', '=', due.agent_id)
    .executeTakeFirst();
  if (!agent?.workflow_address) return failed('The agent has no workflow address');
  if (!due.video_id) return failed('The delivery has no video');
  try {
    const body = await videoDeliveryBody(ctx, { ...due, video_id: due.video_id });
    const { signing_secret } = await workflowStateOf(ctx, due.agent_id);
    return await deliverBody(
      ctx,
      { address: agent.workflow_address, secret: signing_secret },
      body,
    );
  } catch (err) {
    if (err instanceof DeliveryGoneError) return failed(err.message);
    ctx.log.error({ err, delivery_id: due.id }, 'workflow delivery could not be prepared');
    return {
      ok: false,
      httpStatus: null,
      error: 'Internal error preparing the delivery',
      retryable: true,
    };
  }
}
