import { MemberRole } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { invalidInput, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { lockOwnership } from './owner-lock';

/**
 * Makes an accepted member the owner and everyone else (the former owner included) a member,
 * in one transaction. Pending invitees cannot receive ownership.
 */
export async function transferOwnership(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
  newOwnerId: string,
): Promise<null> {
  if (newOwnerId === user.id) throw invalidInput('You are already the owner');
  await ctx.db.transaction().execute(async (trx) => {
    await lockOwnership(ctx, trx, workspaceId, user.id);
    const target = await trx
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', newOwnerId)
      .executeTakeFirst();
    if (!target) {
      const invitation = await trx
        .selectFrom('member_invitations')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', newOwnerId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (invitation) throw invalidInput('A pending invitee cannot become the owner');
      throw notFound('Member not found');
    }
    await trx
      .updateTable('workspace_members')
      .set({ role: MemberRole.MEMBER })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '!=', newOwnerId)
      .execute();
    await trx
      .updateTable('workspace_members')
      .set({ role: MemberRole.OWNER })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', newOwnerId)
      .execute();
  });
  return null;
}
