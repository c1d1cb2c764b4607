import {
  type Page,
  type PublicListVideosQuery,
  type PublicVideo,
  VideoStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { authorizeWorkspace } from '../../../workspaces/policy';
import { decodeCursor, pageFrom, timeIdPosition } from '../../http/cursor';
import { toPublicVideos } from './video-resource';

/**
 * `GET /videos`: the workspace's videos, newest first, by status, project and a creation time
 * range (both ends exclusive), paged by the last one's (created_at, id).
 */
export async function listPublicVideos(
  ctx: AppContext,
  principal: ApiPrincipal,
  query: PublicListVideosQuery,
): Promise<Page<PublicVideo>> {
  await authorizeWorkspace(ctx, principal.user, 'read', principal.workspaceId);
  const after = decodeCursor(timeIdPosition, query.cursor);
  let select = ctx.db
    .selectFrom('videos')
    .selectAll()
    .where('workspace_id', '=', principal.workspaceId);
  switch (query.status) {
    case 'queued':
    case 'rendering':
      select = select
        .where('video_status', '=', VideoStatus.IN_PROGRESS)
        .where('render_job', query.status === 'queued' ? 'is' : 'is not', null);
      break;
    case 'done':
      select = select.where('video_status', '=', VideoStatus.FINISHED);
      break;
    case 'failed':
      select = select.where('video_status', '=', VideoStatus.FAILED);
      break;
  }
  if (query.project_id) select = select.where('project_id', '=', query.project_id);
  if (query.created_after) {
    select = select.where('created_at', '>', Date.parse(query.created_after));
  }
  if (query.created_before) {
    select = select.where('created_at', '<', Date.parse(query.created_before));
  }
  if (after) {
    const [time, id] = after;
    select = select.where((eb) =>
      eb.or([
        eb('created_at', '<', time),
        eb.and([eb('created_at', '=', time), eb('id', '<', id)]),
      ]),
    );
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = pageFrom(rows, query.limit, (v) => [Number(v.created_at), v.id]);
  return { data: await toPublicVideos(ctx, page.rows), next_cursor: page.next_cursor };
}
