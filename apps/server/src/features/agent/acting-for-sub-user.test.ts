import { CloneMessage, Code, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { type Account, account } from '../members/test-team';
import { makeJpeg, makeWav, uploadFile } from '../uploads/test-uploads';
import { insertOwnActor, insertOwnVoice, snapshotCreation } from '../videos/test-creation';
import { type AgentAdmin, agentAdmin, type SubUser, signedInSubUser } from './test-agent';

/**
 * An agent acting for its sub-user with `user_id` on the clone, actor-creation, rename and
 * duplicate-check calls (creation.md §6): allowed for its own sub-users only, and what it makes
 * belongs to the sub-user. Jobs are left unrun: only who owns what is at stake here.
 */
let server: TestServer;
let admin: AgentAdmin;
let other: AgentAdmin;
let stranger: Account;
let sub: SubUser & { token: string };
let sibling: SubUser & { token: string };
let wavUri: string;
let jpegUri: string;
let subVoice: string;

beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
  admin = await agentAdmin(server, 'Ours');
  other = await agentAdmin(server, 'Theirs');
  stranger = await account(server);
  sub = await signedInSubUser(server, admin);
  sibling = await signedInSubUser(server, admin);
  const wav = await uploadFile(server, admin.token, 'audio', await makeWav(12), 'me.wav');
  wavUri = wav.confirm.body.data.file_uri;
  const jpeg = await uploadFile(server, admin.token, 'image', await makeJpeg(), 'face.jpg');
  jpegUri = jpeg.confirm.body.data.file_uri;
  subVoice = await insertOwnVoice(server, sub.email, { name: 'Sub voice' });
}, testTime(120_000));
afterAll(() => server.close());

const as = <T = Record<string, unknown>>(
  who: { token: string },
  method: string,
  path: string,
  body?: unknown,
) => server.call<T>(method, path, body, { token: who.token });

describe('an agent acting for its sub-user', () => {
  it('clones a voice that belongs to the sub-user, and renames and checks it for them', async () => {
    const r = await as<{ task_id: string }>(admin, 'POST', '/audio/clone-local', {
      user_id: sub.id,
      audio_name: 'Cloned for sub',
      audio_url: wavUri,
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const voice = await server.ctx.db
      .selectFrom('voices')
      .select(['id', 'owner_user_id'])
      .where('name', '=', 'Cloned for sub')
      .executeTakeFirstOrThrow();
    expect(voice.owner_user_id).toBe(sub.id);
    // The sub-user sees it as theirs; the agent's own library does not have it.
    const mine = await as<{ templates: { id: string }[] }>(sub, 'GET', '/users/myvoice');
    expect(mine.body.data.templates.map((t) => t.id)).toContain(voice.id);
    const agents = await as<{ templates: { id: string }[] }>(admin, 'GET', '/users/myvoice');
    expect(agents.body.data.templates.map((t) => t.id)).not.toContain(voice.id);
    const theirs = await as<{ templates: { id: string }[] }>(
      admin,
      'GET',
      `/users/myvoice?user_id=${sub.id}`,
    );
    expect(theirs.body.data.templates.map((t) => t.id)).toContain(voice.id);

    const dupe = (user_id: string) =>
      as<{ is_duplicate: boolean }>(admin, 'POST', '/users/check-audio-name-duplicate', {
        input_name: 'cloned FOR sub',
        user_id,
      });
    expect((await dupe(sub.id)).body.data.is_duplicate).toBe(true);
    expect((await dupe('')).body.data.is_duplicate).toBe(false);
    const renamed = await as<{ is_duplicate: boolean }>(admin, 'POST', '/audio/rename-template', {
      audio_id: voice.id,
      audio_name: 'Renamed by agent',
      user_id: sub.id,
    });
    expect(renamed.body.data.is_duplicate).toBe(false);
    // Both the sub-user and the agent that started the clone read the saved voice, by voice id
    // and by task id; the other agent cannot.
    for (const who of [sub, admin]) {
      for (const id of [voice.id, r.body.data.task_id]) {
        const info = await as<{ name: string }>(who, 'GET', `/audio/save-info/${id}`);
        expect(info.body.data?.name, JSON.stringify(info.body)).toBe('Renamed by agent');
      }
    }
    const status = await as(admin, 'GET', `/audio/processing-status/${r.body.data.task_id}`);
    expect(status.body.code).toBe(200);
    const foreign = await as(other, 'GET', `/audio/save-info/${voice.id}`);
    expect(foreign.body.code).toBe(Code.ACCESS_RESTRICTED);
  });

  it("shows the sub-user's voices with the sub-user's stars, not the agent's", async () => {
    const starred = await as<{ is_favorite: boolean }>(
      sub,
      'POST',
      '/audio-template/toggle-favorite',
      { customize_audio_template_id: subVoice },
    );
    expect(starred.body.data.is_favorite).toBe(true);
    const seen = async (who: { token: string }, path: string) =>
      (
        await as<{ templates: { id: string; is_starred: boolean }[] }>(who, 'GET', path)
      ).body.data.templates.find((t) => t.id === subVoice)?.is_starred;
    expect(await seen(sub, '/users/myvoice')).toBe(true);
    expect(await seen(admin, `/users/myvoice?user_id=${sub.id}`)).toBe(true);
    await as(sub, 'POST', '/audio-template/toggle-favorite', {
      customize_audio_template_id: subVoice,
    });
    expect(await seen(admin, `/users/myvoice?user_id=${sub.id}`)).toBe(false);
  });

  it('creates an actor that belongs to the sub-user, and names and renames it for them', async () => {
    const suffix = await as<{ suffix_id: number }>(
      admin,
      'GET',
      `/users/actor-name-suffix-id?user_id=${sub.id}`,
    );
    expect(suffix.body.data.suffix_id).toBe(1);
    const made = await as<{ template_id: string }>(admin, 'POST', '/video/image-to-video', {
      user_id: sub.id,
      actor_name: 'Actor 1',
      actor_pic: jpegUri,
      audio_name: 'Sub voice',
      sample_audio_url: subVoice,
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    const actor = await server.ctx.db
      .selectFrom('actors')
      .select(['id', 'owner_user_id', 'default_voice_id'])
      .where('id', '=', made.body.data.template_id)
      .executeTakeFirstOrThrow();
    expect(actor).toEqual({
      id: made.body.data.template_id,
      owner_user_id: sub.id,
      default_voice_id: subVoice,
    });
    const list = await as<{ actors: { id: string }[] }>(
      sub,
      'POST',
      '/video/user-actor-template-videos',
      { current_page: 1 },
    );
    expect(list.body.data.actors.map((a) => a.id)).toContain(actor.id);

    const dupe = await as<{ is_duplicate: boolean }>(
      admin,
      'POST',
      '/users/check-actor-name-duplicate',
      { input_name: 'actor 1', user_id: sub.id },
    );
    expect(dupe.body.data.is_duplicate).toBe(true);
    const renamed = await as<{ is_duplicate: boolean }>(
      admin,
      'POST',
      '/users/rename-actor-template',
      { actor_id: actor.id, actor_name: 'Spokesperson', user_id: sub.id },
    );
    expect(renamed.body.data.is_duplicate).toBe(false);
    const detail = await as<{ actors: { id: string; name: string; audio: { id: string } }[] }>(
      admin,
      'POST',
      '/agent/user/actor-detail',
      { user_id: sub.id },
    );
    expect(detail.body.data.actors.find((a) => a.id === actor.id)).toMatchObject({
      name: 'Spokesperson',
      audio: { id: subVoice, name: 'Sub voice' },
    });

    // The agent polls it, and regenerates it once it failed; the other agent can do neither.
    const poll = await as<{ status: number; data: { name: string; is_my_actor: boolean } }>(
      admin,
      'GET',
      `/video/user-actor-template/${actor.id}`,
    );
    expect(poll.body.data).toMatchObject({ data: { name: 'Spokesperson', is_my_actor: true } });
    expect((await as(other, 'GET', `/video/user-actor-template/${actor.id}`)).body.code).toBe(
      Code.ACCESS_RESTRICTED,
    );
    await server.ctx.db
      .updateTable('actors')
      .set({ generate_status: 3, fail_reason: 'failed' })
      .where('id', '=', actor.id)
      .execute();
    const foreignRetry = await as(other, 'POST', '/video/retry-failed-template', {
      template_id: actor.id,
    });
    expect(foreignRetry.body.code).toBe(Code.ACCESS_RESTRICTED);
    const retry = await as<{ status: number }>(admin, 'POST', '/video/retry-failed-template', {
      template_id: actor.id,
    });
    expect(retry.body.data).toEqual({ status: 0 });
  });

  it('is refused for anyone who is not their agent, and nothing changes', async () => {
    const actorId = await insertOwnActor(server, sub.email, { name: 'Private actor' });
    const theirUpload = await uploadFile(server, other.token, 'audio', await makeWav(12), 'x.wav');
    const theirWav = theirUpload.confirm.body.data.file_uri;
    const bodies = (uri: string): [string, string, object | undefined][] => [
      ['POST', '/audio/clone-local', { user_id: sub.id, audio_name: 'Stolen', audio_url: uri }],
      ['GET', `/users/myvoice?user_id=${sub.id}`, undefined],
      ['POST', '/users/check-audio-name-duplicate', { input_name: 'Sub voice', user_id: sub.id }],
      ['POST', '/audio/rename-template', { audio_id: subVoice, audio_name: 'X', user_id: sub.id }],
      ['GET', `/users/actor-name-suffix-id?user_id=${sub.id}`, undefined],
      ['POST', '/users/check-actor-name-duplicate', { input_name: 'Private', user_id: sub.id }],
      [
        'POST',
        '/users/rename-actor-template',
        { actor_id: actorId, actor_name: 'Y', user_id: sub.id },
      ],
      [
        'POST',
        '/video/image-to-video',
        {
          user_id: sub.id,
          actor_name: 'Stolen',
          actor_pic: jpegUri,
          audio_name: 'v',
          sample_audio_url: subVoice,
        },
      ],
    ];
    const before = await snapshotCreation(server);
    for (const who of [other, stranger, sibling]) {
      for (const [method, path, body] of bodies(who === other ? theirWav : wavUri)) {
        const r = await as(who, method, path, body);
        expect(r.body, `${method} ${path}`).toMatchObject({
          code: Code.ACCESS_RESTRICTED,
          message: CloneMessage.OTHER_USER,
        });
      }
    }
    // A sub-user of ours cannot act for the agent's admin either.
    const up = await as(sub, 'GET', `/users/myvoice?user_id=${admin.id}`);
    expect(up.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(await snapshotCreation(server)).toEqual(before);
    expect(Message.USER_NOT_FOUND).toBe('User is not found');
  });
});
