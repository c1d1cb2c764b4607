import {
  AgentMessage,
  Code,
  type createAgentUserRequest,
  type Language,
  Message,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { countAttempt } from '../../http/rate-limit';
import { newId } from '../../lib/ids';
import { renderMail } from '../../mail/templates';
import { toAgentUserItem } from './agent-user-item';
import { authorizeAgent } from './policy';

/** Sub-users one agent may create per hour: each one sends an e-mail to an address of its choosing. */
export const AGENT_USERS_CREATED_PER_HOUR = 200;
const HOUR_MS = 3600_000;

const emailTaken = () =>
  new AppError(Code.ALREADY_EXISTS, Message.EMAIL_EXISTS, {
    fields: { email: AgentMessage.EMAIL_EXISTS },
  });

/**
 * POST /agent/user/create: a real Talkreel account belonging to the agent, not yet signed in
 * (appState 0), and an e-mail inviting them to sign in with that address; their first sign-in
 * activates the account without an invitation code. An address any account already uses is
 * 1005. If the e-mail cannot be sent, the account is removed again.
 */
export async function createAgentUser(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof createAgentUserRequest>,
  lang: Language,
) {
  const agent = await authorizeAgent(ctx, user, input.agent_id);
  const existing = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) throw emailTaken();
  await countAttempt(ctx, `agent-user-create:${agent.id}`, AGENT_USERS_CREATED_PER_HOUR, HOUR_MS);

  const row = {
    id: newId(),
    email: input.email,
    username: input.username,
    gender: input.gender,
    company: input.company,
    personal_title: input.personal_title,
    agent_id: agent.id,
    agent_disabled: 0,
    avatar_key: null,
    activated_at: null,
    agent_admin: 0,
    latest_workspace_id: null,
    google_sub: null,
    first_dh_created: 0,
    disabled: 0,
    created_at: ctx.now(),
  };
  await ctx.db
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const owner = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', row.email)
    .executeTakeFirst();
  // A concurrent sign-up or create of the same address won the insert.
  if (owner?.id !== row.id) throw emailTaken();

  try {
    await ctx.mailer.send(
      renderMail('agentInvitation', lang, row.email, {
        inviter: agent.name,
        link: `${ctx.config.publicUrl}/login/`,
      }),
    );
  } catch (err) {
    ctx.log.error({ err }, 'agent invitation e-mail not sent');
    await ctx.db.deleteFrom('users').where('id', '=', row.id).execute();
    throw new AppError(Code.OPERATION_FAILED, 'The invitation e-mail could not be sent');
  }
  return toAgentUserItem(row);
}
