import type { AppContext } from '../../app-context';
import { emitWebhookEvent } from '../webhooks/emit-event';
import { toPublicBatch } from './batch-item';

/**
 * Ends a running batch whose rows have all settled (status "done"), or records a cancelled
 * one's end, and sends `batch.completed` to the workspace's endpoints once: only the call that
 * changes the row sends it. A lost event is logged; the batch has ended either way.
 */
export async function finishBatch(
  ctx: AppContext,
  batchId: string,
  as: 'done' | 'cancelled' = 'done',
) {
  const now = ctx.now();
  const changed = await ctx.db
    .updateTable('batches')
    .set({ status: as, finished_at: now, updated_at: now })
    .where('id', '=', batchId)
    .where('status', 'in', as === 'done' ? ['running'] : ['running', 'paused'])
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return;
  const batch = await ctx.db
    .selectFrom('batches')
    .selectAll()
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  try {
    await emitWebhookEvent(ctx, batch.workspace_id, 'batch.completed', () =>
      toPublicBatch(ctx, batch),
    );
  } catch (err) {
    ctx.log.error({ err, batch_id: batchId }, 'webhook event not recorded');
  }
}
