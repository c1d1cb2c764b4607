import {
  type actorItem,
  CustomActorStatus,
  type PosterThumbnailUrls,
  type posterThumbnails,
} from '@talkreel/contract';
import { POSTER_THUMBNAIL_WIDTHS, stockActors } from '@talkreel/engine';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import {
  groupPhotoBytes,
  settled,
  singleFaceCrop,
  uploaded,
} from '../actors/custom/test-custom-actors';
import { ownActorStage, renderWith } from '../actors/custom/test-own-actor-render';
import { storedThumbnailKeys, thumbnailKey } from './poster-thumbnails';
import { probeLink, seedFewStock } from './test-creation';

type Actor = z.input<typeof actorItem>;

const stage = ownActorStage();

/**
 * Each thumbnail link serves a WebP picture of its width, 9:16 like the poster; answers the
 * total bytes of the 240 px one and the poster for a comparison.
 */
async function expectThumbnails(
  server: TestServer,
  thumbnails: z.input<typeof posterThumbnails>,
  poster: string | null | undefined,
) {
  expect(thumbnails, 'thumbnail links').toBeTruthy();
  const links = thumbnails as PosterThumbnailUrls;
  for (const [name, width] of [
    ['w48', 48],
    ['w96', 96],
    ['w240', 240],
    ['w480', 480],
  ] as const) {
    const res = await fetch(new URL(links[name], server.url));
    expect(res.status, name).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const probe = await probeLink(server, links[name]);
    expect(probe).toMatchObject({
      videoCodec: 'webp',
      width,
      height: Math.round((width * 16) / 9),
    });
  }
  // The poster link is kept as it was: the full picture, for the player and the preview.
  expect(await probeLink(server, poster ?? '')).toMatchObject({ width: 720, height: 1280 });
  const bytes = async (link: string) =>
    (await (await fetch(new URL(link, server.url))).arrayBuffer()).byteLength;
  expect(await bytes(links.w240)).toBeLessThan((await bytes(poster ?? '')) / 4);
}

describe('poster thumbnails (creation.md §9)', () => {
  it("a new video's reply links thumbnails of its poster and of its actor's picture", {
    timeout: testTime(300_000),
  }, async () => {
    const { server, user } = stage;
    const stock = await server.ctx.db
      .selectFrom('actors')
      .select('id')
      .where('owner_user_id', 'is', null)
      .executeTakeFirstOrThrow();
    const video = await renderWith(stage, stock.id);
    expect(video.video_status).toBe(2);
    await expectThumbnails(server, video.poster_thumbnails, video.poster_url);
    await expectThumbnails(server, video.actor.image_thumbnails, video.actor.image_url);

    // The stock picker's list carries them too.
    const shown = await server.call<{ actors: Actor[] }>('POST', '/actor/show', {}, user);
    const listed = shown.body.data.actors.find((a) => a.id === stock.id);
    await expectThumbnails(server, listed?.image_thumbnails, listed?.image_url);
  });

  it("a new photo actor's reply links thumbnails of its poster", {
    timeout: testTime(300_000),
  }, async () => {
    const { server, user, voice } = stage;
    const pic = await uploaded(server, user, 'image', await groupPhotoBytes(), 'group.jpg');
    const created = await server.call<{ template_id: string }>(
      'POST',
      '/video/image-to-video',
      {
        actor_name: 'Thumbs',
        actor_pic: pic,
        audio_name: 'V',
        sample_audio_url: voice,
        crop: singleFaceCrop,
      },
      user,
    );
    expect(created.body.code, created.body.message).toBe(200);
    const ready = await settled(server, user, created.body.data.template_id);
    expect(ready.status).toBe(CustomActorStatus.READY);
    await expectThumbnails(server, ready.data.image_thumbnails, ready.data.image_url);

    // The lists of the library and of the picker's My Actors tab carry the same.
    for (const [url, body] of [
      ['/video/user-actor-template-videos', { current_page: 1, page_size: 1000 }],
      ['/actor/show', { condition1: { condition: 'my' } }],
    ] as const) {
      const mine = await server.call<{ actors: Actor[] }>('POST', url, body, user);
      expect(mine.body.code, mine.body.message).toBe(200);
      const listed = mine.body.data.actors.find((a) => a.id === created.body.data.template_id);
      await expectThumbnails(server, listed?.image_thumbnails, listed?.image_url);
    }
  });

  it('a stock actor drawn anew gets thumbnails of its new picture, and the old ones go', async () => {
    const { server } = stage;
    const before = await server.ctx.db
      .selectFrom('actors')
      .selectAll()
      .where('owner_user_id', 'is', null)
      .executeTakeFirstOrThrow();
    // As if an older engine had drawn it with other parameters, its thumbnails made then.
    const oldKey = `stock/actors/${before.model_id}/image-old.jpg`;
    const oldThumbs = POSTER_THUMBNAIL_WIDTHS.map((w) => thumbnailKey(oldKey, w));
    for (const key of [oldKey, ...oldThumbs]) {
      await server.ctx.storage.put(key, Buffer.from('x'), 'image/webp');
    }
    await server.ctx.db
      .updateTable('actors')
      .set({
        spec: JSON.stringify({ kind: 'illustrated', params: stockActors[5].params }),
        image_key: oldKey,
        image_thumbs: JSON.stringify(
          Object.fromEntries(POSTER_THUMBNAIL_WIDTHS.map((w, i) => [`${w}`, oldThumbs[i]])),
        ),
      })
      .where('id', '=', before.id)
      .execute();

    await seedFewStock(server, 1);
    const after = await server.ctx.db
      .selectFrom('actors')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after.image_key).toBe(before.image_key);
    const made = storedThumbnailKeys(after.image_thumbs);
    expect(made).toEqual(
      POSTER_THUMBNAIL_WIDTHS.map((w) => thumbnailKey(before.image_key ?? '', w)),
    );
    for (const key of made) expect(await server.ctx.storage.head(key)).not.toBeNull();
    for (const key of [oldKey, ...oldThumbs]) expect(await server.ctx.storage.head(key)).toBeNull();
  });
});
