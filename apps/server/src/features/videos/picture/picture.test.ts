import {
  Code,
  type Page,
  PictureMessage,
  type PublicBackground,
  type PublicVideo,
  type stockBackgroundsReply,
  UploadMessage,
  VideoStatus,
  type videoItem,
} from '@talkreel/contract';
import { stockBackgrounds } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApiKey, publicCall, publicUpload } from '../../../test/api-key-factory';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { stockActorId } from '../../stock/stock-selection';
import { newProject } from '../../tree/test-tree';
import { makeMedia, makeWav, uploadFile } from '../../uploads/test-uploads';
import { currentWorkspaceOf, userIdOf } from '../../workspaces/test-membership';
import {
  cornerPixel,
  eventually,
  probeLink,
  scriptOf,
  seedFewStock,
  settledVideo,
  snapshotCreation,
  videoTask,
} from '../test-creation';
import { videoPrefix } from '../video-keys';
import { storedPictureOf } from './stored-picture';

type Video = z.input<typeof videoItem>;
type User = { email: string; token: string; workspace: string; key: string; project: string };

let server: TestServer;
let owner: User;
let outsider: User;
const olivia = stockActorId('olivia-studio');
/** The uploaded background: one flat colour, so a frame's corner shows whether it was used. */
const BACKGROUND_RGB = [32, 160, 64];
const backgroundImage = () =>
  makeMedia('bg.png', ['-f', 'lavfi', '-i', 'color=c=0x20a040:s=320x180:d=1', '-frames:v', '1']);

async function newUser(): Promise<User> {
  const { email, token } = await signUp(server);
  const workspace = (await currentWorkspaceOf(server, email)) ?? '';
  const userId = await userIdOf(server, email);
  const key = (await createTestApiKey(server, { userId, workspaceId: workspace })).secret;
  const project = (await newProject(server, token, workspace, null, 'Picture')).id;
  return { email, token, workspace, key, project };
}

const batch = (user: User, overrides: Record<string, unknown>) =>
  server.call<{ total: number; videos: Video[] }>(
    'POST',
    '/video/audio-video/process-batch',
    { tasks: [videoTask(user.project, olivia, overrides)] },
    { token: user.token },
  );
const api = <T>(user: User, method: string, path: string, body?: unknown) =>
  publicCall<T>(server, method, path, { key: user.key, body });

/** An upload through the public API; its id names it in a later call. */
const apiUpload = async (user: User, kind: string, bytes: Buffer, fileName: string) =>
  (await publicUpload(server, user.key, kind, bytes, fileName)).id;

const closeTo = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]) <= 12);

beforeAll(async () => {
  server = await startTestServer((url) => ({ publicUrl: url }));
  await seedFewStock(server, 4);
  owner = await newUser();
  outsider = await newUser();
}, testTime(180_000));
afterAll(async () => {
  await server?.close();
}, testTime(120_000));

describe('stock backgrounds', () => {
  it('GET /backgrounds/list gives the 12 with names and a fetchable JPEG thumbnail', async () => {
    const r = await server.call<z.input<typeof stockBackgroundsReply>>(
      'GET',
      '/backgrounds/list',
      undefined,
      { token: owner.token },
    );
    expect(r.body.code, r.body.message).toBe(200);
    const list = r.body.data.backgrounds;
    expect(list.map((b) => b.id)).toEqual(stockBackgrounds.map((b) => b.id));
    expect(list).toHaveLength(12);
    for (const b of list) expect(b.name).toMatch(/\w/);
    const thumb = await fetch(new URL(list[0].thumbnail_url, server.url));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect((await probeLink(server, list[0].thumbnail_url)).width).toBe(180);
    const anonymous = await server.call('GET', '/backgrounds/list');
    expect(anonymous.body.code).toBe(Code.SIGN_IN_REQUIRED);
  });

  it('public GET /backgrounds gives the same 12 as Background resources on one page', async () => {
    const r = await api<Page<PublicBackground>>(owner, 'GET', '/backgrounds');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.next_cursor).toBeNull();
    expect(r.body.data.map((b) => b.id)).toEqual(stockBackgrounds.map((b) => b.id));
    expect(r.body.data[3]).toMatchObject({ object: 'background', name: stockBackgrounds[3].name });
    expect((await fetch(r.body.data[3].thumbnail_url)).status).toBe(200);
    expect((await publicCall(server, 'GET', '/backgrounds')).status).toBe(401);
  });
});

describe('refused pictures create nothing', () => {
  it('web: bad format, unknown stock id, bad colour, a foreign upload, an audio upload as image', async () => {
    const theirs = await uploadFile(server, outsider.token, 'image', await backgroundImage());
    const audio = await uploadFile(server, owner.token, 'audio', await makeWav(12));
    expect(audio.confirm.body.code, audio.confirm.body.message).toBe(200);
    const before = await snapshotCreation(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ format: '3:2' }, PictureMessage.FORMAT],
      [{ resolution: '4k' }, PictureMessage.RESOLUTION],
      [{ background: { type: 'stock', value: 'no-such-stock' } }, PictureMessage.STOCK_BACKGROUND],
      [{ background: { type: 'color', value: 'red' } }, PictureMessage.COLOR],
      [{ background: { type: 'color', value: '#12345' } }, PictureMessage.COLOR],
      [
        { background: { type: 'image', value: `upload://${theirs.taskId}` } },
        UploadMessage.FILE_URI_INVALID,
      ],
      [
        { background: { type: 'image', value: audio.confirm.body.data.file_uri } },
        UploadMessage.FILE_KIND_MISMATCH,
      ],
    ];
    for (const [fields, message] of cases) {
      const r = await batch(owner, fields);
      expect(r.body, JSON.stringify(fields)).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('public POST /videos: the same refusals are 4xx problems and make no video', async () => {
    const theirs = await apiUpload(outsider, 'image', await backgroundImage(), 'bg.png');
    const audio = await apiUpload(owner, 'audio', await makeWav(12), 'a.wav');
    const before = await snapshotCreation(server);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ format: '3:2' }, 422, PictureMessage.FORMAT],
      [
        { background: { type: 'stock', value: 'no-such-stock' } },
        422,
        PictureMessage.STOCK_BACKGROUND,
      ],
      [{ background: { type: 'color', value: 'red' } }, 422, PictureMessage.COLOR],
      // Somebody else's upload is as unknown as a missing one.
      [{ background: { type: 'image', value: theirs } }, 404, ''],
      [{ background: { type: 'image', value: audio } }, 422, UploadMessage.FILE_KIND_MISMATCH],
    ];
    for (const [fields, status, message] of cases) {
      const r = await api<{ detail: string; errors?: { message: string }[] }>(
        owner,
        'POST',
        '/videos',
        { script: scriptOf(100), actor_id: olivia, ...fields },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      const said = [r.body.detail, ...(r.body.errors ?? []).map((e) => e.message)].join(' | ');
      expect(said).toContain(message);
    }
    expect(await snapshotCreation(server)).toEqual(before);
  });
});

describe('a 16:9 1080p video on an uploaded image, through both APIs', () => {
  let web: Video;
  let pub: PublicVideo;
  let imageUri: string;

  beforeAll(async () => {
    // Both renders queue at once and share the wait.
    const image = await uploadFile(server, owner.token, 'image', await backgroundImage(), 'bg.png');
    imageUri = image.confirm.body.data.file_uri;
    const verified = await server.call(
      'POST',
      '/audio/tts/generate',
      { text: 'Verify me.', voice_id: 'en-ava', actor_id: olivia },
      { token: owner.token },
    );
    expect(verified.body.code, verified.body.message).toBe(200);
    const r = await batch(owner, {
      format: '16:9',
      resolution: '1080p',
      background: { type: 'image', value: image.confirm.body.data.file_uri },
    });
    expect(r.body.code, r.body.message).toBe(200);
    const publicImage = await apiUpload(owner, 'image', await backgroundImage(), 'bg.png');
    const made = await api<PublicVideo>(owner, 'POST', '/videos', {
      script: scriptOf(100, 'A short line for a quick video. '),
      actor_id: olivia,
      format: '16:9',
      resolution: '1080p',
      background: { type: 'image', value: publicImage },
      captions: {
        burn: true,
        style: {
          font: 'noto-sans-bold',
          size: 40,
          color: '#ffee00',
          decoration: 'outline',
          position: 'top',
          words_per_line: 3,
        },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    expect(made.body).toMatchObject({
      format: '16:9',
      resolution: '1080p',
      width: 1920,
      height: 1080,
      captions: true,
    });
    const taskId = r.body.data.videos[0].task_id;
    web = await settledVideo(server, owner, taskId, 300_000);
    pub = await eventually(async () => {
      const v = await api<PublicVideo>(owner, 'GET', `/videos/${made.body.id}`);
      return (v.body.status === 'done' || v.body.status === 'failed') && v.body;
    }, 300_000);
  }, testTime(420_000));

  it('web: a 1920x1080 MP4 standing on the uploaded picture, its picture in the item', async () => {
    expect(web.video_status, web.error_message ?? '').toBe(VideoStatus.FINISHED);
    expect(web.picture).toMatchObject({
      format: '16:9',
      resolution: '1080p',
      width: 1920,
      height: 1080,
      background: { type: 'image', value: expect.stringMatching(/^upload:\/\//) },
      layout: { placement: 'full', scale: 1 },
      brand: 'none',
    });
    expect(await probeLink(server, web.video_url ?? '')).toMatchObject({
      width: 1920,
      height: 1080,
    });
    expect(await probeLink(server, web.poster_url ?? '')).toMatchObject({
      width: 1920,
      height: 1080,
    });
    const corner = await cornerPixel(server, web.video_url ?? '');
    expect(closeTo(corner, BACKGROUND_RGB), `corner ${corner}`).toBe(true);
    // What a remix needs to make it again: the upload is still the owner's to name, by name.
    expect(web.burn_captions).toBe(false);
    expect(web.background_uploads).toEqual([{ value: imageUri, file_name: 'bg.png' }]);
  });

  it('public: the resource reports 16:9 1080p 1920x1080 and the MP4 is that size', async () => {
    expect(pub.status, JSON.stringify(pub.error)).toBe('done');
    expect(pub).toMatchObject({ format: '16:9', resolution: '1080p', width: 1920, height: 1080 });
    expect(await probeLink(server, pub.video_url ?? '')).toMatchObject({
      width: 1920,
      height: 1080,
    });
    const row = await server.ctx.db
      .selectFrom('videos')
      .select('picture')
      .where('id', '=', pub.id)
      .executeTakeFirstOrThrow();
    expect(storedPictureOf(row.picture).caption_style).toMatchObject({
      color: '#ffee00',
      words_per_line: 3,
    });
  });

  it('a failed video retried keeps its picture', async () => {
    // As a render that failed for good would leave it; the retry renders it again.
    await server.ctx.db
      .updateTable('videos')
      .set({ video_status: VideoStatus.FAILED, error: 'failed for the test' })
      .where('id', '=', web.id)
      .execute();
    const r = await server.call<{ videos: Video[] }>(
      'POST',
      '/video/retry-failed-video',
      { tasks: [{ failed_video_id: web.id }] },
      owner,
    );
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.data.videos[0]).toMatchObject({
      video_status: VideoStatus.IN_PROGRESS,
      picture: web.picture,
    });
  });

  it('names the uploaded background for a remix only while the upload lasts', async () => {
    const result = async () =>
      (await server.call<Video>('POST', '/video/callback/result', { task_id: web.task_id }, owner))
        .body.data;
    // Another user (even one who could see the video) cannot name the owner's upload.
    const outsiderId = await userIdOf(server, outsider.email);
    await server.ctx.db
      .updateTable('uploads')
      .set({ user_id: outsiderId })
      .where('id', '=', imageUri.replace('upload://', ''))
      .execute();
    expect((await result()).background_uploads).toEqual([]);
    // Purged (as purgeUploads leaves it: the row gone), the video still plays its own copy.
    await server.ctx.db
      .deleteFrom('uploads')
      .where('id', '=', imageUri.replace('upload://', ''))
      .execute();
    const after = await result();
    expect(after.background_uploads).toEqual([]);
    expect(after.picture?.background).toEqual({ type: 'image', value: imageUri });
  });

  it("keeps the background's copy with the video (the upload may be purged) and deletes it with it", async () => {
    const row = await server.ctx.db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', web.id)
      .executeTakeFirstOrThrow();
    const key = storedPictureOf(row.picture).background_key ?? '';
    expect(key.startsWith(videoPrefix(row))).toBe(true);
    expect(await server.ctx.storage.head(key)).not.toBeNull();
    const r = await server.call('POST', '/video/delete', { id: web.id }, owner);
    expect(r.body.code).toBe(200);
    expect(await server.ctx.storage.head(key)).toBeNull();
  });
});
