import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../ports/db/schema';
import type { AfterCommit } from '../tree/after-commit';
import { onWorkspaceDeleted } from './on-workspace-deleted';

/**
 * Inside a transaction: removes a workspace with its videos, folders, projects, memberships and
 * pending invitations. Returns the users who were members of it or had it as their current
 * workspace, who then need `fallBackCurrentWorkspace`.
 */
export async function dropWorkspace(
  ctx: AppContext,
  trx: Transaction<Database>,
  workspaceId: string,
  cleanUp: AfterCommit,
): Promise<Set<string>> {
  const members = await trx
    .selectFrom('workspace_members')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .execute();
  const current = await trx
    .selectFrom('users')
    .select('id')
    .where('latest_workspace_id', '=', workspaceId)
    .execute();
  await onWorkspaceDeleted({ ctx, trx, workspaceId, afterCommit: cleanUp.afterCommit });
  await trx.deleteFrom('projects').where('workspace_id', '=', workspaceId).execute();
  // After the projects: their delete trigger bumps this counter, which must not outlive them.
  await trx.deleteFrom('tree_versions').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('folders').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('member_invitations').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  return new Set([...members.map((m) => m.user_id), ...current.map((u) => u.id)]);
}
