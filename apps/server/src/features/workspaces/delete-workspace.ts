import { Code } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { collectAfterCommit } from '../tree/after-commit';
import { dropWorkspace } from './drop-workspace';
import { fallBackCurrentWorkspace } from './fall-back-workspace';
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
    const affected = await dropWorkspace(ctx, trx, input.id, cleanUp);
    for (const userId of affected) await fallBackCurrentWorkspace(trx, userId, ctx.now());
  });
  await cleanUp.run(ctx.log);
}
