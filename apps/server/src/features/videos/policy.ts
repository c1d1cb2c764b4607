import { VideoMessage } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { VideosTable } from '../../ports/db/schema';
import { authorizeWorkspace } from '../workspaces/policy';

export type VideoRow = Selectable<VideosTable>;

/**
 * A video belongs to its project's workspace: members may read and change it, anyone else
 * gets 1003 (1004 when there is no such video).
 */
export async function authorizeVideo(
  ctx: AppContext,
  user: AuthUser,
  action: 'read' | 'write',
  by: { id: string } | { taskId: string },
): Promise<VideoRow> {
  const query = ctx.db.selectFrom('videos').selectAll();
  const video = await ('id' in by
    ? query.where('id', '=', by.id)
    : query.where('task_id', '=', by.taskId)
  ).executeTakeFirst();
  if (!video) throw notFound(VideoMessage.VIDEO_NOT_FOUND);
  await authorizeWorkspace(ctx, user, action, video.workspace_id);
  return video;
}
