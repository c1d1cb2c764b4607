import path from 'node:path';
import { DAY_MS, VideoStatus, type videoItem } from '@talkreel/contract';
import { probeMedia } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { stockActorId } from '../stock/stock-selection';
import { newProject } from '../tree/test-tree';
import { storedPictureOf } from '../videos/picture/stored-picture';
import { downloadObject, inWorkDir } from '../videos/stored-files';
import {
  cornerPixel,
  eventually,
  seedFewStock,
  settledVideo,
  videoTask,
} from '../videos/test-creation';
import { currentWorkspaceOf } from '../workspaces/test-membership';
import { purgeUploads } from './purge-uploads';
import { makeMedia, uploadFile } from './test-uploads';

// A confirmed video upload is made render-ready once (25 fps, BT.709, no sound), and a video
// on it as a background takes that copy; the purge removes it with the upload.
type Video = z.input<typeof videoItem>;
let server: TestServer;
let user: { email: string; token: string };
const olivia = stockActorId('olivia-studio');
const GREEN = [32, 160, 64];

/** Half a minute (the shortest video upload) of one colour, BT.709, 30 fps, with sound, as a phone hands it over. */
const greenVideo = () =>
  makeMedia('bg.mp4', [
    ...['-f', 'lavfi', '-i', 'color=c=0x20a040:s=1280x720:r=30:d=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=300:duration=30'],
    ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-colorspace', 'bt709', '-c:a', 'aac'],
    '-shortest',
  ]);

const uploadRow = (id: string) =>
  server.ctx.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The upload's render-ready key once its job has made it. */
const renderKeyOf = (id: string) =>
  eventually(async () => (await uploadRow(id)).render_key, 120_000);

const probeObject = (key: string) =>
  inWorkDir('probe', async (dir) => {
    const file = path.join(dir, path.posix.basename(key));
    await downloadObject(server.ctx, key, file);
    return probeMedia(file);
  });

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, 1);
  user = await signUp(server);
  const verified = await server.call(
    'POST',
    '/audio/tts/generate',
    { text: 'Verify me.', voice_id: 'en-ava', actor_id: olivia },
    { token: user.token },
  );
  expect(verified.body.code, verified.body.message).toBe(200);
}, testTime(120_000));
afterAll(() => server?.close());

describe('a video upload made render-ready', () => {
  it('is kept beside the upload at 25 fps, BT.709, without sound; images get none', async () => {
    const video = await uploadFile(server, user.token, 'video', await greenVideo(), 'bg.mp4');
    expect(video.confirm.body.code, video.confirm.body.message).toBe(200);
    const image = await uploadFile(
      server,
      user.token,
      'image',
      await makeMedia('i.png', ['-f', 'lavfi', '-i', 'color=c=red:s=90x160:d=1', '-frames:v', '1']),
    );
    const key = await renderKeyOf(video.taskId);
    const row = await uploadRow(video.taskId);
    expect(key.startsWith(path.posix.dirname(row.file_key ?? ''))).toBe(true);
    expect(await probeObject(key)).toMatchObject({
      width: 1280,
      height: 720,
      fps: 25,
      hasAudio: false,
      colorSpace: 'bt709',
    });
    // The upload itself is untouched.
    expect(await probeObject(row.file_key ?? '')).toMatchObject({ fps: 30, hasAudio: true });
    expect((await uploadRow(image.taskId)).render_key).toBeNull();
  });

  it(
    'is what a video on it as a background takes, and renders its picture',
    async () => {
      const upload = await uploadFile(server, user.token, 'video', await greenVideo(), 'bg.mp4');
      await renderKeyOf(upload.taskId);
      const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
      const project = (await newProject(server, user.token, workspace, null, 'Ready')).id;
      const r = await server.call<{ videos: Video[] }>(
        'POST',
        '/video/audio-video/process-batch',
        {
          tasks: [
            videoTask(project, olivia, {
              background: { type: 'video', value: upload.confirm.body.data.file_uri },
              layout: { placement: 'right', scale: 0.5 },
            }),
          ],
        },
        { token: user.token },
      );
      expect(r.body.code, r.body.message).toBe(200);
      const id = r.body.data.videos[0].id;
      const stored = await server.ctx.db
        .selectFrom('videos')
        .select('picture')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const copy = storedPictureOf(stored.picture).background_key ?? '';
      expect(await probeObject(copy)).toMatchObject({ fps: 25, hasAudio: false });

      const taskId = r.body.data.videos[0].task_id;
      const done = await settledVideo(server, user, taskId, 300_000);
      expect(done.video_status, done.error_message ?? '').toBe(VideoStatus.FINISHED);
      const corner = await cornerPixel(server, done.video_url ?? '');
      expect(
        corner.every((v, i) => Math.abs(v - GREEN[i]) <= 12),
        `corner ${corner}`,
      ).toBe(true);
    },
    testTime(360_000),
  );

  it('goes with its upload when the purge takes it', async () => {
    const upload = await uploadFile(server, user.token, 'video', await greenVideo(), 'bg.mp4');
    const key = await renderKeyOf(upload.taskId);
    expect(await server.ctx.storage.head(key)).not.toBeNull();
    server.advanceClock(DAY_MS + 60_000);
    try {
      await purgeUploads(server.ctx);
    } finally {
      server.advanceClock(-(DAY_MS + 60_000));
    }
    expect(
      await server.ctx.db
        .selectFrom('uploads')
        .select('id')
        .where('id', '=', upload.taskId)
        .execute(),
    ).toEqual([]);
    expect(await server.ctx.storage.head(key)).toBeNull();
  });
});
