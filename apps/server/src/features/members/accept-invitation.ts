import type { Kysely, Transaction } from 'kysely';
import { sha256 } from '../../lib/ids';
import type { Database } from '../../ports/db/schema';

/**
 * Joins `userId` to the workspace of a pending invitation addressed to `email`.
 * Returns the workspace id, or null when the token is unknown, used, revoked or for another e-mail.
 */
export async function acceptMemberInvitation(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  email: string,
  inviteToken: string,
  now: number,
): Promise<string | null> {
  const invitation = await db
    .selectFrom('member_invitations')
    .selectAll()
    .where('token_hash', '=', sha256(inviteToken))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!invitation || invitation.email !== email.toLowerCase()) return null;
  await db
    .updateTable('member_invitations')
    .set({ accepted_at: now })
    .where('id', '=', invitation.id)
    .execute();
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

/** True when a pending invitation with this token exists for this e-mail. */
export async function isValidInviteToken(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
  inviteToken: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_invitations')
    .select('id')
    .where('token_hash', '=', sha256(inviteToken))
    .where('email', '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}
