import { AgentMessage, Code, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { type Account, account } from '../members/test-team';
import {
  insertOwnActor,
  insertOwnVoice,
  seedFewStock,
  snapshotCreation,
} from '../videos/test-creation';
import { type AgentAdmin, agentAdmin, type SubUser, signedInSubUser } from './test-agent';

let server: TestServer;
let admin: AgentAdmin;
let sub: SubUser & { token: string };
let stranger: Account;
let stockVoice: { id: string; name: string };
beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
  await seedFewStock(server, 1);
  admin = await agentAdmin(server);
  sub = await signedInSubUser(server, admin);
  stranger = await account(server);
  stockVoice = await server.ctx.db
    .selectFrom('voices')
    .select(['id', 'name'])
    .where('owner_user_id', 'is', null)
    .executeTakeFirstOrThrow();
}, testTime(120_000));
afterAll(() => server.close());

interface Detail {
  actors: { id: string; name: string; audio: { id: string; name: string } | null }[];
  audios: { id: string; name: string }[];
}
const detail = (body: Record<string, unknown> = { user_id: sub.id }) =>
  server.call<Detail>('POST', '/agent/user/actor-detail', body, { token: admin.token });
const save = (body: Record<string, unknown>) =>
  server.call<{ message: string }>('POST', '/agent/user/save-actor-info', body, {
    token: admin.token,
  });

describe("a sub-user's actors and voices, for their agent", () => {
  it('actor-detail lists only the sub-user’s own actors, newest first, and own voices', async () => {
    const first = await insertOwnActor(server, sub.email, { name: 'First' });
    server.advanceClock(1000);
    const second = await insertOwnActor(server, sub.email, { name: 'Second' });
    const voice = await insertOwnVoice(server, sub.email, { name: 'Own voice' });
    await insertOwnActor(server, stranger.email, { name: 'Not theirs' });
    const r = await detail({ user_id: sub.id, agent_id: admin.agentId });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.actors.map((a) => [a.id, a.name, a.audio])).toEqual([
      [second, 'Second', null],
      [first, 'First', null],
    ]);
    expect(r.body.data.audios.map((v) => [v.id, v.name])).toEqual([[voice, 'Own voice']]);
    // agent_id is optional (the spec sends user_id only); blank counts as absent.
    expect((await detail({ user_id: sub.id, agent_id: '' })).body.data).toEqual(r.body.data);
    expect((await detail({ user_id: sub.id })).body.data).toEqual(r.body.data);
  });

  it('save-actor-info renames the actor, sets its voice and renames an own voice', async () => {
    const actor = await insertOwnActor(server, sub.email, { name: 'Preview me' });
    const voice = await insertOwnVoice(server, sub.email, { name: 'Old voice name' });
    const r = await save({
      actor_id: actor,
      actor_name: ' Host ',
      voice_id: voice,
      voice_name: 'Warm host',
      voice_url: 'ignored',
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({
      code: 200,
      data: { message: 'success' },
    });
    const after = (await detail()).body.data;
    expect(after.actors.find((a) => a.id === actor)).toMatchObject({
      name: 'Host',
      audio: { id: voice, name: 'Warm host' },
    });
    // A library voice is everyone's: it becomes the actor's voice but keeps its name.
    const lib = await save({
      actor_id: actor,
      actor_name: 'Host',
      voice_id: stockVoice.id,
      voice_name: 'Mine now',
    });
    expect(lib.body.code).toBe(200);
    const row = await server.ctx.db
      .selectFrom('voices')
      .select('name')
      .where('id', '=', stockVoice.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(stockVoice.name);
    expect((await detail()).body.data.actors.find((a) => a.id === actor)?.audio?.id).toBe(
      stockVoice.id,
    );
  });

  it('refuses duplicate names, foreign voices and empty fields, changing nothing', async () => {
    const actor = await insertOwnActor(server, sub.email, { name: 'Unique actor' });
    await insertOwnActor(server, sub.email, { name: 'Taken Actor' });
    const voice = await insertOwnVoice(server, sub.email, { name: 'Unique voice' });
    await insertOwnVoice(server, sub.email, { name: 'Taken voice' });
    const foreignVoice = await insertOwnVoice(server, stranger.email, { name: 'Foreign' });
    const ok = {
      actor_id: actor,
      actor_name: 'Fine',
      voice_id: voice,
      voice_name: 'Fine voice',
      voice_url: '',
    };
    const cases: [Record<string, unknown>, number, string, Record<string, string>][] = [
      [
        { actor_name: 'taken actor' },
        Code.ALREADY_EXISTS,
        Message.ACTOR_NAME_EXISTS,
        { actor_name: Message.ACTOR_NAME_EXISTS },
      ],
      [
        { voice_name: 'TAKEN VOICE' },
        Code.ALREADY_EXISTS,
        Message.VOICE_NAME_EXISTS,
        { voice_name: Message.VOICE_NAME_EXISTS },
      ],
      [
        { voice_id: foreignVoice },
        Code.INVALID_INPUT,
        AgentMessage.VOICE_ID,
        { voice_id: AgentMessage.VOICE_ID },
      ],
      [
        { actor_name: ' ', voice_name: '' },
        Code.INVALID_INPUT,
        AgentMessage.ACTOR_NAME,
        { actor_name: AgentMessage.ACTOR_NAME, voice_name: AgentMessage.VOICE_NAME },
      ],
      [
        { voice_id: '' },
        Code.INVALID_INPUT,
        AgentMessage.VOICE_ID,
        { voice_id: AgentMessage.VOICE_ID },
      ],
    ];
    const before = await snapshotCreation(server);
    for (const [over, code, message, fields] of cases) {
      const r = await save({ ...ok, ...over });
      expect(r.body, JSON.stringify(over)).toMatchObject({ code, message, data: { fields } });
    }
    expect(await snapshotCreation(server)).toEqual(before);
  });
});
