import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import type { Database } from '../../ports/db/schema';
import { recordLatestVideoImage } from '../tree/latest-video-image';
import { authorizeVideo } from './policy';
import { videoPrefix } from './video-keys';

/** POST /video/delete: removes a video and its stored files. */
export async function deleteVideo(ctx: AppContext, user: AuthUser, input: { id: string }) {
  const video = await authorizeVideo(ctx, user, 'write', { id: input.id });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('videos').where('id', '=', video.id).execute();
    if (video.poster_key) await replaceProjectImage(trx, video.project_id, video.poster_key);
  });
  // The row is gone either way; a failed clean-up only leaves files behind, so it is logged.
  try {
    await ctx.storage.deletePrefix(videoPrefix(video));
  } catch (err) {
    ctx.log.error({ err, videoId: video.id }, 'deleting video files failed');
  }
}

/**
 * A project whose thumbnail was the deleted video's poster shows its newest remaining
 * finished video instead, or none.
 */
async function replaceProjectImage(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
  removedPosterKey: string,
) {
  const project = await db
    .selectFrom('projects')
    .select('latest_video_image_key')
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (project?.latest_video_image_key !== removedPosterKey) return;
  const newest = await db
    .selectFrom('videos')
    .select(['poster_key', 'finished_at'])
    .where('project_id', '=', projectId)
    .where('poster_key', 'is not', null)
    .orderBy('finished_at', 'desc')
    .executeTakeFirst();
  if (newest?.poster_key && newest.finished_at !== null) {
    await recordLatestVideoImage(db, projectId, newest.poster_key, Number(newest.finished_at));
  } else {
    await db
      .updateTable('projects')
      .set({ latest_video_image_key: null, latest_video_at: null })
      .where('id', '=', projectId)
      .execute();
  }
}
