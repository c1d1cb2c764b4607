import { expect } from 'vitest';
import { freshIp, lastLoginCode, uniqueEmail } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { type Account, account } from '../members/test-team';
import { createAgent } from './create-agent';

/** Test helpers for the agent suites: agents, their admins and sub-users, built for real. */

export interface AgentAdmin extends Account {
  agentId: string;
}

/** A fresh account made admin of a fresh agent (as the operator's CLI does). */
export async function agentAdmin(server: TestServer, name = 'Acme'): Promise<AgentAdmin> {
  const a = await account(server, uniqueEmail('admin'));
  const agentId = await createAgent(server.ctx, { name, adminEmail: a.email });
  return { ...a, agentId };
}

export interface SubUserFields {
  username: string;
  gender: 'male' | 'female';
  email: string;
  company: string;
  personal_title: string;
}

export const subUserFields = (over: Partial<SubUserFields> = {}): SubUserFields => ({
  username: 'Jo Doe',
  gender: 'female',
  email: uniqueEmail('sub'),
  company: 'Doe Ltd',
  personal_title: 'Producer',
  ...over,
});

export interface SubUser {
  id: string;
  email: string;
  username: string;
}

/** A sub-user created through POST /agent/user/create. */
export async function subUser(
  server: TestServer,
  admin: AgentAdmin,
  over: Partial<SubUserFields> = {},
): Promise<SubUser> {
  const fields = subUserFields(over);
  const r = await server.call<{ id: string; email: string; username: string }>(
    'POST',
    '/agent/user/create',
    { agent_id: admin.agentId, ...fields },
    { token: admin.token },
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return { id: r.body.data.id, email: r.body.data.email, username: r.body.data.username };
}

/** Signs in by e-mail code, with no invitation code (as an invited sub-user does). */
export async function signIn(server: TestServer, email: string) {
  const opts = { ip: freshIp() };
  const s = await server.call<{ email_session_id: string }>(
    'POST',
    '/prelogin/get_email_login_session',
    { email },
    opts,
  );
  const sessionId = s.body.data.email_session_id;
  await server.call(
    'POST',
    '/prelogin/send_email_verify_code',
    { email_session_id: sessionId },
    opts,
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
    },
    opts,
  );
}

/** A sub-user who has signed in: their token. */
export async function signedInSubUser(server: TestServer, admin: AgentAdmin) {
  const sub = await subUser(server, admin);
  const login = await signIn(server, sub.email);
  expect(login.body.code, JSON.stringify(login.body)).toBe(200);
  return { ...sub, token: login.body.data.token };
}

/** Every row the agent calls could touch, to show a refused call changed nothing. */
export async function agentSnapshot(server: TestServer) {
  const db = server.ctx.db;
  return {
    agents: await db.selectFrom('agents').selectAll().orderBy('id').execute(),
    admins: await db
      .selectFrom('agent_admins')
      .selectAll()
      .orderBy('agent_id')
      .orderBy('user_id')
      .execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
    actors: await db
      .selectFrom('actors')
      .select(['id', 'name', 'default_voice_id'])
      .orderBy('id')
      .execute(),
    voices: await db.selectFrom('voices').select(['id', 'name']).orderBy('id').execute(),
    workspaces: await db.selectFrom('workspaces').select('id').orderBy('id').execute(),
    mails: (await server.mailbox()).length,
  };
}
