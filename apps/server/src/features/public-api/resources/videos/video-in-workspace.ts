import { VideoMessage } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { notFound } from '../../../../http/app-error';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { authorizeVideo, type VideoRow } from '../../../videos/policy';

/**
 * A video of the key's workspace, through the web app's policy. Another workspace's video is
 * 404 even to a creator who belongs to both: a key acts in its one workspace.
 */
export async function videoInWorkspace(
  ctx: AppContext,
  principal: ApiPrincipal,
  action: 'read' | 'write',
  id: string,
): Promise<VideoRow> {
  const found = await ctx.db
    .selectFrom('videos')
    .select('workspace_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (found?.workspace_id !== principal.workspaceId) throw notFound(VideoMessage.VIDEO_NOT_FOUND);
  return authorizeVideo(ctx, principal.user, action, { id });
}
