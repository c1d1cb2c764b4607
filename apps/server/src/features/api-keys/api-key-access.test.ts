import { type ApiKeyItem, Code, PROBLEM_CONTENT_TYPE } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicCall } from '../../test/api-key-factory';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { type AgentAdmin, agentAdmin, type SubUser, signedInSubUser } from '../agent/test-agent';
import { type Account, account, team } from '../members/test-team';
import { apiRoute } from '../public-api/http/api-route';
import { projectApiRoutes } from '../public-api/resources/projects/routes';
import { agentKeyPublicRoutes } from './public-routes';

/**
 * Keys made in Settings → API keys, used on the public API (issue 25): they stop at once when
 * revoked, expired, their creator left or is disabled, or their workspace is gone; an agent key
 * acts for its own sub-users only.
 */
const whoAmI = apiRoute({
  method: 'GET',
  url: '/test/whoami',
  operationId: 'whoAmI',
  summary: 'Who the key acts as',
  tag: 'Test',
  scope: 'read',
  reply: z.object({
    user_id: z.string(),
    workspace_id: z.string(),
    on_behalf_of: z.string().nullable(),
  }),
  handler: async ({ principal }) => ({
    user_id: principal.user.id,
    workspace_id: principal.workspaceId,
    on_behalf_of: principal.onBehalfOf,
  }),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { workers: 'external' },
    { publicRoutes: [whoAmI, ...agentKeyPublicRoutes, ...projectApiRoutes] },
  );
}, testTime(60_000));
afterAll(() => server.close());

/** A key made through the web app's signed call; its secret. */
async function makeKey(
  who: { token: string },
  workspaceId: string,
  body: Record<string, unknown> = {},
): Promise<{ key: ApiKeyItem; secret: string }> {
  const r = await server.call<{ key: ApiKeyItem; secret: string }>(
    'POST',
    '/api-keys/create',
    { workspace_id: workspaceId, name: 'Integration', scope: 'write', ...body },
    { token: who.token },
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

type WhoAmI = { user_id: string; workspace_id: string; on_behalf_of: string | null };
const whoami = (secret: string, onBehalfOf?: string) =>
  publicCall<WhoAmI & { code: number; status: number }>(server, 'GET', '/test/whoami', {
    key: secret,
    onBehalfOf,
  });

/** A 401 problem+json with the catalogue's 1002. */
async function expectRefused(secret: string) {
  const r = await whoami(secret);
  expect(r.status).toBe(401);
  expect(r.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
  expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
}

describe('a key made in the settings', () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await account(server);
  }, testTime(60_000));

  it('acts as its creator in its workspace, and the list shows when and from where', async () => {
    const { key, secret } = await makeKey(owner, owner.ownWorkspaceId);
    const r = await whoami(secret);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      user_id: owner.id,
      workspace_id: owner.ownWorkspaceId,
      on_behalf_of: null,
    });
    const list = await server.call<{ list: ApiKeyItem[] }>(
      'POST',
      '/api-keys/list',
      { workspace_id: owner.ownWorkspaceId },
      { token: owner.token },
    );
    const listed = list.body.data.list.find((k) => k.id === key.id);
    expect(listed?.last_used_at).toBeGreaterThanOrEqual(key.created_at);
    expect(listed?.last_used_ip).toBe('127.0.0.1');
  });

  it('is refused (401) on its next call once revoked', async () => {
    const { key, secret } = await makeKey(owner, owner.ownWorkspaceId);
    expect((await whoami(secret)).status).toBe(200);
    const r = await server.call(
      'POST',
      '/api-keys/revoke',
      { workspace_id: owner.ownWorkspaceId, id: key.id },
      { token: owner.token },
    );
    expect(r.body.code).toBe(200);
    await expectRefused(secret);
  });

  it('is refused (401) once it has expired', async () => {
    const { secret } = await makeKey(owner, owner.ownWorkspaceId, {
      expires_at: server.ctx.now() + 60_000,
    });
    expect((await whoami(secret)).status).toBe(200);
    server.advanceClock(60_001);
    await expectRefused(secret);
  });

  it('is refused (401) while its creator is disabled', async () => {
    const creator = await account(server);
    const { secret } = await makeKey(creator, creator.ownWorkspaceId);
    expect((await whoami(secret)).status).toBe(200);
    await server.ctx.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', creator.id)
      .execute();
    await expectRefused(secret);
  });

  it('is refused (401) once its workspace is deleted', async () => {
    const w = await server.call<{ workspace: { id: string } }>(
      'POST',
      '/workspace',
      { name: 'Short-lived', description: '' },
      { token: owner.token },
    );
    expect(w.body.code, JSON.stringify(w.body)).toBe(200);
    const { secret } = await makeKey(owner, w.body.data.workspace.id);
    expect((await whoami(secret)).body.workspace_id).toBe(w.body.data.workspace.id);
    const d = await server.call('DELETE', `/workspace/${w.body.data.workspace.id}`, undefined, {
      token: owner.token,
    });
    expect(d.body.code, JSON.stringify(d.body)).toBe(200);
    await expectRefused(secret);
  });

  it('is refused (401) once its creator has left the workspace', async () => {
    // The creator hands the workspace over, then the new owner removes them.
    const { owner: creator, member, workspaceId } = await team(server);
    const { secret } = await makeKey(creator, workspaceId);
    const moved = await server.call(
      'POST',
      '/users/transfer-ownership',
      { new_owner_id: member.id },
      { token: creator.token },
    );
    expect(moved.body.code, JSON.stringify(moved.body)).toBe(200);
    // Still a member: the key keeps working, with a member's rights.
    expect((await whoami(secret)).status).toBe(200);
    const removed = await server.call(
      'POST',
      '/users/remove-member',
      { member_id: creator.id },
      { token: member.token },
    );
    expect(removed.body.code, JSON.stringify(removed.body)).toBe(200);
    await expectRefused(secret);
  });
});

describe('an agent key', () => {
  let agent: AgentAdmin;
  let other: AgentAdmin;
  let stranger: Account;
  let sub: SubUser & { token: string };
  let othersSub: SubUser & { token: string };
  let agentKey: string;
  let plainKey: string;

  beforeAll(async () => {
    agent = await agentAdmin(server, 'Keys Inc');
    other = await agentAdmin(server, 'Others Inc');
    stranger = await account(server);
    sub = await signedInSubUser(server, agent);
    othersSub = await signedInSubUser(server, other);
    agentKey = (await makeKey(agent, agent.ownWorkspaceId, { agent: true })).secret;
    plainKey = (await makeKey(agent, agent.ownWorkspaceId)).secret;
  }, testTime(120_000));

  const subWorkspace = async (userId: string) =>
    (
      await server.ctx.db
        .selectFrom('workspace_members')
        .select('workspace_id')
        .where('user_id', '=', userId)
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow()
    ).workspace_id;

  it('acts for its own sub-user, in their workspace', async () => {
    const r = await whoami(agentKey, sub.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      user_id: sub.id,
      workspace_id: await subWorkspace(sub.id),
      on_behalf_of: sub.id,
    });
    // Without the header it is the agent's admin in their own workspace.
    expect((await whoami(agentKey)).body.user_id).toBe(agent.id);
  });

  it("makes what it makes for a sub-user in their own workspace, not the agent admin's", async () => {
    const made = await publicCall<{ id: string }>(server, 'POST', '/projects', {
      key: agentKey,
      onBehalfOf: sub.id,
      body: { name: 'Made for the sub-user' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const row = await server.ctx.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(row.workspace_id).toBe(await subWorkspace(sub.id));
    const theirs = await publicCall<{ data: { id: string }[] }>(server, 'GET', '/projects', {
      key: agentKey,
      onBehalfOf: sub.id,
    });
    expect(theirs.body.data.map((p) => p.id)).toContain(made.body.id);
    // Not in the agent admin's own workspace.
    const own = await publicCall<{ data: { id: string }[] }>(server, 'GET', '/projects', {
      key: agentKey,
    });
    expect(own.body.data.map((p) => p.id)).not.toContain(made.body.id);
    // Refused for another agent's sub-user, and nothing is made.
    const before = await server.ctx.db.selectFrom('projects').select('id').execute();
    const refused = await publicCall(server, 'POST', '/projects', {
      key: agentKey,
      onBehalfOf: othersSub.id,
      body: { name: 'Not for them' },
    });
    expect(refused.status).toBe(403);
    expect(await server.ctx.db.selectFrom('projects').select('id').execute()).toEqual(before);
  });

  it('is refused (403) for anyone outside its agent', async () => {
    for (const id of [othersSub.id, stranger.id, agent.id, other.id, 'no-such-user']) {
      const r = await whoami(agentKey, id);
      expect(r.status, id).toBe(403);
      expect(r.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
      expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    }
  });

  it('a key that is not an agent key may not use the header (403)', async () => {
    const r = await whoami(plainKey, sub.id);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
  });

  it('is refused for a disabled sub-user, and for one who never signed in', async () => {
    const off = await signedInSubUser(server, agent);
    const disabled = await publicCall(server, 'POST', `/agent/users/${off.id}/disable`, {
      key: agentKey,
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect((await whoami(agentKey, off.id)).status).toBe(403);

    const fresh = await publicCall<{ id: string }>(server, 'POST', '/agent/users', {
      key: agentKey,
      body: subUserBody(),
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    const r = await whoami(agentKey, fresh.body.id);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(Code.OPERATION_FAILED);
  });

  it('stops acting for sub-users once its creator no longer administers the agent', async () => {
    const admin2 = await agentAdmin(server, 'Fading Inc');
    const sub2 = await signedInSubUser(server, admin2);
    const key = (await makeKey(admin2, admin2.ownWorkspaceId, { agent: true })).secret;
    expect((await whoami(key, sub2.id)).status).toBe(200);
    await server.ctx.db.deleteFrom('agent_admins').where('user_id', '=', admin2.id).execute();
    expect((await whoami(key, sub2.id)).status).toBe(403);
    expect((await publicCall(server, 'GET', '/agent/users', { key })).status).toBe(403);
  });
});

let seq = 0;
const subUserBody = () => ({
  username: 'Api Made',
  gender: 'male',
  email: `api-sub-${Date.now().toString(36)}-${seq++}@example.com`,
  company: 'Api Co',
  personal_title: 'Presenter',
});

describe("an agent key's sub-user calls", () => {
  type PublicUser = { id: string; object: string; email: string; status: string };
  let agent: AgentAdmin;
  let other: AgentAdmin;
  let key: string;
  let readKey: string;

  beforeAll(async () => {
    agent = await agentAdmin(server, 'Api Agent');
    other = await agentAdmin(server, 'Other Api Agent');
    key = (await makeKey(agent, agent.ownWorkspaceId, { agent: true })).secret;
    readKey = (await makeKey(agent, agent.ownWorkspaceId, { agent: true, scope: 'read' })).secret;
  }, testTime(60_000));

  const call = <T = PublicUser>(
    method: string,
    path: string,
    opts: { body?: unknown; key?: string } = {},
  ) => publicCall<T & { code: number }>(server, method, path, { key, ...opts });

  it('are refused (403) to keys that are not agent keys', async () => {
    const plain = (await makeKey(agent, agent.ownWorkspaceId)).secret;
    for (const [method, path] of [
      ['GET', '/agent/users'],
      ['POST', '/agent/users'],
      ['POST', '/agent/users/x/disable'],
      ['DELETE', '/agent/users/x'],
    ]) {
      const body = method === 'POST' ? subUserBody() : undefined;
      const r = await call(method, path, { key: plain, body });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    }
  });

  it('create, list, disable, enable and delete sub-users of the agent', async () => {
    const body = subUserBody();
    const made = await call('POST', '/agent/users', { body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      object: 'agent_user',
      email: body.email,
      username: body.username,
      status: 'enabled',
      signed_in: false,
    });
    const row = await server.ctx.db
      .selectFrom('users')
      .select('agent_id')
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe(agent.agentId);
    // The invitation e-mail went out as from the web app.
    expect((await server.mailbox()).some((m) => m.to.includes(body.email))).toBe(true);

    const list = await call<{ data: PublicUser[]; next_cursor: string | null }>(
      'GET',
      '/agent/users',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((u) => u.id)).toContain(made.body.id);

    const off = await call('POST', `/agent/users/${made.body.id}/disable`);
    expect(off.body.status).toBe('disabled');
    // Disabling twice leaves it disabled (a set, not a toggle).
    expect((await call('POST', `/agent/users/${made.body.id}/disable`)).body.status).toBe(
      'disabled',
    );
    const on = await call('POST', `/agent/users/${made.body.id}/enable`);
    expect(on.body.status).toBe('enabled');
    expect((await call('GET', `/agent/users/${made.body.id}`)).body.status).toBe('enabled');

    const gone = await call('DELETE', `/agent/users/${made.body.id}`);
    expect(gone.status).toBe(204);
    const after = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', made.body.id)
      .executeTakeFirst();
    expect(after).toBeUndefined();
    expect((await call('GET', `/agent/users/${made.body.id}`)).status).toBe(404);
  });

  it('disabling signs the sub-user out at once', async () => {
    const s = await signedInSubUser(server, agent);
    expect((await call('POST', `/agent/users/${s.id}/disable`)).status).toBe(200);
    const r = await server.call('GET', '/users/profile', undefined, { token: s.token });
    expect(r.body.code).toBe(Code.ACCOUNT_SUSPENDED);
  });

  it('page through the sub-users with an opaque cursor', async () => {
    const pager = await agentAdmin(server, 'Pager Agent');
    const pagerKey = (await makeKey(pager, pager.ownWorkspaceId, { agent: true })).secret;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await call('POST', '/agent/users', { key: pagerKey, body: subUserBody() });
      ids.push(r.body.id);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const page = await call<{ data: PublicUser[]; next_cursor: string | null }>(
        'GET',
        `/agent/users?limit=2${q}`,
        { key: pagerKey },
      );
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.data.map((u) => u.id));
      cursor = page.body.next_cursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const bad = await call('GET', '/agent/users?cursor=nonsense!', { key: pagerKey });
    expect(bad.status).toBe(400);
  });

  it("never reach another agent's sub-users (404), nor refuse with a 5xx on bad input", async () => {
    const theirs = await signedInSubUser(server, other);
    for (const [method, path] of [
      ['GET', `/agent/users/${theirs.id}`],
      ['POST', `/agent/users/${theirs.id}/disable`],
      ['DELETE', `/agent/users/${theirs.id}`],
    ]) {
      const r = await call(method, path);
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    const still = await server.ctx.db
      .selectFrom('users')
      .select('agent_disabled')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(still.agent_disabled).toBe(0);
    const bad = await call('POST', '/agent/users', { body: { email: 'not an address' } });
    expect(bad.status).toBe(422);
    const taken = await call('POST', '/agent/users', {
      body: { ...subUserBody(), email: theirs.email },
    });
    expect(taken.status).toBe(409);
  });

  it('need a write key to change anything, and refuse the on-behalf-of header', async () => {
    expect((await call('GET', '/agent/users', { key: readKey })).status).toBe(200);
    const r = await call('POST', '/agent/users', { key: readKey, body: subUserBody() });
    expect(r.status).toBe(403);
    const s = await signedInSubUser(server, agent);
    const acting = await publicCall(server, 'GET', '/agent/users', { key, onBehalfOf: s.id });
    expect(acting.status).toBe(403);
  });
});
