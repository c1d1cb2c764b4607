import type { Page, PublicListProjectsQuery, PublicProject } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { authorizeWorkspace } from '../../../workspaces/policy';
import { decodeCursor, pageFrom, timeIdPosition } from '../../http/cursor';
import { toPublicProject } from './project-resource';

/** `GET /projects`: every project of the key's workspace, newest first, whatever its folder. */
export async function listPublicProjects(
  ctx: AppContext,
  principal: ApiPrincipal,
  query: PublicListProjectsQuery,
): Promise<Page<PublicProject>> {
  await authorizeWorkspace(ctx, principal.user, 'read', principal.workspaceId);
  const after = decodeCursor(timeIdPosition, query.cursor);
  let select = ctx.db
    .selectFrom('projects')
    .select(['id', 'name', 'folder_id', 'created_at'])
    .where('workspace_id', '=', principal.workspaceId);
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
  const page = pageFrom(rows, query.limit, (p) => [Number(p.created_at), p.id]);
  return { data: page.rows.map(toPublicProject), next_cursor: page.next_cursor };
}
