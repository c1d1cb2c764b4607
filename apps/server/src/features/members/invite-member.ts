import {
  Code,
  INVITATIONS_PER_USER_PER_DAY,
  INVITATIONS_PER_WORKSPACE_PER_DAY,
  InviteStatus,
  type Language,
  Message,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { countAttempt } from '../../http/rate-limit';
import { newId, newToken, sha256 } from '../../lib/ids';
import { renderMail } from '../../mail/templates';
import { isExpiredInvitation } from './accept-invitation';

const emailExists = () => new AppError(Code.ALREADY_EXISTS, Message.EMAIL_EXISTS);
/** Inviting oneself: the inviter is a member by definition; say so rather than "already exists". */
const alreadyMember = () => new AppError(Code.ALREADY_EXISTS, Message.ALREADY_MEMBER);

const DAY_MS = 24 * 3600_000;

/** Counts one invitation against a daily cap; 1011 saying which once it is used up. */
async function countDailyInvitation(
  ctx: AppContext,
  key: string,
  limit: number,
  message: string,
  reason: string,
) {
  try {
    await countAttempt(ctx, key, limit, DAY_MS);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== Code.SLOW_DOWN) throw err;
    throw new AppError(Code.SLOW_DOWN, message, { reason, limit });
  }
}

/** The link the web's start-up routing reads as an invitation (core.md §2). */
export const invitationLink = (publicUrl: string, token: string, email: string) =>
  `${publicUrl}/?${new URLSearchParams({ token, email })}`;

/**
 * Invites `email` to the workspace and mails the link, in the inviter's language. An address
 * that is already a member or has a pending invitation is refused with 1005 (the inviter's
 * own address with its own message). Only the token's
 * hash is stored; if the mail cannot be sent the invitation is withdrawn again.
 */
export async function inviteMember(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
  email: string,
  lang: Language,
) {
  if (email.toLowerCase() === user.email.toLowerCase()) throw alreadyMember();
  // Each invitation sends an e-mail to an address of the caller's choosing: cap the pace,
  // and the total a workspace sends a day, whoever its owner is by then.
  await countAttempt(ctx, `invite-member:${user.id}`);
  await countDailyInvitation(
    ctx,
    `invite-member-day:${workspaceId}`,
    INVITATIONS_PER_WORKSPACE_PER_DAY,
    `This product has sent ${INVITATIONS_PER_WORKSPACE_PER_DAY} invitations today, please try again tomorrow`,
    'daily_invitation_cap',
  );
  await countDailyInvitation(
    ctx,
    `invite-member-user-day:${user.id}`,
    INVITATIONS_PER_USER_PER_DAY,
    `You have sent ${INVITATIONS_PER_USER_PER_DAY} invitations today, please try again tomorrow`,
    'daily_user_invitation_cap',
  );
  const token = newToken();
  const id = newId();
  const now = ctx.now();
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
      .select(['id', 'created_at'])
      .where('workspace_id', '=', workspaceId)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (member || (pending && !isExpiredInvitation(pending.created_at, now))) throw emailExists();
    if (pending) {
      // An expired invitation gives way to the new one (one pending row per address).
      await trx
        .updateTable('member_invitations')
        .set({ revoked_at: now })
        .where('id', '=', pending.id)
        .execute();
    }
    try {
      await trx
        .insertInto('member_invitations')
        .values({
          id,
          workspace_id: workspaceId,
          email,
          token_hash: sha256(token),
          invited_by: user.id,
          created_at: now,
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
