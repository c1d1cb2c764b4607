import {
  ActorFailureMessage,
  Code,
  CustomActorMessage,
  CustomActorStatus,
  UploadMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { makeJpeg, makeVideo } from '../../uploads/test-uploads';
import { insertOwnActor, snapshotCreation } from '../../videos/test-creation';
import {
  faceFootage,
  groupPhotoBytes,
  singleFaceCrop,
  type User,
  uploaded,
} from './test-custom-actors';

let server: TestServer;
let alice: User;
let bob: User;
let redPhoto: string;
let groupPhoto: string;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = [await signUp(server), await signUp(server)];
  redPhoto = await uploaded(server, alice, 'image', await makeJpeg(), 'red.jpg');
  groupPhoto = await uploaded(server, alice, 'image', await groupPhotoBytes(), 'group.jpg');
}, testTime(120_000));
afterAll(() => server?.close());

const check = (user: User, body: Record<string, unknown>) =>
  server.call<{ usable: boolean }>('POST', '/video/check-actor-file', body, user);

/** Refused with 1012, the reason's message and its code in data; no table changed. */
async function refusedFor(user: User, body: Record<string, unknown>, reason: string) {
  const before = await snapshotCreation(server);
  const r = await check(user, body);
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({
    code: Code.INVALID_FORMAT,
    message: ActorFailureMessage[reason as keyof typeof ActorFailureMessage],
    data: { reason },
  });
  expect(await snapshotCreation(server)).toEqual(before);
}

describe('POST /video/check-actor-file (the Verify step)', () => {
  it('refuses a picture without a face, and one with several faces, in seconds', {
    timeout: testTime(60_000),
  }, async () => {
    await refusedFor(alice, { kind: 'image', file_uri: redPhoto }, 'no-face');
    await refusedFor(alice, { kind: 'image', file_uri: groupPhoto }, 'several-faces');
  });

  it('passes a picture cropped to one face, storing nothing', {
    timeout: testTime(60_000),
  }, async () => {
    const before = await snapshotCreation(server);
    const r = await check(alice, { kind: 'image', file_uri: groupPhoto, crop: singleFaceCrop });
    expect(r.body, r.body.message).toMatchObject({ code: 200, data: { usable: true } });
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('refuses a video without a face and passes 30 s of one face', {
    timeout: testTime(120_000),
  }, async () => {
    const blank = await uploaded(server, alice, 'video', await makeVideo(30), 'blue.mp4');
    await refusedFor(alice, { kind: 'video', file_uri: blank }, 'no-face');
    const face = await uploaded(server, alice, 'video', await faceFootage(2), 'face.mp4');
    const r = await check(alice, { kind: 'video', file_uri: face });
    expect(r.body, r.body.message).toMatchObject({ code: 200, data: { usable: true } });
  });

  it('refuses a bad crop, the wrong kind, a stranger’s upload and an unknown kind', async () => {
    const r = await check(alice, {
      kind: 'image',
      file_uri: groupPhoto,
      crop: { x: 1900, y: 0, width: 91, height: 160 },
    });
    expect(r.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: CustomActorMessage.CROP_INVALID,
    });
    expect((await check(alice, { kind: 'video', file_uri: redPhoto })).body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: UploadMessage.FILE_KIND_MISMATCH,
    });
    expect((await check(bob, { kind: 'image', file_uri: redPhoto })).body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: UploadMessage.FILE_URI_INVALID,
    });
    expect((await check(alice, { kind: 'audio', file_uri: redPhoto })).body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: CustomActorMessage.KIND_INVALID,
    });
    expect(
      (await check(alice, { kind: 'image', file_uri: redPhoto, user_id: 'someone-else' })).body,
    ).toMatchObject({ code: Code.ACCESS_RESTRICTED });
  });

  it('refuses a caller who is not signed in', async () => {
    const r = await server.call('POST', '/video/check-actor-file', {
      kind: 'image',
      file_uri: redPhoto,
    });
    expect(r.status).toBe(401);
  });
});

describe('failed actors: retryable or not', () => {
  const failWith = async (user: User, name: string, reason: string) => {
    const id = await insertOwnActor(server, user.email, {
      name,
      generate_status: CustomActorStatus.FAILED,
    });
    await server.ctx.db
      .updateTable('actors')
      .set({ fail_reason: reason })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const template = async (user: User, id: string) =>
    (
      await server.call<{ data: { fail_retryable: boolean | null; fail_reason: string | null } }>(
        'GET',
        `/video/user-actor-template/${id}`,
        undefined,
        user,
      )
    ).body.data.data;
  const retry = (user: User, id: string) =>
    server.call('POST', '/video/retry-failed-template', { template_id: id }, user);

  it('sends a refused file as not retryable, and refuses to regenerate it', async () => {
    const id = await failWith(bob, 'Faceless', 'no-face');
    expect(await template(bob, id)).toMatchObject({
      fail_reason: ActorFailureMessage['no-face'],
      fail_retryable: false,
    });
    const before = await snapshotCreation(server);
    expect((await retry(bob, id)).body).toMatchObject({
      code: Code.OPERATION_FAILED,
      message: CustomActorMessage.NOT_RETRYABLE,
    });
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('sends a fault of ours as retryable, and regenerates it; a ready actor has no verdict', async () => {
    const id = await failWith(bob, 'Unlucky', 'failed');
    expect(await template(bob, id)).toMatchObject({
      fail_reason: ActorFailureMessage.failed,
      fail_retryable: true,
    });
    expect((await retry(bob, id)).body).toMatchObject({
      code: 200,
      data: { status: CustomActorStatus.QUEUED },
    });
    const ready = await insertOwnActor(server, bob.email, { name: 'Fine' });
    expect((await template(bob, ready)).fail_retryable).toBeNull();
  });
});
