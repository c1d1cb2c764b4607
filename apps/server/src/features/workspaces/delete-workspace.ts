import { Code } from '@talkreel/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { Database } from '../../ports/db/schema';
import { collectAfterCommit } from '../tree/after-commit';
import { createWorkspaceWithOwner } from './create-workspace';
import { defaultProductName } from './default-names';
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
    for (const userId of affected) await fallBack(trx, userId, ctx.now());
  });
  await cleanUp.run(ctx.log);
}

/** Points a user whose current workspace may be gone at their first remaining one. */
async function fallBack(trx: Transaction<Database>, userId: string, now: number) {
  const user = await trx
    .selectFrom('users')
    .select('latest_workspace_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const first = await trx
    .selectFrom('workspace_members')
    .select('workspace_id')
    .where('user_id', '=', userId)
    .orderBy('joined_at', 'asc')
    .orderBy('workspace_id', 'asc')
    .executeTakeFirst();
  if (!first) {
    // No language is stored per account; the first product of a new account is named the same way.
    await createWorkspaceWithOwner(trx, userId, defaultProductName.en, '', now);
    return;
  }
  const stillMember = await trx
    .selectFrom('workspace_members')
    .select('workspace_id')
    .where('user_id', '=', userId)
    .where('workspace_id', '=', user.latest_workspace_id ?? '')
    .executeTakeFirst();
  if (!stillMember) {
    await trx
      .updateTable('users')
      .set({ latest_workspace_id: first.workspace_id })
      .where('id', '=', userId)
      .execute();
  }
}
