import {
  Code,
  WORKFLOW_TEST_LIMIT,
  WORKFLOW_TEST_WINDOW_MS,
  WorkflowDeliveryKind,
  WorkflowDeliveryStatus,
  WorkflowMessage,
  type workflowTestDeliveryReply,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import { countAttempt } from '../../../http/rate-limit';
import { newId } from '../../../lib/ids';
import { authorizeAgent } from '../policy';
import { deliverBody } from './deliver-body';
import { sampleDeliveryBody } from './delivery-body';
import { toWorkflowDelivery } from './delivery-item';
import { claimMs } from './send-delivery';
import { workflowStateOf } from './workflow-state';

/**
 * POST /agent/workflow/test-delivery: signs and sends a sample delivery to the saved workflow
 * address while the caller waits (one try, bounded by the attempt deadline), records it with the
 * other deliveries and returns its outcome.
 */
export async function sendTestDelivery(
  ctx: AppContext,
  user: AuthUser,
  input: { agent_id: string },
): Promise<z.input<typeof workflowTestDeliveryReply>> {
  const agent = await authorizeAgent(ctx, user, input.agent_id);
  if (!agent.workflow_address) throw new AppError(Code.INVALID_INPUT, WorkflowMessage.NO_ADDRESS);
  // Each test makes an outbound request: capped per agent so the button is not a request cannon.
  await countAttempt(
    ctx,
    `workflow-test:${agent.id}`,
    WORKFLOW_TEST_LIMIT,
    WORKFLOW_TEST_WINDOW_MS,
  );
  const state = await workflowStateOf(ctx, agent.id);
  const id = newId();
  const startedAt = ctx.now();
  await ctx.db
    .insertInto('agent_workflow_deliveries')
    .values({
      id,
      agent_id: agent.id,
      kind: WorkflowDeliveryKind.TEST,
      video_id: null,
      status: WorkflowDeliveryStatus.SENDING,
      attempts: 1,
      http_status: null,
      error: null,
      // Past this the tick records it as interrupted (its process died mid-attempt).
      next_attempt_at: startedAt + claimMs(ctx),
      delivered_at: null,
      created_at: startedAt,
      updated_at: startedAt,
    })
    .execute();
  const outcome = await deliverBody(
    ctx,
    { address: agent.workflow_address, secret: state.signing_secret },
    sampleDeliveryBody(ctx, { id, agent_id: agent.id }),
  );
  const now = ctx.now();
  await ctx.db
    .updateTable('agent_workflow_deliveries')
    .set({
      status: outcome.ok ? WorkflowDeliveryStatus.DELIVERED : WorkflowDeliveryStatus.FAILED,
      http_status: outcome.httpStatus,
      error: outcome.error,
      delivered_at: outcome.ok ? now : null,
      next_attempt_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  ctx.log.info(
    {
      agent_id: agent.id,
      delivery_id: id,
      test: true,
      http_status: outcome.httpStatus,
      error: outcome.error,
    },
    'workflow delivery attempt',
  );
  const row = await ctx.db
    .selectFrom('agent_workflow_deliveries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { delivery: toWorkflowDelivery(row) };
}
