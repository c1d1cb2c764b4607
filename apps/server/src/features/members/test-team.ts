import { expect } from 'vitest';
import { freshIp, lastLoginCode, signUp, uniqueEmail } from '../../test/factories';
import type { TestServer } from '../../test/test-server';

/** Test helpers for the members suite: teams built through the real HTTP calls. */

export interface Account {
  email: string;
  token: string;
  id: string;
  /** The workspace created at sign-up, which the account owns. */
  ownWorkspaceId: string;
}

export async function account(server: TestServer, email = uniqueEmail('m')): Promise<Account> {
  const { token } = await signUp(server, email);
  const p = await server.call<{ id: string; latest_modified_workspace: { id: string } }>(
    'GET',
    '/users/profile',
    undefined,
    { token },
  );
  return {
    email,
    token,
    id: p.body.data.id,
    ownWorkspaceId: p.body.data.latest_modified_workspace.id,
  };
}

/** Token and link of the newest invitation e-mail to `email`. */
export async function invitationMailTo(server: TestServer, email: string) {
  const mails = (await server.mailbox()).filter((m) => m.to.includes(email));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  const link = /(https?:\/\/\S+\/\?token=[^\s"&]+&email=[^\s"<]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  const url = new URL(link);
  return {
    mail,
    link,
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email'),
  };
}

export async function invite(server: TestServer, owner: Account, email: string, lang?: string) {
  const r = await server.call<{ id: string; email: string; invite_status: string }>(
    'POST',
    '/users/invite-member',
    { email },
    { token: owner.token, lang },
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return { invitationId: r.body.data.id, ...(await invitationMailTo(server, email)) };
}

/** An owner with one accepted member in the owner's workspace (the member's current one). */
export async function team(server: TestServer) {
  const owner = await account(server, uniqueEmail('owner'));
  const member = await account(server, uniqueEmail('member'));
  const { token } = await invite(server, owner, member.email);
  const r = await server.call(
    'POST',
    '/users/accept-invitation',
    { invite_token: token },
    {
      token: member.token,
    },
  );
  expect(r.body.code).toBe(200);
  return { owner, member, workspaceId: owner.ownWorkspaceId };
}

/** Signs in a brand-new address with an invitation token instead of an invitation code. */
export async function signUpWithInviteToken(
  server: TestServer,
  email: string,
  inviteToken: string,
) {
  const ip = freshIp();
  const s = await server.call<{ email_session_id: string }>(
    'POST',
    '/prelogin/get_email_login_session',
    { email },
    { ip },
  );
  const sessionId = s.body.data.email_session_id;
  await server.call(
    'POST',
    '/prelogin/send_email_verify_code',
    { email_session_id: sessionId },
    { ip },
  );
  const code = await lastLoginCode(server, email);
  return server.call<{ token: string }>(
    'POST',
    '/login',
    {
      name: email.split('@')[0],
      email,
      login_method: 2,
      email_session_id: sessionId,
      email_verification: code,
      invite_token: inviteToken,
    },
    { ip },
  );
}

/** Every row a members call could touch, plus the mail count, to prove a refusal changed nothing. */
export async function snapshot(server: TestServer) {
  const db = server.ctx.db;
  return {
    members: await db
      .selectFrom('workspace_members')
      .selectAll()
      .orderBy('workspace_id')
      .orderBy('user_id')
      .execute(),
    invitations: await db.selectFrom('member_invitations').selectAll().orderBy('id').execute(),
    users: await db
      .selectFrom('users')
      .select(['id', 'latest_workspace_id', 'username'])
      .orderBy('id')
      .execute(),
    mails: (await server.mailbox()).length,
  };
}

export interface MemberRow {
  id: string;
  username: string;
  email: string;
  role: string;
  avatar: string | null;
  status: string | null;
  invite_status: string | null;
  created_at: string;
  workspace_id: string;
}

export async function members(server: TestServer, who: Account) {
  const r = await server.call<MemberRow[]>('GET', '/users/members', undefined, {
    token: who.token,
  });
  expect(r.body.code).toBe(200);
  return r.body.data;
}
