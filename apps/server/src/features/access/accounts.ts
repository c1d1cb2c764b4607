import { Code, type Language, Message } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { newId } from '../../lib/ids';
import type { UsersTable } from '../../ports/db/schema';
import { acceptMemberInvitation, isValidInviteToken } from '../members/accept-invitation';
import { createWorkspaceWithOwner } from '../workspaces/create-workspace';
import { defaultProductName } from '../workspaces/default-names';
import { consumeInvitationCode } from './invitation-codes';

/** First sign-in creates the account, named after the e-mail's local part unless a name is given. */
export async function findOrCreateUser(
  ctx: AppContext,
  email: string,
  name: string,
  _lang: Language,
  extra: { googleSub?: string } = {},
): Promise<UsersTable> {
  const existing = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) return existing;
  const row: UsersTable = {
    id: newId(),
    email,
    username: (name || email.split('@')[0]).slice(0, 100),
    avatar_key: null,
    activated_at: null,
    agent_admin: 0,
    latest_workspace_id: null,
    google_sub: extra.googleSub ?? null,
    first_dh_created: 0,
    disabled: 0,
    created_at: ctx.now(),
    agent_id: null,
    agent_disabled: 0,
    gender: null,
    company: null,
    personal_title: null,
    // Parts nobody entered: the username's split stands in (features/account/name-parts.ts).
    first_name: null,
    last_name: null,
  };
  await ctx.db
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  // A concurrent first login may have won the insert; read back whichever row exists.
  return ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

interface ActivationInput {
  activationCode: string;
  inviteToken: string;
  lang: Language;
  sessionId: string;
}

/**
 * Makes sure the account is activated, by an invitation code, a member invitation token or
 * (for an agent's sub-user) the agent's invitation.
 * Already-active accounts only accept a given invite token. Nothing changes on refusal.
 */
export async function activateAccount(ctx: AppContext, user: UsersTable, input: ActivationInput) {
  const now = ctx.now();
  if (user.activated_at !== null) {
    if (input.inviteToken)
      await acceptMemberInvitation(ctx.db, user.id, user.email, input.inviteToken, now);
    return;
  }
  const viaToken = input.inviteToken
    ? await isValidInviteToken(ctx.db, user.email, input.inviteToken, now)
    : false;
  // An agent's sub-user was invited by the agent that created the account: no code needed.
  const viaAgent = user.agent_id !== null;
  if (!input.activationCode && !viaToken && !viaAgent) {
    throw new AppError(Code.SIGN_IN_FAILED, Message.ACTIVATION_CODE_NEED, {
      email: user.email,
      session_id: input.sessionId,
    });
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (input.activationCode && !viaToken && !viaAgent) {
      const ok = await consumeInvitationCode(trx, input.activationCode, user.id, now);
      if (!ok) throw new AppError(Code.INVALID_CODE, Message.INVALID_ACTIVATION_CODE);
    }
    await trx.updateTable('users').set({ activated_at: now }).where('id', '=', user.id).execute();
    await createWorkspaceWithOwner(trx, user.id, defaultProductName[input.lang], '', now);
    if (viaToken) await acceptMemberInvitation(trx, user.id, user.email, input.inviteToken, now);
  });
}
