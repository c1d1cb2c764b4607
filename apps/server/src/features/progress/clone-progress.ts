import { CloneStatus, type WorkProgress } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { lineProgress } from './queued-work';
import { measuredSpeed, WorkKind } from './work-timings';

/** The progress of a voice clone task still processing (issue 24), in the clones' line. */
export async function cloneProgress(
  ctx: Pick<AppContext, 'db' | 'now'>,
  task: { id: string; status: number },
): Promise<WorkProgress | null> {
  if (Number(task.status) !== CloneStatus.PROCESSING) return null;
  const [speed, line] = await Promise.all([
    measuredSpeed(ctx.db, WorkKind.CLONE),
    ctx.db
      .selectFrom('clone_tasks')
      .select(['id', 'started_at', 'created_at'])
      .where('status', '=', CloneStatus.PROCESSING)
      .execute(),
  ]);
  const progress = lineProgress(
    line.map((t) => ({
      id: t.id,
      startedAt: t.started_at === null ? null : Number(t.started_at),
      queuedAt: Number(t.created_at),
      expectedMs: speed?.msPerRun,
    })),
    [task.id],
    ctx.now(),
  );
  return progress.get(task.id) ?? null;
}
