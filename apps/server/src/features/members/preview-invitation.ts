import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { countAttempt } from '../../http/rate-limit';
import { sha256 } from '../../lib/ids';
import { mailSafeName } from '../../mail/mail-safe-name';
import { isExpiredInvitation } from './accept-invitation';

/** One answer for unknown, used, revoked and expired tokens, so none can be told apart. */
const NO_INVITATION = 'This invitation does not exist or has expired';

/**
 * POST /users/invitation-preview: for the holder of a live invitation link, the invited
 * address and who invites them to which product, so the login page can say so. Anonymous,
 * so capped per client address like the other sign-in calls. Names are shown defused, as
 * in the invitation e-mail.
 */
export async function previewInvitation(ctx: AppContext, inviteToken: string, ip: string) {
  await countAttempt(ctx, `invitation-preview:ip:${ip}`);
  const row = await ctx.db
    .selectFrom('member_invitations as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .innerJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'i.email',
      'i.created_at',
      'i.accepted_at',
      'i.revoked_at',
      'w.name as workspace_name',
      'u.username as inviter_name',
    ])
    .where('i.token_hash', '=', sha256(inviteToken))
    .executeTakeFirst();
  if (
    !row ||
    row.accepted_at !== null ||
    row.revoked_at !== null ||
    isExpiredInvitation(row.created_at, ctx.now())
  ) {
    throw notFound(NO_INVITATION);
  }
  return {
    email: row.email,
    inviter_name: mailSafeName(row.inviter_name),
    workspace_name: mailSafeName(row.workspace_name),
  };
}
