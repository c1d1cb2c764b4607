import { CloneStatus } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { emitVoiceEvent } from '../../webhooks/resource-events';
import type { MadeVoice } from './clone-job';
import type { CloneTaskRow } from './clone-policy';

type Outcome =
  | { status: typeof CloneStatus.SUCCESS; voice: MadeVoice }
  | { status: typeof CloneStatus.FAILED | typeof CloneStatus.TIMEOUT; error: string };

/**
 * Ends a clone task once: only a task still processing changes, so a late success cannot undo a
 * reported timeout. A failed or timed-out voice is deleted (its name is free again); the task
 * keeps the reason.
 */
export async function finishCloneTask(
  ctx: AppContext,
  task: CloneTaskRow,
  outcome: Outcome,
): Promise<boolean> {
  const now = ctx.now();
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('clone_tasks')
      .set({
        status: outcome.status,
        error: outcome.status === CloneStatus.SUCCESS ? null : outcome.error,
        updated_at: now,
      })
      .where('id', '=', task.id)
      .where('status', '=', CloneStatus.PROCESSING)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('voices')
      .set(
        outcome.status === CloneStatus.SUCCESS
          ? { ...outcome.voice, process_status: CloneStatus.SUCCESS, updated_at: now }
          : { process_status: outcome.status, deleted_at: now, updated_at: now },
      )
      .where('id', '=', task.voice_id)
      .execute();
    return true;
  });
  if (ended) await emitVoiceEvent(ctx, task.voice_id);
  return ended;
}
