import { VideoStatus } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { enqueueJob } from '../../jobs/enqueue-job';
import { emitVideoEvents } from '../webhooks/resource-events';

/** Queues a video's render; each retry gets its own job id, so a finished try never blocks it. */
export function enqueueRender(ctx: AppContext, video: { id: string; retries: number }) {
  return enqueueJob(
    ctx,
    'video.render',
    { video_id: video.id },
    { jobId: `video.render@${video.id}.${video.retries}` },
  );
}

/** Marks in-progress videos failed (status 3) with the reason shown to the user. */
export async function markVideosFailed(ctx: AppContext, ids: string[], reason: string) {
  if (!ids.length) return;
  const failed = await ctx.db
    .updateTable('videos')
    .set({ video_status: VideoStatus.FAILED, error: reason, updated_at: ctx.now() })
    .where('id', 'in', ids)
    .where('video_status', '=', VideoStatus.IN_PROGRESS)
    .returning('id')
    .execute();
  await emitVideoEvents(
    ctx,
    failed.map((v) => v.id),
  );
}
