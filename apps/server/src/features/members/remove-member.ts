import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { fallBackCurrentWorkspace } from '../workspaces/fall-back-workspace';
import { isOwnerRole } from '../workspaces/policy';
import { lockOwnership } from './owner-lock';

/**
 * Removes a member, or revokes a pending invitation when `memberId` is an invitation id.
 * Access ends with the membership row: every workspace call checks it. A removed member whose
 * current workspace this was falls back to their own.
 */
export async function removeMember(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
  memberId: string,
): Promise<null> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockOwnership(ctx, trx, workspaceId, user.id);
    const target = await trx
      .selectFrom('workspace_members')
      .select(['user_id', 'role'])
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', memberId)
      .executeTakeFirst();
    if (target) {
      if (isOwnerRole(target.role)) throw forbidden('The owner cannot be removed');
      await trx
        .deleteFrom('workspace_members')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', memberId)
        .execute();
      await fallBackCurrentWorkspace(trx, memberId, ctx.now());
      return;
    }
    const revoked = await trx
      .updateTable('member_invitations')
      .set({ revoked_at: ctx.now() })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', memberId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) !== 1) throw notFound('Member not found');
  });
  return null;
}
