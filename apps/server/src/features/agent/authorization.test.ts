import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { type Account, account } from '../members/test-team';
import { insertOwnActor, insertOwnVoice } from '../videos/test-creation';
import {
  type AgentAdmin,
  agentAdmin,
  agentSnapshot,
  type SubUser,
  signedInSubUser,
  subUserFields,
} from './test-agent';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Who = 'anonymous' | 'stranger' | 'flagOnly' | 'otherAdmin' | 'subUser' | 'otherSubUser';

/**
 * Every agent call by every kind of caller who must not make it: nobody signed in, an ordinary
 * account (stranger), an account with the agent-admin flag but no agent (flagOnly), the admin of
 * another agent, a sub-user of this agent and a sub-user of the other one. Each is refused and
 * nothing changes, whatever the body names.
 */
describe('agent calls: authorization matrix', () => {
  let admin: AgentAdmin;
  let other: AgentAdmin;
  let stranger: Account;
  let flagOnly: Account;
  let sub: SubUser & { token: string };
  let otherSub: SubUser & { token: string };
  let actorId: string;
  let voiceId: string;

  beforeAll(async () => {
    admin = await agentAdmin(server, 'Ours');
    other = await agentAdmin(server, 'Theirs');
    stranger = await account(server);
    flagOnly = await account(server);
    await server.ctx.db
      .updateTable('users')
      .set({ agent_admin: 1 })
      .where('id', '=', flagOnly.id)
      .execute();
    sub = await signedInSubUser(server, admin);
    otherSub = await signedInSubUser(server, other);
    actorId = await insertOwnActor(server, sub.email, { name: 'Sub actor' });
    voiceId = await insertOwnVoice(server, sub.email, { name: 'Sub voice' });
  }, testTime(120_000));

  const tokenOf = (who: Who) =>
    ({
      anonymous: undefined,
      stranger: stranger.token,
      flagOnly: flagOnly.token,
      otherAdmin: other.token,
      subUser: sub.token,
      otherSubUser: otherSub.token,
    })[who];

  /** The calls, each naming our agent and our sub-user. */
  const calls = (): [string, string, object | undefined][] => [
    ['GET', `/agent/detail/${admin.agentId}`, undefined],
    ['POST', '/agent/users', { agent_id: admin.agentId }],
    ['POST', '/agent/user/create', { agent_id: admin.agentId, ...subUserFields() }],
    [
      'POST',
      '/agent/user/update',
      { agent_id: admin.agentId, user_id: sub.id, ...subUserFields(), username: 'Taken over' },
    ],
    ['POST', '/agent/user/detail', { agent_id: admin.agentId, user_id: sub.id }],
    ['POST', '/agent/user/delete', { agent_id: admin.agentId, user_id: sub.id }],
    ['POST', '/agent/user/toggle-status', { agent_id: admin.agentId, user_id: sub.id }],
    ['POST', '/agent/user/actor-detail', { user_id: sub.id }],
    [
      'POST',
      '/agent/user/save-actor-info',
      {
        actor_id: actorId,
        actor_name: 'Renamed',
        voice_id: voiceId,
        voice_name: 'Renamed voice',
        voice_url: '',
      },
    ],
    [
      'POST',
      '/agent/set-subscription',
      { type: 1, agent_id: admin.agentId, subscription_time: 3, subscription_frequency: 9 },
    ],
    [
      'POST',
      '/agent/set-workflow',
      { agent_id: admin.agentId, workflow: 'Mine', workflow_address: 'https://evil.example.com' },
    ],
  ];

  const expected: Record<Who, number> = {
    anonymous: Code.SIGN_IN_REQUIRED,
    stranger: Code.ACCESS_RESTRICTED,
    flagOnly: Code.ACCESS_RESTRICTED,
    otherAdmin: Code.ACCESS_RESTRICTED,
    subUser: Code.ACCESS_RESTRICTED,
    otherSubUser: Code.ACCESS_RESTRICTED,
  };
  /** Calls that name only the user answer 1004 to an agent admin who does not manage them. */
  const userOnly = new Set(['/agent/user/actor-detail', '/agent/user/save-actor-info']);

  /** The paths of `calls()`, in order, known before the data exists. */
  const paths = [
    'GET /agent/detail/{id}',
    'POST /agent/users',
    'POST /agent/user/create',
    'POST /agent/user/update',
    'POST /agent/user/detail',
    'POST /agent/user/delete',
    'POST /agent/user/toggle-status',
    'POST /agent/user/actor-detail',
    'POST /agent/user/save-actor-info',
    'POST /agent/set-subscription',
    'POST /agent/set-workflow',
  ];
  const matrix = (Object.keys(expected) as Who[]).flatMap((who) =>
    paths.map((label, i) => [who, label, i] as const),
  );

  it.each(matrix)('%s: %s is refused and nothing changes', async (who, _label, i) => {
    const [method, path, body] = calls()[i];
    const code =
      who === 'otherAdmin' && userOnly.has(path)
        ? Code.NOT_FOUND
        : who === 'flagOnly' && userOnly.has(path)
          ? Code.NOT_FOUND
          : expected[who];
    const before = await agentSnapshot(server);
    const r = await server.call(method, path, body, { token: tokenOf(who) });
    expect(r.body.code, `${who} ${method} ${path}: ${JSON.stringify(r.body)}`).toBe(code);
    expect(await agentSnapshot(server)).toEqual(before);
  });

  it('the admin of another agent naming their own agent cannot reach our sub-user (1004)', async () => {
    const before = await agentSnapshot(server);
    for (const path of [
      '/agent/user/detail',
      '/agent/user/delete',
      '/agent/user/toggle-status',
      '/agent/user/actor-detail',
    ]) {
      const r = await server.call(
        'POST',
        path,
        { agent_id: other.agentId, user_id: sub.id },
        { token: other.token },
      );
      expect(r.body.code, path).toBe(Code.NOT_FOUND);
    }
    const update = await server.call(
      'POST',
      '/agent/user/update',
      { agent_id: other.agentId, user_id: sub.id, ...subUserFields() },
      { token: other.token },
    );
    expect(update.body.code).toBe(Code.NOT_FOUND);
    // Nor an ordinary account, through their own agent.
    const ordinary = await server.call(
      'POST',
      '/agent/user/detail',
      { agent_id: other.agentId, user_id: stranger.id },
      { token: other.token },
    );
    expect(ordinary.body.code).toBe(Code.NOT_FOUND);
    // Nor by naming our agent beside our sub-user's actor.
    const save = await server.call(
      'POST',
      '/agent/user/save-actor-info',
      {
        agent_id: other.agentId,
        actor_id: actorId,
        actor_name: 'X',
        voice_id: voiceId,
        voice_name: 'Y',
      },
      { token: other.token },
    );
    expect(save.body.code).toBe(Code.NOT_FOUND);
    expect(await agentSnapshot(server)).toEqual(before);
  });

  it('non-admins see no agents in GET /agent/list; check-admin says false', async () => {
    for (const who of ['stranger', 'subUser', 'otherSubUser'] as const) {
      const list = await server.call('GET', '/agent/list', undefined, { token: tokenOf(who) });
      expect(list.body.data).toEqual({ agents: [] });
      const check = await server.call('GET', '/agent/check-admin', undefined, {
        token: tokenOf(who),
      });
      expect(check.body.data).toEqual({ agent_admin: false });
    }
    const flagged = await server.call('GET', '/agent/list', undefined, { token: flagOnly.token });
    expect(flagged.body.data).toEqual({ agents: [] });
  });

  it('the admin may make every call (the matrix bodies are valid)', async () => {
    const results: Record<string, number> = {};
    for (const [method, path, body] of calls()) {
      // Delete last: it removes the sub-user the other calls name.
      if (path === '/agent/user/delete') continue;
      const r = await server.call(method, path, body, { token: admin.token });
      results[path] = r.body.code;
    }
    const del = calls().find(([, p]) => p === '/agent/user/delete');
    const r = await server.call('POST', '/agent/user/delete', del?.[2], { token: admin.token });
    results['/agent/user/delete'] = r.body.code;
    expect(
      Object.values(results).every((c) => c === 200),
      JSON.stringify(results),
    ).toBe(true);
  });
});
