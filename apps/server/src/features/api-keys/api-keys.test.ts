import { createHash } from 'node:crypto';
import { type ApiKeyItem, Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { type AgentAdmin, agentAdmin } from '../agent/test-agent';
import { type Account, account, team } from '../members/test-team';
import { addMember } from '../workspaces/test-membership';

/** Settings → API keys through the web app's signed calls (issue 25). */
let server: TestServer;
let owner: Account;
let member: Account;
let admin: Account;
let stranger: Account;
let workspaceId: string;

beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
  ({ owner, member, workspaceId } = await team(server));
  admin = await account(server);
  await addMember(server, workspaceId, admin.email, 'admin');
  stranger = await account(server);
}, testTime(120_000));
afterAll(() => server.close());

const as = <T = Record<string, unknown>>(who: { token: string }, path: string, body: unknown) =>
  server.call<T>('POST', path, body, { token: who.token });

type Created = { key: ApiKeyItem; secret: string };
const create = (who: { token: string }, body: Record<string, unknown>) =>
  as<Created>(who, '/api-keys/create', { workspace_id: workspaceId, ...body });
const list = async (who: { token: string }, ws = workspaceId) => {
  const r = await as<{ list: ApiKeyItem[] }>(who, '/api-keys/list', { workspace_id: ws });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data.list;
};
const keyRows = () => server.ctx.db.selectFrom('api_keys').selectAll().orderBy('id').execute();

describe('API keys in the settings', () => {
  it('creates a key whose secret is shown once and stored only as a SHA-256 and a prefix', async () => {
    const before = server.ctx.now();
    const r = await create(owner, { name: '  CI pipeline ', scope: 'write' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const { key, secret } = r.body.data;
    expect(secret).toMatch(/^tr_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({
      name: 'CI pipeline',
      prefix: secret.slice(0, 10),
      scope: 'write',
      agent: false,
      created_by: { id: owner.id, email: owner.email },
      last_used_at: null,
      last_used_ip: null,
      expires_at: null,
      revoked_at: null,
    });
    expect(key.id).toMatch(/^key_/);
    expect(key.created_at).toBeGreaterThanOrEqual(before);
    const row = await server.ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      workspace_id: workspaceId,
      created_by: owner.id,
      agent_id: null,
      prefix: secret.slice(0, 10),
      secret_hash: createHash('sha256').update(secret).digest('hex'),
    });
    // The secret is nowhere in the database, and the list never shows it.
    expect(JSON.stringify(await keyRows())).not.toContain(secret.slice(10));
    const listed = await list(owner);
    expect(listed.find((k) => k.id === key.id)).toEqual(key);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(10));
  });

  it('makes a different secret every time', async () => {
    const a = await create(owner, { name: 'a', scope: 'read' });
    const b = await create(owner, { name: 'b', scope: 'read' });
    expect(a.body.data.secret).not.toBe(b.body.data.secret);
  });

  it('keeps an expiry in the future; one in the past is refused', async () => {
    const at = server.ctx.now() + 86_400_000;
    const r = await create(owner, { name: 'Expiring', scope: 'read', expires_at: at });
    expect(r.body.data.key.expires_at).toBe(at);
    const before = await keyRows();
    const past = await create(owner, {
      name: 'Past',
      scope: 'read',
      expires_at: server.ctx.now() - 1,
    });
    expect(past.body.code).toBe(Code.INVALID_INPUT);
    expect(await keyRows()).toEqual(before);
  });

  it('refuses a missing name, an unknown scope and a name with control characters', async () => {
    const before = await keyRows();
    for (const body of [
      { name: '', scope: 'read' },
      { name: 'x', scope: 'admin' },
      { name: 'bad\u202ename', scope: 'write' },
      { name: 'x'.repeat(101), scope: 'write' },
    ]) {
      const r = await create(owner, body);
      expect(r.body.code, JSON.stringify(body)).toBe(Code.INVALID_INPUT);
    }
    expect(await keyRows()).toEqual(before);
  });

  it('lets an admin of the workspace manage keys as the owner does', async () => {
    const r = await create(admin, { name: 'Admin key', scope: 'read' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.key.created_by.id).toBe(admin.id);
    expect((await list(owner)).map((k) => k.id)).toContain(r.body.data.key.id);
    const revoked = await as(admin, '/api-keys/revoke', {
      workspace_id: workspaceId,
      id: r.body.data.key.id,
    });
    expect(revoked.body).toMatchObject({ code: 200, data: {} });
  });

  it('lists newest first and revokes: the revoked key stays listed with its time', async () => {
    const r = await create(owner, { name: 'To revoke', scope: 'write' });
    const id = r.body.data.key.id;
    expect((await list(owner))[0].id).toBe(id);
    const t0 = server.ctx.now();
    const revoked = await as(owner, '/api-keys/revoke', { workspace_id: workspaceId, id });
    expect(revoked.body.code).toBe(200);
    const first = (await list(owner)).find((k) => k.id === id);
    expect(first?.revoked_at).toBeGreaterThanOrEqual(t0);
    // Revoking again keeps the first time.
    server.advanceClock(60_000);
    await as(owner, '/api-keys/revoke', { workspace_id: workspaceId, id });
    expect((await list(owner)).find((k) => k.id === id)?.revoked_at).toBe(first?.revoked_at);
  });

  it('refuses members (1003) and strangers, and changes nothing', async () => {
    const before = await keyRows();
    const key = before[0];
    for (const who of [member, stranger]) {
      const l = await as(who, '/api-keys/list', { workspace_id: workspaceId });
      expect(l.body.code).toBe(Code.ACCESS_RESTRICTED);
      const c = await create(who, { name: 'Nope', scope: 'write' });
      expect(c.body.code).toBe(Code.ACCESS_RESTRICTED);
      const v = await as(who, '/api-keys/revoke', { workspace_id: workspaceId, id: key.id });
      expect(v.body.code).toBe(Code.ACCESS_RESTRICTED);
    }
    expect(await keyRows()).toEqual(before);
  });

  it("does not show or revoke another workspace's key", async () => {
    const theirs = await as<Created>(stranger, '/api-keys/create', {
      workspace_id: stranger.ownWorkspaceId,
      name: 'Theirs',
      scope: 'read',
    });
    expect(theirs.body.code).toBe(200);
    expect((await list(owner)).map((k) => k.id)).not.toContain(theirs.body.data.key.id);
    const r = await as(owner, '/api-keys/revoke', {
      workspace_id: workspaceId,
      id: theirs.body.data.key.id,
    });
    expect(r.body.code).toBe(Code.NOT_FOUND);
    expect((await list(stranger, stranger.ownWorkspaceId))[0].revoked_at).toBeNull();
  });

  it('needs a signed call', async () => {
    const r = await server.call('POST', '/api-keys/list', { workspace_id: workspaceId });
    expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
  });
});

describe('agent keys', () => {
  let agent: AgentAdmin;
  beforeAll(async () => {
    agent = await agentAdmin(server, 'Key Agent');
  }, testTime(60_000));

  it("an agent's admin makes an agent key of their agent", async () => {
    const r = await as<Created>(agent, '/api-keys/create', {
      workspace_id: agent.ownWorkspaceId,
      name: 'Reseller system',
      scope: 'write',
      agent: true,
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.key.agent).toBe(true);
    const row = await server.ctx.db
      .selectFrom('api_keys')
      .select('agent_id')
      .where('id', '=', r.body.data.key.id)
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe(agent.agentId);
  });

  it('refuses an agent key to anyone who is not an admin of that agent', async () => {
    const before = await keyRows();
    const r = await create(owner, { name: 'Not an agent', scope: 'write', agent: true });
    expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    const other = await agentAdmin(server, 'Other Agent');
    const named = await as(other, '/api-keys/create', {
      workspace_id: other.ownWorkspaceId,
      name: 'Wrong agent',
      scope: 'write',
      agent_id: agent.agentId,
    });
    expect(named.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(await keyRows()).toEqual(before);
  });
});
