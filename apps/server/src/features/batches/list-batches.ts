import type { BatchStatus } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { isoTime } from '../tree/paging';
import { authorizeWorkspace, currentWorkspaceId } from '../workspaces/policy';
import { countsOf, liveRows } from './batch-item';

/** The current workspace's latest batches (50), newest first, with their counts. */
export async function listBatches(ctx: AppContext, user: AuthUser) {
  const workspaceId = await currentWorkspaceId(ctx, user);
  await authorizeWorkspace(ctx, user, 'read', workspaceId);
  const batches = await ctx.db
    .selectFrom('batches')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return Promise.all(
    batches.map(async (b) => ({
      id: b.id,
      name: b.name,
      template_id: b.template_id,
      project_id: b.project_id,
      status: b.status as BatchStatus,
      counts: countsOf(await liveRows(ctx, b.id)),
      created_at: isoTime(b.created_at),
      finished_at: b.finished_at === null ? null : isoTime(b.finished_at),
    })),
  );
}
