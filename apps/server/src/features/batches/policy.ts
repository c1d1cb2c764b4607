import { BatchMessage } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { BatchesTable, BatchRowsTable } from '../../ports/db/schema';
import { authorizeWorkspace } from '../workspaces/policy';

export type BatchRow = Selectable<BatchesTable>;
export type BatchRowRow = Selectable<BatchRowsTable>;

/**
 * A batch belongs to its workspace, as its videos do: members read it and steer it (pause,
 * resume, cancel, retry), anyone else gets 1003 (1004 when there is no such batch).
 */
export async function authorizeBatch(
  ctx: AppContext,
  user: AuthUser,
  action: 'read' | 'write',
  id: string,
): Promise<BatchRow> {
  const batch = await ctx.db
    .selectFrom('batches')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!batch) throw notFound(BatchMessage.NOT_FOUND);
  await authorizeWorkspace(ctx, user, action, batch.workspace_id);
  return batch;
}

/** The batch's maker as the videos' maker (a job has no session of its own). */
export async function batchMaker(ctx: AppContext, batch: BatchRow): Promise<AuthUser> {
  const u = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'agent_admin', 'latest_workspace_id'])
    .where('id', '=', batch.user_id)
    .executeTakeFirstOrThrow();
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    agentAdmin: Boolean(u.agent_admin),
    latestWorkspaceId: u.latest_workspace_id,
    sessionId: `batch:${batch.id}`,
  };
}
