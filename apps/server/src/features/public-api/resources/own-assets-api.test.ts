import {
  Code,
  type Problem,
  type PublicActor,
  type PublicUpload,
  type PublicVideo,
  type PublicVoice,
  UploadMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall, publicUpload } from '../../../test/api-key-factory';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { groupPhoto, singleFaceCrop } from '../../actors/custom/test-custom-actors';
import { makeMedia } from '../../uploads/test-uploads';
import { eventually, scriptOf, seedFewStock, snapshotCreation } from '../../videos/test-creation';
import { speechWav } from '../../voices/clone/test-clone-providers';
import { currentWorkspaceOf, userIdOf } from '../../workspaces/test-membership';

type Key = { key: string };

let server: TestServer;
let alice: Key;
let bob: Key;

async function newKey(): Promise<Key> {
  const { email } = await signUp(server);
  const userId = await userIdOf(server, email);
  const workspaceId = (await currentWorkspaceOf(server, email)) ?? '';
  return { key: (await createTestApiKey(server, { userId, workspaceId })).secret };
}

const call = <T>(who: Key, method: string, path: string, body?: unknown) =>
  publicCall<T>(server, method, path, { key: who.key, body });

const upload = (who: Key, kind: string, bytes: Buffer, fileName: string) =>
  publicUpload(server, who.key, kind, bytes, fileName);

/** The group photo's one face, already cut to 9:16: an actor needs no crop. */
const facePhoto = () =>
  makeMedia('face.jpg', [
    ...['-i', groupPhoto()],
    ...[
      '-vf',
      `crop=${singleFaceCrop.width}:${singleFaceCrop.height}:${singleFaceCrop.x}:${singleFaceCrop.y}`,
    ],
    ...['-frames:v', '1'],
  ]);

beforeAll(async () => {
  server = await startTestServer((url) => ({ publicUrl: url }));
  await seedFewStock(server, 2);
  alice = await newKey();
  bob = await newKey();
}, testTime(180_000));
afterAll(async () => {
  await server?.close();
}, testTime(120_000));

describe('refusals of POST /actors and POST /voices, each creating nothing', () => {
  it("another user's upload is 404; a file never sent is 400; the wrong kind is 422", async () => {
    const wav = await speechWav();
    const theirs = await upload(bob, 'audio', wav, 'bob.wav');
    const unsent = (
      await call<PublicUpload>(alice, 'POST', '/uploads', {
        file_name: 'later.wav',
        file_size: wav.length,
        kind: 'audio',
      })
    ).body;
    const photo = await upload(alice, 'image', await facePhoto(), 'face.jpg');
    const before = await snapshotCreation(server);
    const voiceOf = (upload_id: string) =>
      call<Problem>(alice, 'POST', '/voices', { name: 'V2', upload_id, provider: 'local' });

    const foreign = await voiceOf(theirs.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(Code.NOT_FOUND);
    const missing = await voiceOf(unsent.id);
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(UploadMessage.NOT_RECEIVED);
    const image = await voiceOf(photo.id);
    expect(image.status).toBe(422);
    expect(image.body.detail).toBe(UploadMessage.FILE_KIND_MISMATCH);
    const audioActor = await call<Problem>(alice, 'POST', '/actors', {
      name: 'Sound',
      upload_id: theirs.id,
      voice_id: 'en-ava',
    });
    expect(audioActor.status).toBe(404);
    expect(await snapshotCreation(server)).toEqual(before);
  });
});

describe('uploads to an own voice and an own actor, scripted end to end', () => {
  let voice: PublicVoice;
  let actor: PublicActor;

  it('POST /uploads answers a single-use absolute address with its method, headers and expiry', async () => {
    const r = await call<PublicUpload>(alice, 'POST', '/uploads', {
      file_name: 'a.wav',
      file_size: 1000,
      kind: 'audio',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ object: 'upload', kind: 'audio', method: 'PUT', headers: {} });
    expect(r.body.upload_url).toMatch(new RegExp(`^${server.url}/`));
    expect(Date.parse(r.body.expires_at)).toBeGreaterThan(Date.now());
  });

  it('POST /voices matches a voice offline from an uploaded recording; GET follows it to ready', {
    timeout: testTime(300_000),
  }, async () => {
    const recording = await upload(alice, 'audio', await speechWav(), 'me.wav');
    const r = await call<PublicVoice>(alice, 'POST', '/voices', {
      name: 'My voice',
      upload_id: recording.id,
      provider: 'local',
      language: 'en',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({
      object: 'voice',
      name: 'My voice',
      source: 'custom',
      provider: 'local',
      status: 'processing',
      preview_url: null,
    });
    voice = await eventually(async () => {
      const got = await call<PublicVoice>(alice, 'GET', `/voices/${r.body.id}`);
      expect(got.status).toBe(200);
      return got.body.status !== 'processing' && got.body;
    }, 240_000);
    expect(voice, JSON.stringify(voice.error)).toMatchObject({ status: 'ready', error: null });
    expect((await fetch(voice.preview_url ?? '')).status).toBe(200);
    const mine = await call<{ data: PublicVoice[] }>(alice, 'GET', '/voices?tab=mine');
    expect(mine.body.data.map((v) => v.id)).toEqual([voice.id]);
    expect((await call<Problem>(bob, 'GET', `/voices/${voice.id}`)).status).toBe(404);
  });

  it('POST /actors makes an own actor from an uploaded photo; GET follows it to ready', {
    timeout: testTime(600_000),
  }, async () => {
    const photo = await upload(alice, 'image', await facePhoto(), 'face.jpg');
    const r = await call<PublicActor>(alice, 'POST', '/actors', {
      name: 'Photo me',
      upload_id: photo.id,
      voice_id: voice.id,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({
      object: 'actor',
      name: 'Photo me',
      kind: 'photo',
      source: 'custom',
      voice_id: voice.id,
    });
    // Queued, unless the worker took it already.
    expect(['queued', 'processing']).toContain(r.body.status);
    actor = await eventually(async () => {
      const got = await call<PublicActor>(alice, 'GET', `/actors/${r.body.id}`);
      expect(got.status).toBe(200);
      return (got.body.status === 'ready' || got.body.status === 'failed') && got.body;
    }, 540_000);
    expect(actor, JSON.stringify(actor.error)).toMatchObject({
      status: 'ready',
      error: null,
      progress: null,
    });
    expect((await fetch(actor.poster_url ?? '')).status).toBe(200);
    expect((await call<Problem>(bob, 'GET', `/actors/${actor.id}`)).status).toBe(404);
  });

  it('a video of the new actor speaks with its own voice when none is named', async () => {
    const r = await call<PublicVideo>(alice, 'POST', '/videos', {
      script: scriptOf(100),
      actor_id: actor.id,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({
      actor_id: actor.id,
      voice_id: voice.id,
      status: expect.stringMatching(/^(queued|rendering)$/),
    });
    expect((await call(alice, 'DELETE', `/videos/${r.body.id}`)).status).toBe(204);
  });
});
