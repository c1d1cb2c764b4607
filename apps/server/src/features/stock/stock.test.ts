import { stockActors } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { eventually, probeLink } from '../videos/test-creation';
import { scheduleStockSeed } from './seed-job';
import { seedStockLibrary } from './seed-stock';
import { stockActorId, stockSelection, stockVoiceId } from './stock-selection';

interface ListedActor {
  id: string;
  image_url: string | null;
  full_actor_default_video_url: string | null;
  compressed_actor_default_video_url: string | null;
  default_audio: { id: string; audio_url: string | null } | null;
}

let server: TestServer;
let user: { email: string; token: string };

beforeAll(async () => {
  // STOCK_LIMIT=2: Olivia and Maya, with the voices Ava and Grace.
  server = await startTestServer({ stockLimit: 2 });
  user = await signUp(server);
});
afterAll(() => server.close());

const listActors = async () =>
  (
    await server.call<{ actors: ListedActor[] }>(
      'POST',
      '/actor/show',
      { condition3: { order: 'use_count' } },
      user,
    )
  ).body.data.actors;
const actorRows = () =>
  server.ctx.db.selectFrom('actors').selectAll().orderBy('sort_order').execute();

describe('stock selection', () => {
  it('takes the first N actors and voices plus the voices those actors speak with', () => {
    const all = stockSelection();
    expect(all.actors.length).toBeGreaterThanOrEqual(40);
    expect(all.voices.length).toBeGreaterThanOrEqual(20);
    const few = stockSelection(3);
    expect(few.actors.map((a) => a.key)).toEqual(stockActors.slice(0, 3).map((a) => a.key));
    for (const actor of few.actors) {
      expect(few.voices.map((v) => v.key)).toContain(actor.defaultVoice.voiceKey);
    }
  });
});

describe('seeding the stock library', () => {
  it('lists actors with their pictures and default voices before any idle video exists', async () => {
    const report = await seedStockLibrary(server.ctx, { limit: 2, idleVideos: false });
    // The first two voices (Ava, Grace) and the one both actors speak with: Sarah (Flite).
    expect(report).toMatchObject({ actors: 2, voices: 3, pictures: 2, samples: 3, idleVideos: 0 });
    const actors = await listActors();
    expect(actors.map((a) => a.id)).toEqual([
      stockActorId('olivia-studio'),
      stockActorId('maya-office'),
    ]);
    for (const actor of actors) {
      expect(actor.full_actor_default_video_url).toBeNull();
      const image = await fetch(new URL(actor.image_url ?? '', server.url));
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(actor.default_audio?.id).toBe(stockVoiceId('en-flite-slt'));
      const sample = await probeLink(server, actor.default_audio?.audio_url ?? '');
      expect(sample.audioCodec).toBe('mp3');
    }
  });

  it('the stock.seed job queued at start-up renders each idle video (full and compressed)', {
    timeout: testTime(150_000),
  }, async () => {
    expect(await scheduleStockSeed(server.ctx)).toBe('stock.seed');
    await eventually(async () => {
      const rows = await actorRows();
      return rows.length === 2 && rows.every((a) => a.video_key && a.compressed_video_key);
    }, 120_000);
    for (const actor of await listActors()) {
      const full = await probeLink(server, actor.full_actor_default_video_url ?? '');
      expect(full).toMatchObject({ width: 720, height: 1280, fps: 25, videoCodec: 'h264' });
      expect(full.durationSec).toBeCloseTo(5, 0);
      const small = await probeLink(server, actor.compressed_actor_default_video_url ?? '');
      expect(small).toMatchObject({ width: 360, height: 640, videoCodec: 'h264' });
    }
  });

  it('seeding again renders nothing and changes no file', async () => {
    const before = await actorRows();
    const voicesBefore = await server.ctx.db
      .selectFrom('voices')
      .select(['id', 'sample_key'])
      .execute();
    const report = await seedStockLibrary(server.ctx, { limit: 2 });
    expect(report).toMatchObject({ pictures: 0, samples: 0, idleVideos: 0 });
    const keys = (rows: typeof before) =>
      rows.map((a) => [a.id, a.image_key, a.video_key, a.compressed_video_key]);
    expect(keys(await actorRows())).toEqual(keys(before));
    expect(await server.ctx.db.selectFrom('voices').select(['id', 'sample_key']).execute()).toEqual(
      voicesBefore,
    );
  });

  it('an actor drawn differently than before gets a new picture, and its old files go', async () => {
    const id = stockActorId('maya-office');
    const old = (await actorRows()).find((a) => a.id === id);
    if (!old?.image_key || !old.video_key) throw new Error('maya was not seeded');
    // As if an older engine had drawn Maya with other parameters.
    const olderLook = JSON.stringify({ kind: 'illustrated', params: stockActors[5].params });
    await server.ctx.db
      .updateTable('actors')
      .set({ spec: olderLook, image_key: 'stock/actors/maya-office/image-old.jpg' })
      .where('id', '=', id)
      .execute();
    await server.ctx.storage.put(
      'stock/actors/maya-office/image-old.jpg',
      Buffer.from('x'),
      'image/jpeg',
    );
    const report = await seedStockLibrary(server.ctx, { limit: 2, idleVideos: false });
    expect(report.pictures).toBe(1);
    const now = (await actorRows()).find((a) => a.id === id);
    expect(now?.image_key).toBe(old.image_key);
    expect(now?.video_key).toBeNull();
    expect(await server.ctx.storage.head('stock/actors/maya-office/image-old.jpg')).toBeNull();
    expect(await server.ctx.storage.head(old.video_key)).toBeNull();
  });
});
