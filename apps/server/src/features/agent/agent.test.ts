import {
  AgentMessage,
  AgentUserAppState,
  AgentUserStatus,
  Code,
  DAY_MS,
  Message,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import {
  type AgentAdmin,
  agentAdmin,
  agentSnapshot,
  signedInSubUser,
  signIn,
  subUser,
  subUserFields,
} from './test-agent';

let server: TestServer;
let admin: AgentAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await agentAdmin(server, 'Acme Resellers');
});
afterAll(() => server.close());

type Body = Record<string, unknown>;
const call = <T = Record<string, unknown>>(method: string, path: string, body?: Body) =>
  server.call<T>(method, path, body, { token: admin.token });

interface UserItem {
  id: string;
  username: string;
  gender: string;
  email: string;
  company: string;
  personal_title: string;
  created_at: string;
  app_state: number;
  is_agent: number;
}
interface UserPage {
  users: UserItem[];
  total: number;
  current_page: number;
  page_size: number;
  total_pages: number;
}

/** The call is refused with 1001 naming `fields`, and nothing changed. */
async function refusedFields(path: string, body: Body, fields: Record<string, string>) {
  const before = await agentSnapshot(server);
  const r = await call<null>('POST', path, body);
  expect(r.status).toBe(400);
  expect(r.body.code, JSON.stringify(r.body)).toBe(Code.INVALID_INPUT);
  expect((r.body.data as unknown as { fields: Record<string, string> }).fields).toEqual(fields);
  expect(r.body.message).toBe(Object.values(fields)[0]);
  expect(await agentSnapshot(server)).toEqual(before);
}

describe('agents and their settings', () => {
  it('GET /agent/list lists the agents the caller administers, and nobody else sees them', async () => {
    const r = await call<{ agents: unknown[] }>('GET', '/agent/list');
    expect(r.body.data.agents).toEqual([
      { id: admin.agentId, name: 'Acme Resellers', avatar: '', intro: '' },
    ]);
    const other = await agentAdmin(server, 'Other Co');
    const o = await server.call<{ agents: { id: string }[] }>('GET', '/agent/list', undefined, {
      token: other.token,
    });
    expect(o.body.data.agents.map((a) => a.id)).toEqual([other.agentId]);
    const check = await call<{ agent_admin: boolean }>('GET', '/agent/check-admin');
    expect(check.body.data.agent_admin).toBe(true);
  });

  it('GET /agent/detail/{id} answers the defaults, then what set-workflow and set-subscription saved', async () => {
    const a = await agentAdmin(server, 'Detail Co');
    const get = () =>
      server.call<Record<string, unknown>>('GET', `/agent/detail/${a.agentId}`, undefined, {
        token: a.token,
      });
    expect((await get()).body.data).toEqual({
      id: a.agentId,
      name: 'Detail Co',
      avatar: '',
      intro: '',
      workflow: '',
      workflow_address: '',
      subscription_time: 24,
      subscription_frequency: 0,
    });
    const wf = await server.call(
      'POST',
      '/agent/set-workflow',
      {
        agent_id: a.agentId,
        workflow: '  Daily digest ',
        workflow_address: 'https://hooks.example.com/talkreel',
      },
      { token: a.token },
    );
    expect(wf.body.code).toBe(200);
    const sub = await server.call(
      'POST',
      '/agent/set-subscription',
      { type: 1, agent_id: a.agentId, subscription_time: 7, subscription_frequency: '12' },
      { token: a.token },
    );
    expect(sub.body.code).toBe(200);
    expect(sub.body.data).toMatchObject({ subscription_time: 7, subscription_frequency: 12 });
    expect((await get()).body.data).toMatchObject({
      workflow: 'Daily digest',
      workflow_address: 'https://hooks.example.com/talkreel',
      subscription_time: 7,
      subscription_frequency: 12,
    });
  });

  it('set-workflow refuses a missing name or a non-HTTPS address, field by field, changing nothing', async () => {
    const agent_id = admin.agentId;
    await refusedFields(
      '/agent/set-workflow',
      { agent_id, workflow: '', workflow_address: '' },
      {
        workflow: AgentMessage.WORKFLOW_REQUIRED,
        workflow_address: AgentMessage.WORKFLOW_ADDRESS_REQUIRED,
      },
    );
    for (const address of ['http://hooks.example.com/x', 'ftp://example.com', 'not a url']) {
      await refusedFields(
        '/agent/set-workflow',
        { agent_id, workflow: 'Name', workflow_address: address },
        { workflow_address: AgentMessage.WORKFLOW_ADDRESS_HTTPS },
      );
    }
  });

  it('set-workflow refuses, by the delivery guard, an address that is or resolves to a private one', async () => {
    const agent_id = admin.agentId;
    // `localhost` reaches the guard by name (resolved), the rest as literal IPs.
    for (const address of [
      'https://localhost/hook',
      'https://localhost:8443/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.0.10/hook',
    ]) {
      await refusedFields(
        '/agent/set-workflow',
        { agent_id, workflow: 'Name', workflow_address: address },
        { workflow_address: AgentMessage.WORKFLOW_ADDRESS_PUBLIC },
      );
    }
    // A public literal passes, as does a name that does not resolve yet (judged again on delivery).
    for (const address of ['https://8.8.8.8/hook', 'https://hooks.example.invalid/x']) {
      const r = await call('POST', '/agent/set-workflow', {
        agent_id,
        workflow: 'Name',
        workflow_address: address,
      });
      expect(r.body.code, address).toBe(200);
      expect(r.body.data.workflow_address).toBe(address);
    }
  });

  it('set-workflow takes a private address when the operator allows private deliveries', async () => {
    server.config.webhookAllowPrivate = true;
    try {
      const r = await call('POST', '/agent/set-workflow', {
        agent_id: admin.agentId,
        workflow: 'Local',
        workflow_address: 'https://localhost:8443/hook',
      });
      expect(r.body.code).toBe(200);
    } finally {
      server.config.webhookAllowPrivate = false;
    }
  });

  it('set-subscription refuses hours outside 1-24, non-digit frequencies and other types', async () => {
    const agent_id = admin.agentId;
    const ok = { type: 1, agent_id, subscription_time: 24, subscription_frequency: 3 };
    for (const hour of [0, 25, 1.5, '7am']) {
      await refusedFields(
        '/agent/set-subscription',
        { ...ok, subscription_time: hour },
        { subscription_time: AgentMessage.SUBSCRIPTION_TIME },
      );
    }
    for (const frequency of [
      '12a',
      '-1',
      '1.5',
      -2,
      '',
      '2.5',
      '-5',
      2.5,
      -5,
      '1e3',
      '3 4',
      null,
    ]) {
      await refusedFields(
        '/agent/set-subscription',
        { ...ok, subscription_frequency: frequency },
        { subscription_frequency: AgentMessage.SUBSCRIPTION_FREQUENCY },
      );
    }
    for (const frequency of [1001, '1001']) {
      await refusedFields(
        '/agent/set-subscription',
        { ...ok, subscription_frequency: frequency },
        { subscription_frequency: AgentMessage.SUBSCRIPTION_FREQUENCY_MAX },
      );
    }
    await refusedFields(
      '/agent/set-subscription',
      { ...ok, type: 2 },
      { type: AgentMessage.SUBSCRIPTION_TYPE },
    );
    await refusedFields(
      '/agent/set-subscription',
      { ...ok, agent_id: '' },
      { agent_id: AgentMessage.AGENT_ID_REQUIRED },
    );
  });
});

describe('sub-users', () => {
  it('create makes an unverified, enabled account and e-mails an invitation to sign in', async () => {
    const fields = subUserFields({ email: uniqueEmail('Mixed').replace('mixed', 'MiXeD') });
    const r = await call<UserItem>('POST', '/agent/user/create', {
      agent_id: admin.agentId,
      ...fields,
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      username: 'Jo Doe',
      gender: 'female',
      email: fields.email.toLowerCase(),
      company: 'Doe Ltd',
      personal_title: 'Producer',
      app_state: AgentUserAppState.UNVERIFIED,
      is_agent: AgentUserStatus.ENABLED,
    });
    const mail = (await server.mailbox()).filter((m) => m.to.includes(fields.email.toLowerCase()));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Acme Resellers created a Talkreel account for you');
    expect(mail[0].text).toContain(`${server.config.publicUrl}/login/`);
    // The person learns who manages the account and what that means, before signing in.
    expect(mail[0].text).toContain('Acme Resellers manages it');
    expect(mail[0].text).toContain('receive the videos you make in your own workspaces');

    const row = await server.ctx.db
      .selectFrom('users')
      .select(['agent_id', 'activated_at'])
      .where('id', '=', r.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ agent_id: admin.agentId, activated_at: null });
  });

  it('a sub-user signs in with a mailed code and no invitation code; app_state becomes 1', async () => {
    const sub = await subUser(server, admin);
    const login = await signIn(server, sub.email);
    expect(login.body.code, JSON.stringify(login.body)).toBe(200);
    const profile = await server.call<{ id: string }>('GET', '/users/profile', undefined, {
      token: login.body.data.token,
    });
    expect(profile.body.data.id).toBe(sub.id);
    const detail = await call<UserItem>('POST', '/agent/user/detail', {
      agent_id: admin.agentId,
      user_id: sub.id,
    });
    expect(detail.body.data.app_state).toBe(AgentUserAppState.VERIFIED);
  });

  it('create refuses an address any account already uses (1005), and each bad field', async () => {
    const taken = await subUser(server, admin);
    const before = await agentSnapshot(server);
    const dup = await call('POST', '/agent/user/create', {
      agent_id: admin.agentId,
      ...subUserFields({ email: taken.email.toUpperCase() }),
    });
    expect(dup.body).toMatchObject({
      code: Code.ALREADY_EXISTS,
      message: Message.EMAIL_EXISTS,
      data: { fields: { email: Message.EMAIL_EXISTS } },
    });
    const ordinary = await call('POST', '/agent/user/create', {
      agent_id: admin.agentId,
      ...subUserFields({ email: admin.email }),
    });
    expect(ordinary.body.code).toBe(Code.ALREADY_EXISTS);
    expect(await agentSnapshot(server)).toEqual(before);

    const agent_id = admin.agentId;
    const bad: [Body, Record<string, string>][] = [
      [{ username: 'J' }, { username: AgentMessage.USERNAME }],
      [{ username: 'x'.repeat(21) }, { username: AgentMessage.USERNAME }],
      [{ gender: 'other' }, { gender: AgentMessage.GENDER }],
      [{ email: 'not-an-address' }, { email: AgentMessage.EMAIL }],
      [{ company: '' }, { company: AgentMessage.COMPANY }],
      [{ company: 'c'.repeat(51) }, { company: AgentMessage.COMPANY }],
      [{ personal_title: ' ' }, { personal_title: AgentMessage.TITLE }],
      [{ personal_title: 't'.repeat(51) }, { personal_title: AgentMessage.TITLE }],
      [
        { username: '', gender: '', email: '' },
        { username: AgentMessage.USERNAME, gender: AgentMessage.GENDER, email: AgentMessage.EMAIL },
      ],
    ];
    for (const [over, fields] of bad) {
      await refusedFields('/agent/user/create', { agent_id, ...subUserFields(), ...over }, fields);
    }
    // Boundaries are accepted.
    const edge = await call<UserItem>('POST', '/agent/user/create', {
      agent_id,
      ...subUserFields({ username: 'Jo', company: 'c'.repeat(50), personal_title: 't' }),
    });
    expect(edge.body.code).toBe(200);
  });

  it('update changes the profile but never the e-mail; detail answers it', async () => {
    const sub = await subUser(server, admin);
    const r = await call<UserItem>('POST', '/agent/user/update', {
      agent_id: admin.agentId,
      user_id: sub.id,
      username: 'Renamed',
      gender: 'male',
      company: 'New Co',
      personal_title: 'Director',
      email: 'hijack@example.com',
    });
    expect(r.body.code).toBe(200);
    const detail = await call<UserItem>('POST', '/agent/user/detail', {
      agent_id: admin.agentId,
      user_id: sub.id,
    });
    expect(detail.body.data).toMatchObject({
      id: sub.id,
      email: sub.email,
      username: 'Renamed',
      gender: 'male',
      company: 'New Co',
      personal_title: 'Director',
    });
    expect(detail.body.data).toEqual(r.body.data);
    await refusedFields(
      '/agent/user/update',
      {
        agent_id: admin.agentId,
        user_id: sub.id,
        username: 'R',
        gender: 'male',
        company: 'New Co',
        personal_title: '',
      },
      { username: AgentMessage.USERNAME, personal_title: AgentMessage.TITLE },
    );
  });

  it('disabling refuses the live token at once (1015) and sign-in; enabling lets them sign in again', async () => {
    const sub = await signedInSubUser(server, admin);
    const asSub = () => server.call('GET', '/users/profile', undefined, { token: sub.token });
    expect((await asSub()).body.code).toBe(200);

    const off = await call('POST', '/agent/user/toggle-status', {
      agent_id: admin.agentId,
      user_id: sub.id,
    });
    expect(off.body.data).toEqual({ user_id: sub.id, is_agent: AgentUserStatus.DISABLED });
    const refused = await asSub();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: Code.ACCOUNT_SUSPENDED,
      message: Message.ACCOUNT_SUSPENDED,
    });
    const live = await server.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', sub.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await signIn(server, sub.email)).body.code).toBe(Code.ACCOUNT_SUSPENDED);
    const listed = await call<UserPage>('POST', '/agent/users', {
      agent_id: admin.agentId,
      type: 'user_id',
      value: sub.id,
    });
    expect(listed.body.data.users[0].is_agent).toBe(AgentUserStatus.DISABLED);

    const on = await call('POST', '/agent/user/toggle-status', {
      agent_id: admin.agentId,
      user_id: sub.id,
    });
    expect(on.body.data).toEqual({ user_id: sub.id, is_agent: AgentUserStatus.ENABLED });
    // The old session stays ended; a new sign-in works.
    expect((await asSub()).body.code).toBe(Code.SIGN_IN_REQUIRED);
    const again = await signIn(server, sub.email);
    expect(again.body.code).toBe(200);
    const fresh = await server.call('GET', '/users/profile', undefined, {
      token: again.body.data.token,
    });
    expect(fresh.body.code).toBe(200);
  });

  it('an operator suspension is not lifted by the agent enabling the sub-user', async () => {
    const sub = await signedInSubUser(server, admin);
    await server.ctx.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', sub.id)
      .execute();
    await call('POST', '/agent/user/toggle-status', { agent_id: admin.agentId, user_id: sub.id });
    await call('POST', '/agent/user/toggle-status', { agent_id: admin.agentId, user_id: sub.id });
    expect((await signIn(server, sub.email)).body.code).toBe(Code.ACCOUNT_SUSPENDED);
  });
});

describe('POST /agent/users', () => {
  let lister: AgentAdmin;
  const created: { id: string; email: string; username: string; day: string }[] = [];

  beforeAll(async () => {
    lister = await agentAdmin(server, 'Lister');
    // 25 sub-users over three days (server clock moved forward a day after 10 and after 20).
    for (let i = 0; i < 25; i++) {
      if (i === 10 || i === 20) server.advanceClock(DAY_MS);
      const r = await server.call<UserItem>(
        'POST',
        '/agent/user/create',
        {
          agent_id: lister.agentId,
          ...subUserFields({
            username: i === 7 ? 'Zoë 100%_Special' : `User ${String(i).padStart(2, '0')}`,
          }),
        },
        { token: lister.token },
      );
      expect(r.body.code, JSON.stringify(r.body)).toBe(200);
      const day = r.body.data.created_at.slice(0, 10);
      created.push({ ...r.body.data, day });
    }
  }, testTime(120_000));

  const list = (body: Body) =>
    server.call<UserPage>(
      'POST',
      '/agent/users',
      { agent_id: lister.agentId, ...body },
      { token: lister.token },
    );

  it('pages newest first, 10 by default, and counts pages', async () => {
    const first = await list({ page: 1 });
    expect(first.body.data).toMatchObject({
      total: 25,
      current_page: 1,
      page_size: 10,
      total_pages: 3,
    });
    const third = await list({ page: 3, page_size: 10 });
    expect(third.body.data.users).toHaveLength(5);
    const all = [
      ...first.body.data.users,
      ...(await list({ page: 2 })).body.data.users,
      ...third.body.data.users,
    ];
    expect(new Set(all.map((u) => u.id)).size).toBe(25);
    expect(all.map((u) => u.id)).toEqual([...created].reverse().map((u) => u.id));
    expect((await list({ page: 4 })).body.data.users).toEqual([]);
    // Another agent's sub-users are never listed here.
    const others = await server.call<UserPage>(
      'POST',
      '/agent/users',
      { agent_id: admin.agentId, page_size: 100 },
      { token: admin.token },
    );
    expect(others.body.data.users.map((u) => u.id)).not.toContain(created[0].id);
  });

  it('finds by part of the name or e-mail (case-folded, % and _ literal) and by exact id', async () => {
    const special = created[7];
    expect(
      (await list({ type: 'name', value: 'zoË 100%_' })).body.data.users.map((u) => u.id),
    ).toEqual([special.id]);
    expect((await list({ type: 'name', value: '%' })).body.data.total).toBe(1);
    expect((await list({ type: 'name', value: 'user 1' })).body.data.total).toBe(10);
    const byMail = await list({ type: 'email', value: created[3].email.toUpperCase() });
    expect(byMail.body.data.users.map((u) => u.id)).toEqual([created[3].id]);
    const byId = await list({ type: 'user_id', value: created[4].id });
    expect(byId.body.data.users.map((u) => u.id)).toEqual([created[4].id]);
    expect(
      (await list({ type: 'user_id', value: created[4].id.slice(0, 5) })).body.data.total,
    ).toBe(0);
    // An empty value lists everyone.
    expect((await list({ type: 'email', value: '' })).body.data.total).toBe(25);
  });

  it('filters by creation day, both ends inclusive, either end open', async () => {
    const [d1, d2, d3] = [created[0].day, created[10].day, created[20].day];
    expect(new Set([d1, d2, d3]).size).toBe(3);
    expect((await list({ start_datetime: d2, end_datetime: d2 })).body.data.total).toBe(10);
    expect((await list({ start_datetime: d1, end_datetime: d2 })).body.data.total).toBe(20);
    expect((await list({ start_datetime: d2, end_datetime: '' })).body.data.total).toBe(15);
    expect((await list({ start_datetime: '', end_datetime: d1 })).body.data.total).toBe(10);
    expect((await list({ start_datetime: d3 })).body.data.total).toBe(5);
    const both = await list({
      type: 'email',
      value: created[12].email,
      start_datetime: d2,
      end_datetime: d3,
    });
    expect(both.body.data.users.map((u) => u.id)).toEqual([created[12].id]);
  });

  it('refuses bad dates, types and pages with field messages', async () => {
    const refused = async (body: Body, fields: Record<string, string>) => {
      const r = await list(body);
      expect(r.body.code).toBe(Code.INVALID_INPUT);
      expect((r.body.data as unknown as { fields: Record<string, string> }).fields).toEqual(fields);
    };
    await refused({ start_datetime: '2026-02-30' }, { start_datetime: AgentMessage.DATE });
    await refused({ end_datetime: '26-01-01' }, { end_datetime: AgentMessage.DATE });
    await refused(
      { start_datetime: '2026-05-02', end_datetime: '2026-05-01' },
      { end_datetime: AgentMessage.DATE_ORDER },
    );
    await refused({ type: 'company', value: 'x' }, { type: AgentMessage.SEARCH_TYPE });
    await refused({ page: 0 }, { page: 'Page must be a positive integer' });
    await refused({ agent_id: null }, { agent_id: AgentMessage.AGENT_ID_REQUIRED });
  });
});
