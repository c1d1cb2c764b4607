import {
  type Page,
  type PublicListVideosQuery,
  type PublicVideo,
  VideoStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { reusableQuery } from '../../../../ports/db/reusable-query';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { authorizeWorkspace } from '../../../workspaces/policy';
import { decodeCursor, pageFrom, timeIdPosition } from '../../http/cursor';
import { PUBLIC_VIDEO_COLUMNS, toPublicVideos } from './video-resource';

type ListShape = {
  status: PublicListVideosQuery['status'] | null;
  project: boolean;
  createdAfter: boolean;
  createdBefore: boolean;
  cursor: boolean;
};
type ListValue =
  | 'workspaceId'
  | 'limit'
  | 'projectId'
  | 'createdAfter'
  | 'createdBefore'
  | 'cursorTime'
  | 'cursorId';

/**
 * The listing's SQL for one combination of filters (at most 80), built and compiled once per
 * database and run with the call's values: building it with Kysely on every call, and reading
 * every column of 100 rows, cost more than the rest of the call.
 */
function buildListQuery(shape: ListShape) {
  const names: ListValue[] = ['workspaceId', 'limit'];
  if (shape.project) names.push('projectId');
  if (shape.createdAfter) names.push('createdAfter');
  if (shape.createdBefore) names.push('createdBefore');
  if (shape.cursor) names.push('cursorTime', 'cursorId');
  return reusableQuery(names, (db, p) => {
    let select = db
      .selectFrom('videos')
      .select(PUBLIC_VIDEO_COLUMNS)
      .where('workspace_id', '=', p.workspaceId);
    switch (shape.status) {
      case 'queued':
      case 'rendering':
        select = select
          .where('video_status', '=', VideoStatus.IN_PROGRESS)
          .where('render_job', shape.status === 'queued' ? 'is' : 'is not', null);
        break;
      case 'done':
        select = select.where('video_status', '=', VideoStatus.FINISHED);
        break;
      case 'failed':
        select = select.where('video_status', '=', VideoStatus.FAILED);
        break;
    }
    if (shape.project) select = select.where('project_id', '=', p.projectId);
    if (shape.createdAfter) select = select.where('created_at', '>', p.createdAfter);
    if (shape.createdBefore) select = select.where('created_at', '<', p.createdBefore);
    if (shape.cursor) {
      select = select.where((eb) =>
        eb.or([
          eb('created_at', '<', p.cursorTime),
          eb.and([eb('created_at', '=', p.cursorTime), eb('id', '<', p.cursorId)]),
        ]),
      );
    }
    return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(p.limit);
  });
}

const listQueries = new Map<string, ReturnType<typeof buildListQuery>>();
function listQueryOf(shape: ListShape) {
  const name = JSON.stringify(shape);
  let q = listQueries.get(name);
  if (!q) {
    q = buildListQuery(shape);
    listQueries.set(name, q);
  }
  return q;
}

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
  const shape: ListShape = {
    status: query.status ?? null,
    project: Boolean(query.project_id),
    createdAfter: Boolean(query.created_after),
    createdBefore: Boolean(query.created_before),
    cursor: Boolean(after),
  };
  const rows = await listQueryOf(shape).all(ctx.db, {
    workspaceId: principal.workspaceId,
    limit: query.limit + 1,
    // Values the shape has no place for are not sent.
    projectId: query.project_id ?? null,
    createdAfter: query.created_after ? Date.parse(query.created_after) : null,
    createdBefore: query.created_before ? Date.parse(query.created_before) : null,
    cursorTime: after ? after[0] : null,
    cursorId: after ? after[1] : null,
  });
  const page = pageFrom(rows, query.limit, (v) => [Number(v.created_at), v.id]);
  return { data: await toPublicVideos(ctx, page.rows), next_cursor: page.next_cursor };
}
