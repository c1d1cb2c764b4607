import { Code, INVITATION_TTL_MS } from '@talkreel/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { sha256 } from '../../lib/ids';
import type { Database } from '../../ports/db/schema';

type Conn = Kysely<Database> | Transaction<Database>;

/** The invitation a token names, whatever its state; tokens are stored only as hashes. */
const findByToken = (db: Conn, inviteToken: string) =>
  db
    .selectFrom('member_invitations')
    .selectAll()
    .where('token_hash', '=', sha256(inviteToken))
    .executeTakeFirst();

/** True once an invitation is older than INVITATION_TTL_MS: its link no longer works. */
export const isExpiredInvitation = (createdAt: number, now: number) =>
  now - Number(createdAt) > INVITATION_TTL_MS;

/** The answer to a token whose invitation has expired: the owner has to invite again. */
export const invitationExpired = () =>
  new AppError(Code.INVALID_CODE, 'This invitation has expired; ask for a new one', {
    reason: 'invitation_expired',
  });

/**
 * Joins `userId` to the workspace of a pending invitation addressed to `email` and makes it
 * the user's current workspace. Returns the workspace id, or null when the token is unknown,
 * used, revoked, expired or for another e-mail. Login calls this with an invite_token too.
 */
export async function acceptMemberInvitation(
  db: Conn,
  userId: string,
  email: string,
  inviteToken: string,
  now: number,
): Promise<string | null> {
  const invitation = await findByToken(db, inviteToken);
  if (!invitation || invitation.email !== email.toLowerCase()) return null;
  if (isExpiredInvitation(invitation.created_at, now)) return null;
  // Conditional update: of two concurrent accepts only one finds the invitation still pending.
  const claimed = await db
    .updateTable('member_invitations')
    .set({ accepted_at: now })
    .where('id', '=', invitation.id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  await db
    .insertInto('workspace_members')
    .values({
      workspace_id: invitation.workspace_id,
      user_id: userId,
      role: 'member',
      joined_at: now,
    })
    .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
    .execute();
  await db
    .updateTable('users')
    .set({ latest_workspace_id: invitation.workspace_id })
    .where('id', '=', userId)
    .execute();
  return invitation.workspace_id;
}

/** True when a pending, unexpired invitation with this token exists for this e-mail. */
export async function isValidInviteToken(
  db: Conn,
  email: string,
  inviteToken: string,
  now: number,
): Promise<boolean> {
  const row = await findByToken(db, inviteToken);
  return Boolean(
    row &&
      row.email === email.toLowerCase() &&
      row.accepted_at === null &&
      row.revoked_at === null &&
      !isExpiredInvitation(row.created_at, now),
  );
}

/**
 * POST /users/accept-invitation: the signed-in user joins the inviting workspace. An unknown,
 * used or revoked token is 1004; an expired one 1007; one addressed to another e-mail 1003.
 */
export async function acceptInvitation(ctx: AppContext, user: AuthUser, inviteToken: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await findByToken(trx, inviteToken);
    if (!invitation || invitation.accepted_at !== null || invitation.revoked_at !== null) {
      throw notFound('This invitation does not exist or was already used');
    }
    if (invitation.email !== user.email.toLowerCase()) {
      throw forbidden('This invitation is for another e-mail address');
    }
    if (isExpiredInvitation(invitation.created_at, ctx.now())) throw invitationExpired();
    const workspaceId = await acceptMemberInvitation(
      trx,
      user.id,
      user.email,
      inviteToken,
      ctx.now(),
    );
    if (!workspaceId) throw notFound('This invitation does not exist or was already used');
    return { workspace_id: workspaceId };
  });
}
