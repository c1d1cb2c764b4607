import { Code } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { collectAfterCommit } from '../tree/after-commit';
import { fallBackCurrentWorkspace } from './fall-back-workspace';
import { onWorkspaceDeleted } from './on-workspace-deleted';
import { authorizeWorkspace } from './policy';

/**
 * Deletes a workspace with its folders, projects, memberships and pending invitations. Only an
 * owner may, and never their last workspace. Users whose current workspace it was fall back to
 * the first one they joined; a member left with none gets a fresh one, since every account
 * must keep a workspace.
 */
export async function deleteWorkspace(ctx: AppContext, user: AuthUser, input: { id: string }) {
  await authorizeWorkspace(ctx, user, 'manage', input.id);
  const others = await ctx.db
    .selectFrom('workspace_members')
    .select('workspace_id')
    .where('user_id', '=', user.id)
    .where('workspace_id', '!=', input.id)
    .executeTakeFirst();
  if (!others) {
    throw new AppError(Code.OPERATION_FAILED, 'Your last product cannot be deleted');
  }

  const cleanUp = collectAfterCommit();
  await ctx.db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', input.id)
      .execute();
    const current = await trx
      .selectFrom('users')
      .select('id')
      .where('latest_workspace_id', '=', input.id)
      .execute();
    await onWorkspaceDeleted({ ctx, trx, workspaceId: input.id, afterCommit: cleanUp.afterCommit });
    await trx.deleteFrom('projects').where('workspace_id', '=', input.id).execute();
    await trx.deleteFrom('folders').where('workspace_id', '=', input.id).execute();
    await trx.deleteFrom('member_invitations').where('workspace_id', '=', input.id).execute();
    await trx.deleteFrom('workspace_members').where('workspace_id', '=', input.id).execute();
    await trx.deleteFrom('workspaces').where('id', '=', input.id).execute();
    const affected = new Set([...members.map((m) => m.user_id), ...current.map((u) => u.id)]);
    for (const userId of affected) await fallBackCurrentWorkspace(trx, userId, ctx.now());
  });
  await cleanUp.run(ctx.log);
}
