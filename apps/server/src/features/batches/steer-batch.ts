import { BatchMessage } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { startFeeding } from './feed-batch';
import { finishBatch } from './finish-batch';
import { authorizeBatch, type BatchRow } from './policy';

/**
 * Pause: no more rows go in progress (those already in line finish). Resume: the feeder starts
 * again. Cancel: rows not yet in progress are cancelled; those in line finish, as a paid-for
 * render is worth keeping. Retry: failed rows wait again (their failed video is put back in line
 * when the row's turn comes, through the caps like any retry).
 */
export async function steerBatch(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  action: 'pause' | 'resume' | 'cancel' | 'retry',
): Promise<BatchRow> {
  const batch = await authorizeBatch(ctx, user, 'write', id);
  const now = ctx.now();
  const setStatus = async (from: string[], to: string, message: string) => {
    const r = await ctx.db
      .updateTable('batches')
      .set({ status: to, updated_at: now })
      .where('id', '=', batch.id)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw invalidInput(message);
  };
  if (action === 'pause') await setStatus(['running'], 'paused', BatchMessage.NOT_RUNNING);
  if (action === 'resume') {
    await setStatus(['paused'], 'running', BatchMessage.NOT_PAUSED);
    await startFeeding(ctx, batch.id);
  }
  if (action === 'cancel') {
    if (batch.status === 'done' || batch.status === 'cancelled')
      throw invalidInput(BatchMessage.FINISHED);
    await ctx.db
      .updateTable('batch_rows')
      .set({ status: 'cancelled', updated_at: now })
      .where('batch_id', '=', batch.id)
      .where('status', '=', 'pending')
      .execute();
    await finishBatch(ctx, batch.id, 'cancelled');
  }
  if (action === 'retry') {
    if (batch.status === 'cancelled') throw invalidInput(BatchMessage.FINISHED);
    const retried = await ctx.db
      .updateTable('batch_rows')
      .set({ status: 'pending', error: null, updated_at: now })
      .where('batch_id', '=', batch.id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(retried.numUpdatedRows) === 0) throw invalidInput(BatchMessage.NOTHING_TO_RETRY);
    // A finished batch runs again; a paused one stays paused until resumed.
    await ctx.db
      .updateTable('batches')
      .set({ status: 'running', finished_at: null, updated_at: now })
      .where('id', '=', batch.id)
      .where('status', '=', 'done')
      .execute();
    await startFeeding(ctx, batch.id);
  }
  return ctx.db
    .selectFrom('batches')
    .selectAll()
    .where('id', '=', batch.id)
    .executeTakeFirstOrThrow();
}
