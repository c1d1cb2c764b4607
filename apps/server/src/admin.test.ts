import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentAdmin, agentAdmin, signedInSubUser } from './features/agent/test-agent';
import { type Account, team } from './features/members/test-team';
import { publicCall } from './test/api-key-factory';
import { bundledEntry } from './test/bundled-entry';
import { createTestDb, type TestDb } from './test/test-db';
import { startTestServer, type TestServer } from './test/test-server';
import { testTime } from './test/test-time';

const run = promisify(execFile);
let tdb: TestDb;
let cli: Awaited<ReturnType<typeof bundledEntry>>;

/** Runs the admin CLI in a process of its own against the test database. */
const admin = (...args: string[]) =>
  run(process.execPath, [cli.file, ...args], {
    env: { ...process.env, ...tdb.env, LOG_LEVEL: 'silent' },
  });

beforeAll(async () => {
  [tdb, cli] = await Promise.all([createTestDb(), bundledEntry('admin.ts')]);
});
afterAll(async () => {
  await tdb.drop();
  cli.remove();
});

describe('admin CLI', { timeout: testTime(120_000) }, () => {
  it('invite-codes create prints N codes, one per line, nothing else, and stores them hashed', async () => {
    const { stdout } = await admin('invite-codes', 'create', '--count', '3');
    const codes = stdout.trim().split('\n');
    expect(codes).toHaveLength(3);
    for (const c of codes) expect(c).toMatch(/^TR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const rows = await tdb.db.selectFrom('invitation_codes').select('code_hash').execute();
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.code_hash)).not.toContain(codes[0]);
  });

  it('refuses a bad count without creating anything', async () => {
    await expect(admin('invite-codes', 'create', '--count', 'zero')).rejects.toMatchObject({
      code: 1,
    });
    expect(await tdb.db.selectFrom('invitation_codes').select('id').execute()).toHaveLength(3);
  });

  it('waitlist approve e-mails an invitation code; list shows the entry as approved', async () => {
    await tdb.db
      .insertInto('waitlist')
      .values({
        email: 'wait@example.com',
        name: '',
        login_method: 2,
        created_at: Date.now(),
        approved_at: null,
      })
      .execute();
    expect((await admin('waitlist', 'list')).stdout).toMatch(/^wait@example\.com\t\S+\twaiting$/m);
    await admin('waitlist', 'approve', 'wait@example.com');
    expect((await admin('waitlist', 'list')).stdout).toMatch(/^wait@example\.com\t\S+\tapproved$/m);
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = path.join(tdb.dataDir, 'mailbox');
    const mails = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
    expect(
      mails.some((m) => /To: wait@example\.com/.test(m) && /TR-[A-Z2-9]{4}-[A-Z2-9]{4}/.test(m)),
    ).toBe(true);
    await expect(admin('waitlist', 'approve', 'nobody@example.com')).rejects.toMatchObject({
      code: 1,
    });
  });

  it('agents grant sets the agent-admin flag', async () => {
    await tdb.db
      .insertInto('users')
      .values({
        id: 'u-agent',
        email: 'agent@example.com',
        username: 'agent',
        avatar_key: null,
        activated_at: Date.now(),
        agent_admin: 0,
        latest_workspace_id: null,
        google_sub: null,
        first_dh_created: 0,
        disabled: 0,
        agent_disabled: 0,
        created_at: Date.now(),
      })
      .execute();
    await admin('agents', 'grant', 'agent@example.com');
    const row = await tdb.db
      .selectFrom('users')
      .select('agent_admin')
      .where('id', '=', 'u-agent')
      .executeTakeFirstOrThrow();
    expect(row.agent_admin).toBe(1);
  });

  it('agents create makes an agent administered by EMAIL and prints its id last', async () => {
    const { stdout } = await admin(
      'agents',
      'create',
      '--name',
      'Acme Resellers',
      '--admin',
      'Agent@Example.com',
    );
    const id = stdout.trim().split(/\s+/).pop() ?? '';
    const agent = await tdb.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(agent).toMatchObject({ name: 'Acme Resellers', subscription_time: 24 });
    const admins = await tdb.db
      .selectFrom('agent_admins')
      .select('user_id')
      .where('agent_id', '=', id)
      .execute();
    expect(admins).toEqual([{ user_id: 'u-agent' }]);
  });

  it('agents create refuses an unknown admin and creates nothing', async () => {
    const before = await tdb.db.selectFrom('agents').select('id').execute();
    await expect(
      admin('agents', 'create', '--name', 'Nobody Inc', '--admin', 'nobody@example.com'),
    ).rejects.toMatchObject({ code: 1 });
    expect(await tdb.db.selectFrom('agents').select('id').execute()).toEqual(before);
  });
});

describe('admin CLI: events report', () => {
  it('prints events per UTC day and name, tab-separated, oldest day first', {
    timeout: testTime(120_000),
  }, async () => {
    await tdb.db
      .insertInto('users')
      .values({
        id: 'u-events',
        email: 'events@example.com',
        username: 'events',
        avatar_key: null,
        activated_at: Date.now(),
        agent_admin: 0,
        latest_workspace_id: null,
        google_sub: null,
        first_dh_created: 0,
        disabled: 0,
        agent_disabled: 0,
        created_at: Date.now(),
      })
      .execute();
    const now = Date.now();
    const yesterday = now - 86_400_000;
    const event = (id: string, name: string, at: number) => ({
      id,
      user_id: 'u-events',
      name,
      props: '{}',
      occurred_at: at,
      received_at: at,
    });
    await tdb.db
      .insertInto('client_events')
      .values([
        event('e1', 'download_click', yesterday),
        event('e2', 'download_click', now),
        event('e3', 'download_click', now),
        event('e4', 'upload_asset_failure', now),
        event('e5', 'download_click', now - 40 * 86_400_000),
      ])
      .execute();
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const { stdout } = await admin('events', 'report', '--days', '2');
    expect(stdout).toBe(
      [
        `${day(yesterday)}\tdownload_click\t1`,
        `${day(now)}\tdownload_click\t2`,
        `${day(now)}\tupload_asset_failure\t1`,
        '',
      ].join('\n'),
    );
    // The default window (30 days) leaves the 40-day-old one out too.
    expect((await admin('events', 'report')).stdout.trim().split('\n')).toHaveLength(3);
    await expect(admin('events', 'report', '--days', '0')).rejects.toMatchObject({ code: 1 });
  });
});

describe('admin CLI: api-keys, end to end with the public API', {
  timeout: testTime(240_000),
}, () => {
  let server: TestServer;
  let owner: Account;
  let member: Account;
  let workspaceId: string;
  let agent: AgentAdmin;

  beforeAll(async () => {
    server = await startTestServer({ workers: 'external' });
    ({ owner, member, workspaceId } = await team(server));
    agent = await agentAdmin(server, 'CLI Agent');
  }, testTime(120_000));
  afterAll(() => server?.close());

  /** The CLI against the server's database. */
  const keys = (...args: string[]) =>
    run(process.execPath, [cli.file, 'api-keys', ...args], {
      env: { ...process.env, ...server.dbEnv, LOG_LEVEL: 'silent' },
    });
  const whoami = (secret: string) =>
    publicCall<{ code: number }>(server, 'GET', '/agent/users', { key: secret });
  const lastWord = (stdout: string) => stdout.trim().split(/\s+/).pop() ?? '';

  it('create prints a working key last; list shows it; revoke stops it at the next call', async () => {
    const created = await keys('create', '--email', owner.email.toUpperCase(), '--name', 'Ops');
    const secret = lastWord(created.stdout);
    expect(secret).toMatch(/^tr_[0-9A-Za-z]{43}$/);
    const row = await server.ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('prefix', '=', secret.slice(0, 10))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      workspace_id: workspaceId,
      created_by: owner.id,
      name: 'Ops',
      scope: 'write',
      agent_id: null,
    });
    // Not an agent key: the agent call is refused, but the key itself is accepted (not a 401).
    expect((await whoami(secret)).status).toBe(403);

    const listed = await keys('list', '--email', owner.email);
    const line = listed.stdout.split('\n').find((l) => l.startsWith(`${row.id}\t`)) ?? '';
    expect(line.split('\t')).toEqual([
      row.id,
      workspaceId,
      'Ops',
      secret.slice(0, 10),
      'write',
      'workspace',
      owner.email,
      new Date(row.created_at).toISOString(),
      expect.stringMatching(/^\d{4}-/),
      '127.0.0.1',
      '-',
      'active',
    ]);
    expect(listed.stdout).not.toContain(secret.slice(10));

    expect((await keys('revoke', row.id)).stdout).toContain(row.id);
    const refused = await whoami(secret);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(Code.SIGN_IN_REQUIRED);
    expect((await keys('list', '--email', owner.email)).stdout).toMatch(
      new RegExp(`^${row.id}\t.*\trevoked$`, 'm'),
    );
  });

  it("create --agent makes an agent key that lists the agent's sub-users", async () => {
    const sub = await signedInSubUser(server, agent);
    const { stdout } = await keys(
      'create',
      '--email',
      agent.email,
      '--agent',
      agent.agentId,
      '--scope',
      'read',
    );
    const secret = lastWord(stdout);
    const list = await publicCall<{ data: { id: string }[] }>(server, 'GET', '/agent/users', {
      key: secret,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.map((u) => u.id)).toContain(sub.id);
    const row = await server.ctx.db
      .selectFrom('api_keys')
      .select(['agent_id', 'scope', 'workspace_id'])
      .where('prefix', '=', secret.slice(0, 10))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      agent_id: agent.agentId,
      scope: 'read',
      workspace_id: agent.ownWorkspaceId,
    });
  });

  it('refuses what Settings would refuse, and creates nothing', async () => {
    const before = await server.ctx.db.selectFrom('api_keys').select('id').execute();
    for (const args of [
      ['create', '--email', member.email, '--workspace', workspaceId],
      ['create', '--email', owner.email, '--agent', agent.agentId],
      ['revoke', 'key_unknown'],
    ]) {
      await expect(keys(...args), args.join(' ')).rejects.toMatchObject({ code: 1 });
    }
    expect(await server.ctx.db.selectFrom('api_keys').select('id').execute()).toEqual(before);
  });
});
