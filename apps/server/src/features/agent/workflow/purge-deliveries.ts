import {
  WORKFLOW_DELIVERY_KEEP_MS,
  WORKFLOW_DELIVERY_LIST_SIZE,
  WorkflowDeliveryStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../../app-context';

/**
 * The agents' workflow delivery records (features/agent/workflow) are kept WORKFLOW_DELIVERY_KEEP_MS
 * once finished, delivered or failed; those still being sent or retried stay whatever their age.
 * Each agent's last WORKFLOW_DELIVERY_LIST_SIZE stay too: they are the list its workflow screen
 * shows, which should not empty just because the agent delivered nothing for a month. A video is
 * never delivered twice without its record: daily windows only move forward, so a video older
 * than the keep time is never looked at again. Deliveries have no soft delete; those of deleted
 * videos are the record of what was sent and follow the same rule.
 */
export async function purgeOldDeliveries(
  ctx: AppContext,
): Promise<{ workflow_deliveries: number }> {
  const r = await ctx.db
    .deleteFrom('agent_workflow_deliveries')
    .where('status', 'in', [WorkflowDeliveryStatus.DELIVERED, WorkflowDeliveryStatus.FAILED])
    .where('created_at', '<', ctx.now() - WORKFLOW_DELIVERY_KEEP_MS)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('agent_workflow_deliveries as shown')
        .select('shown.id')
        .whereRef('shown.agent_id', '=', 'agent_workflow_deliveries.agent_id')
        .orderBy('shown.created_at', 'desc')
        .orderBy('shown.id', 'desc')
        .limit(WORKFLOW_DELIVERY_LIST_SIZE),
    )
    .executeTakeFirst();
  return { workflow_deliveries: Number(r.numDeletedRows) };
}
