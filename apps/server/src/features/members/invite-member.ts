import { Code, InviteStatus, type Language, Message } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { countAttempt } from '../../http/rate-limit';
import { newId, newToken, sha256 } from '../../lib/ids';
import { renderMail } from '../../mail/templates';

const emailExists = () => new AppError(Code.ALREADY_EXISTS, Message.EMAIL_EXISTS);

/** The link the web's start-up routing reads as an invitation (core.md §2). */
export const invitationLink = (publicUrl: string, token: string, email: string) =>
  `${publicUrl}/?${new URLSearchParams({ token, email })}`;

/**
 * Invites `email` to the workspace and mails the link, in the inviter's language. An address
 * that is already a member or has a pending invitation is refused with 1005. Only the token's
 * hash is stored; if the mail cannot be sent the invitation is withdrawn again.
 */
export async function inviteMember(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
  email: string,
  lang: Language,
) {
  // Each invitation sends an e-mail to an address of the caller's choosing: cap the pace.
  await countAttempt(ctx, `invite-member:${user.id}`);
  const token = newToken();
  const id = newId();
  const workspace = await ctx.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('workspace_members')
      .innerJoin('users', 'users.id', 'workspace_members.user_id')
      .select('users.id')
      .where('workspace_members.workspace_id', '=', workspaceId)
      .where('users.email', '=', email)
      .executeTakeFirst();
    const pending = await trx
      .selectFrom('member_invitations')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (member || pending) throw emailExists();
    try {
      await trx
        .insertInto('member_invitations')
        .values({
          id,
          workspace_id: workspaceId,
          email,
          token_hash: sha256(token),
          invited_by: user.id,
          created_at: ctx.now(),
          accepted_at: null,
          revoked_at: null,
        })
        .execute();
    } catch (err) {
      // The unique index on pending invitations caught a concurrent invite of the same address.
      ctx.log.debug({ err }, 'invitation insert refused');
      throw emailExists();
    }
    return trx
      .selectFrom('workspaces')
      .select('name')
      .where('id', '=', workspaceId)
      .executeTakeFirstOrThrow();
  });

  const link = invitationLink(ctx.config.publicUrl, token, email);
  try {
    await ctx.mailer.send(
      renderMail('memberInvitation', lang, email, {
        link,
        inviter: user.username,
        workspace: workspace.name,
      }),
    );
  } catch (err) {
    ctx.log.error({ err }, 'member invitation e-mail not sent');
    await ctx.db.deleteFrom('member_invitations').where('id', '=', id).execute();
    throw new AppError(Code.OPERATION_FAILED, 'The invitation e-mail could not be sent');
  }
  return { id, email, invite_status: InviteStatus.PENDING };
}
