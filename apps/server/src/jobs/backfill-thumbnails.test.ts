import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type actorItem, VideoStatus, type videoItem } from '@talkreel/contract';
import { renderActorStill, stockActors } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newProject } from '../features/tree/test-tree';
import { storedThumbnailKeys } from '../features/videos/poster-thumbnails';
import { inWorkDir } from '../features/videos/stored-files';
import {
  eventually,
  insertVideoRow,
  probeLink,
  seedFewStock,
} from '../features/videos/test-creation';
import { videoFileKeys } from '../features/videos/video-keys';
import { currentWorkspaceOf, userIdOf } from '../features/workspaces/test-membership';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { testTime } from '../test/test-time';
import {
  BACKFILL_BATCH,
  backfillThumbnails,
  scheduleThumbnailBackfill,
} from './backfill-thumbnails';

type Video = z.input<typeof videoItem>;
type Actor = z.input<typeof actorItem>;

let server: TestServer;
let user: { email: string; token: string };
let workspace: string;
let project: string;
/** A real 720×1280 picture as stored posters are (the engine's still of a stock actor). */
let posterBytes: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, 1);
  user = await signUp(server);
  workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
  project = (await newProject(server, user.token, workspace, null, 'Old videos')).id;
  posterBytes = await inWorkDir('test-poster', async (dir) => {
    const file = path.join(dir, 'poster.jpg');
    await renderActorStill({ kind: 'illustrated', params: stockActors[2].params }, file);
    return readFile(file);
  });
}, testTime(60_000));
afterAll(() => server?.close());

/** A finished video stored before thumbnails existed: its poster, and no thumbnails. */
async function oldVideo(poster: Buffer | null = posterBytes): Promise<string> {
  const id = await insertVideoRow(server, {
    workspace_id: workspace,
    project_id: project,
    user_id: await userIdOf(server, user.email),
    video_status: VideoStatus.FINISHED,
  });
  const key = videoFileKeys({ workspace_id: workspace, id }).poster;
  if (poster) await server.ctx.storage.put(key, poster, 'image/jpeg');
  await server.ctx.db.updateTable('videos').set({ poster_key: key }).where('id', '=', id).execute();
  return id;
}

const thumbsOf = async (id: string) =>
  (
    await server.ctx.db
      .selectFrom('videos')
      .select('poster_thumbs')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).poster_thumbs;

async function listed(): Promise<Video[]> {
  const r = await server.call<{ videos: Video[] }>(
    'POST',
    '/video/videos-by-folder-project',
    { project_id: project, current_page: 1, page_size: 1000 },
    user,
  );
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data.videos;
}

describe('thumbnails.backfill (issue 24)', () => {
  it('fills old videos and actors through the queue, a batch per run, until none is left', {
    timeout: testTime(180_000),
  }, async () => {
    // More than one batch, so the first run must hand over to a next one.
    const videos: string[] = [];
    for (let i = 0; i < BACKFILL_BATCH + 2; i++) videos.push(await oldVideo());
    const unreadable = await oldVideo(Buffer.from('not a picture'));
    const missing = await oldVideo(null);
    // A stock actor from before: its picture, no thumbnails.
    const stock = await server.ctx.db
      .selectFrom('actors')
      .select(['id', 'image_thumbs'])
      .where('owner_user_id', 'is', null)
      .executeTakeFirstOrThrow();
    for (const key of storedThumbnailKeys(stock.image_thumbs)) await server.ctx.storage.delete(key);
    await server.ctx.db
      .updateTable('actors')
      .set({ image_thumbs: null })
      .where('id', '=', stock.id)
      .execute();
    const before = await server.call<{ actors: Actor[] }>('POST', '/actor/show', {}, user);
    expect(before.body.data.actors.find((a) => a.id === stock.id)?.image_thumbnails).toBeNull();

    await scheduleThumbnailBackfill(server.ctx);
    await eventually(async () => {
      const left = await server.ctx.db
        .selectFrom('videos')
        .select('id')
        .where('poster_thumbs', 'is', null)
        .executeTakeFirst();
      return !left;
    }, 120_000);

    const items = await listed();
    for (const id of videos) {
      const item = items.find((v) => v.id === id);
      expect(item?.poster_thumbnails, id).toBeTruthy();
    }
    // One of them, picture by picture: each link serves a WebP of its width.
    const first = items.find((v) => v.id === videos[0]);
    for (const [name, width] of [
      ['w48', 48],
      ['w96', 96],
      ['w240', 240],
      ['w480', 480],
    ] as const) {
      const link = first?.poster_thumbnails?.[name] ?? '';
      expect(await probeLink(server, link)).toMatchObject({ videoCodec: 'webp', width });
    }
    // A poster that cannot be read, or is gone, is marked and never tried again; its card keeps
    // the poster link.
    for (const id of [unreadable, missing]) {
      expect(await thumbsOf(id)).toBe('{}');
      expect(items.find((v) => v.id === id)?.poster_thumbnails).toBeNull();
    }
    expect(items.find((v) => v.id === unreadable)?.poster_url).toBeTruthy();

    const after = await server.call<{ actors: Actor[] }>('POST', '/actor/show', {}, user);
    const actor = after.body.data.actors.find((a) => a.id === stock.id);
    expect(await probeLink(server, actor?.image_thumbnails?.w240 ?? '')).toMatchObject({
      videoCodec: 'webp',
      width: 240,
    });
  });

  it('resumes where a run stopped and leaves finished rows alone (idempotent)', {
    timeout: testTime(60_000),
  }, async () => {
    const rows = [await oldVideo(), await oldVideo(), await oldVideo()];
    // A run that ends after one poster (as one stopped by a restart would): one row done.
    expect(await backfillThumbnails(server.ctx, 1)).toEqual({ made: 1, more: true });
    const done = await Promise.all(rows.map(thumbsOf));
    expect(done.filter((t) => t !== null)).toHaveLength(1);
    const finished = rows[done.findIndex((t) => t !== null)];
    const keys = storedThumbnailKeys(await thumbsOf(finished));
    const written = await server.ctx.storage.head(keys[0]);

    // The next run takes up the rest, and only the rest.
    expect(await backfillThumbnails(server.ctx, 10)).toEqual({ made: 2, more: false });
    for (const id of rows) expect(await thumbsOf(id)).toMatch(/"240":/);
    expect(await backfillThumbnails(server.ctx, 10)).toEqual({ made: 0, more: false });
    expect(storedThumbnailKeys(await thumbsOf(finished))).toEqual(keys);
    expect((await server.ctx.storage.head(keys[0]))?.lastModified).toEqual(written?.lastModified);
  });
});
