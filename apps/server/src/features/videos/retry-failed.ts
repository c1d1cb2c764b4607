import { VideoMessage, VideoStatus, type videoBatchReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { assertInProgressCaps, lockCapScopes } from './in-progress-caps';
import { authorizeVideo, type VideoRow } from './policy';
import { enqueueRender, markVideosFailed } from './render-queue';
import { toVideoItems } from './video-items';

/**
 * POST /video/retry-failed-video: puts failed videos back in progress and queues each again.
 * Every id is checked first (the caller's workspace, status 3), so a bad one changes nothing; so
 * are the caps of videos in progress of the videos' makers and workspaces (1011 past them).
 */
export async function retryFailedVideos(
  ctx: AppContext,
  user: AuthUser,
  input: { tasks: { failed_video_id: string }[] },
): Promise<z.input<typeof videoBatchReply>> {
  const ids = [...new Set(input.tasks.map((t) => t.failed_video_id))];
  const videos: VideoRow[] = [];
  for (const id of ids) {
    const video = await authorizeVideo(ctx, user, 'write', { id });
    if (video.video_status !== VideoStatus.FAILED)
      throw invalidInput(VideoMessage.ONLY_FAILED_RETRY);
    videos.push(video);
  }
  const now = ctx.now();
  const starting = videos.map((v) => ({ userId: v.user_id, workspaceId: v.workspace_id }));
  const retried: VideoRow[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    await lockCapScopes(trx, ctx.dbKind, starting);
    await assertInProgressCaps(trx, starting);
    for (const video of videos) {
      const next = {
        ...video,
        video_status: VideoStatus.IN_PROGRESS,
        error: null,
        retries: video.retries + 1,
        updated_at: now,
        queued_at: now,
        render_job: null,
      };
      // Only a video still failed is taken, so two clicks never queue it twice.
      const taken = await trx
        .updateTable('videos')
        .set({
          video_status: next.video_status,
          error: null,
          retries: next.retries,
          updated_at: now,
          queued_at: now,
          render_job: null,
        })
        .where('id', '=', video.id)
        .where('video_status', '=', VideoStatus.FAILED)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) > 0) retried.push(next);
    }
  });
  try {
    for (const video of retried) await enqueueRender(ctx, video);
  } catch (err) {
    await markVideosFailed(
      ctx,
      retried.map((v) => v.id),
      'Could not queue the video',
    );
    throw err;
  }
  const rows = await ctx.db.selectFrom('videos').selectAll().where('id', 'in', ids).execute();
  return { total: rows.length, videos: await toVideoItems(ctx, user.id, rows) };
}
