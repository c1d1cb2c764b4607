import {
  ACTOR_FILTER_CATEGORIES,
  ActorGenerateStatus,
  type actorItem,
  Code,
  SKIN_TONES,
} from '@talkreel/contract';
import { stockActors } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { stockActorId } from '../stock/stock-selection';
import { insertOwnActor, seedFewStock, snapshotCreation } from '../videos/test-creation';

type Actor = z.input<typeof actorItem>;
interface ActorPage {
  page_size: number;
  total: number;
  total_pages: number;
  current_page: number;
  actors: Actor[];
}

/** The first eight stock actors: six women, then Jack and Marcus. */
const SEEDED = 8;
const seeded = stockActors.slice(0, SEEDED);

let server: TestServer;
type User = { email: string; token: string };
let alice: User;
let bob: User;
let aliceActor: string;
let aliceGenerating: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, SEEDED);
  [alice, bob] = [await signUp(server), await signUp(server)];
  aliceActor = await insertOwnActor(server, alice.email, { name: 'Alice Twin', gender: 'female' });
  aliceGenerating = await insertOwnActor(server, alice.email, {
    name: 'Alice Draft',
    generate_status: ActorGenerateStatus.GENERATING,
  });
});
afterAll(() => server.close());

const show = (user: User, body: Record<string, unknown> = {}) =>
  server.call<ActorPage>('POST', '/actor/show', body, { token: user.token });
const showOk = async (user: User, body: Record<string, unknown> = {}) => {
  const r = await show(user, body);
  expect(r.body, r.body.message).toMatchObject({ code: 200 });
  return r.body.data;
};
const keysOf = (page: ActorPage) => page.actors.map((a) => a.model_id);
const stockKeys = (pick: (a: (typeof seeded)[number]) => boolean) =>
  seeded.filter(pick).map((a) => a.key);

describe('POST /actor/show', () => {
  it('lists stock actors plus the caller’s own, 40 a page, each with every field of the spec', async () => {
    const page = await showOk(alice);
    expect(page).toMatchObject({
      page_size: 40,
      current_page: 1,
      total: SEEDED + 2,
      total_pages: 1,
    });
    const olivia = page.actors.find((a) => a.model_id === 'olivia-studio');
    expect(olivia).toMatchObject({
      id: stockActorId('olivia-studio'),
      name: 'Olivia',
      gender: 'female',
      age_group: 'young',
      skin_tone: 'Peach',
      situation: 'studio',
      languages: ['en'],
      is_hd: true,
      is_pro: false,
      is_exclusive_pro: false,
      is_favorite: false,
      is_my_actor: false,
      generate_type: 0,
      generate_status: 2,
      source: 'stock',
      // Idle videos are not rendered in this suite.
      compressed_actor_default_video_url: null,
      full_actor_default_video_url: null,
      default_audio: {
        voice_tts_id: 'en-flite-slt',
        name: 'Sarah',
        language: 'en',
        is_starred: false,
      },
    });
    expect(olivia?.tags).toEqual(expect.arrayContaining(['studio', 'young', 'female']));
    const image = await fetch(new URL(olivia?.image_url ?? '', server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const audio = await fetch(new URL(olivia?.default_audio?.audio_url ?? '', server.url));
    expect(audio.status).toBe(200);

    const mine = page.actors.find((a) => a.id === aliceActor);
    expect(mine).toMatchObject({ is_my_actor: true, source: 'user_template', generate_type: 2 });
    // Bob sees the stock library only.
    expect((await showOk(bob)).total).toBe(SEEDED);
  });

  it('pages: page_size and page pick a window; beyond the end is an empty page', async () => {
    const all = keysOf(await showOk(alice, { condition3: { order: 'name_asc' } }));
    const second = await showOk(alice, {
      condition3: { order: 'name_asc' },
      page: 2,
      page_size: 3,
    });
    expect(second).toMatchObject({
      page_size: 3,
      current_page: 2,
      total: SEEDED + 2,
      total_pages: 4,
    });
    expect(keysOf(second)).toEqual(all.slice(3, 6));
    const past = await showOk(alice, { page: 9, page_size: 3 });
    expect(past.actors).toEqual([]);
    expect(past.total).toBe(SEEDED + 2);
  });

  it('condition1: all, fav (per user) and my', async () => {
    expect(await showOk(alice, { condition1: { condition: 'fav' } })).toMatchObject({ total: 0 });
    for (const id of [stockActorId('jack-studio'), aliceActor]) {
      const r = await server.call('POST', '/actor/toggle-starred', { actor_id: id }, alice);
      expect(r.body).toMatchObject({ code: 200, data: { is_favorite: true } });
    }
    const fav = await showOk(alice, { condition1: { condition: 'fav' } });
    expect(fav.actors.map((a) => a.id).sort()).toEqual(
      [stockActorId('jack-studio'), aliceActor].sort(),
    );
    expect(fav.actors.every((a) => a.is_favorite)).toBe(true);
    // Favourites are per user.
    expect((await showOk(bob, { condition1: { condition: 'fav' } })).total).toBe(0);
    const jack = (await showOk(bob)).actors.find((a) => a.model_id === 'jack-studio');
    expect(jack?.is_favorite).toBe(false);

    const mine = await showOk(alice, { condition1: { condition: 'my' } });
    expect(mine.actors.map((a) => a.id).sort()).toEqual([aliceActor, aliceGenerating].sort());
    expect(mine.actors.find((a) => a.id === aliceGenerating)?.generate_status).toBe(1);
    expect((await showOk(bob, { condition1: 'my' })).total).toBe(0);

    // Toggling again removes the favourite.
    const off = await server.call('POST', '/actor/toggle-starred', { actor_id: aliceActor }, alice);
    expect(off.body).toMatchObject({ code: 200, data: { is_favorite: false } });
    expect(keysOf(await showOk(alice, { condition1: { condition: 'fav' } }))).toEqual([
      'jack-studio',
    ]);
    await server.call(
      'POST',
      '/actor/toggle-starred',
      { actor_id: stockActorId('jack-studio') },
      alice,
    );
  });

  it('condition2: any value within a group, every group; "all" is no filter', async () => {
    const filtered = async (filters: Record<string, unknown>) =>
      keysOf(await showOk(bob, { condition2: filters, condition3: { order: 'use_count' } }));
    expect(await filtered({ gender: ['male'] })).toEqual(stockKeys((a) => a.gender === 'male'));
    expect(await filtered({ skin_tones: ['Pale-Peach'] })).toEqual(
      stockKeys((a) => a.skinTone === 'Pale-Peach'),
    );
    expect(await filtered({ skin_tones: ['Pale-Peach', 'Dark-Brown'] })).toEqual(
      stockKeys((a) => a.skinTone === 'Pale-Peach' || a.skinTone === 'Dark-Brown'),
    );
    expect(await filtered({ gender: ['female'], skin_tones: ['Pale-Peach'] })).toEqual(
      stockKeys((a) => a.gender === 'female' && a.skinTone === 'Pale-Peach'),
    );
    expect(await filtered({ languages: ['es'] })).toEqual(
      stockKeys((a) => a.languages.includes('es')),
    );
    expect(await filtered({ age: ['old'], situation: ['outdoor', 'classroom'] })).toEqual(
      stockKeys((a) => a.ageGroup === 'old' && ['outdoor', 'classroom'].includes(a.situation)),
    );
    expect(await filtered({ gender: ['all'], age: 'all' })).toHaveLength(SEEDED);
    expect(await filtered({ situation: ['news_desk'], gender: ['male'] })).toEqual([]);
  });

  it('condition3 orders: use_count (default), name_asc, name_desc, newly_added', async () => {
    const byOrder = async (order: string) => keysOf(await showOk(bob, { condition3: { order } }));
    expect(keysOf(await showOk(bob))).toEqual(seeded.map((a) => a.key));
    const names = [...seeded].sort((a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    expect(await byOrder('name_asc')).toEqual(names.map((a) => a.key));
    expect(await byOrder('name_desc')).toEqual(names.reverse().map((a) => a.key));
    // Seeding adds the catalogue in order, so the last one is the newest.
    expect(await byOrder('newly_added')).toEqual(seeded.map((a) => a.key).reverse());
    await server.ctx.db
      .updateTable('actors')
      .set({ use_count: 5 })
      .where('id', '=', stockActorId('marcus-outdoor'))
      .execute();
    expect((await byOrder('use_count'))[0]).toBe('marcus-outdoor');
    await server.ctx.db
      .updateTable('actors')
      .set({ use_count: 0 })
      .where('id', '=', stockActorId('marcus-outdoor'))
      .execute();
  });

  it('refuses an unknown condition, filter group or value, or order, changing nothing', async () => {
    const before = await snapshotCreation(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ condition1: { condition: 'everyone' } }, 'Please select a valid condition'],
      [{ condition2: { gender: ['robot'] } }, 'Please select a valid value for gender'],
      [{ condition2: { skin_tones: ['Green'] } }, 'Please select a valid value for skin_tones'],
      [{ condition2: { hair: ['long'] } }, 'Please select a valid value for hair'],
      [{ condition3: { order: 'random' } }, 'Please select a valid order'],
      [{ page_size: 1001 }, 'Page size must be at most 1000'],
    ];
    for (const [body, message] of cases) {
      const r = await show(alice, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('the filter categories name the six skin tones', () => {
    const skin = ACTOR_FILTER_CATEGORIES.find((c) => c.value === 'skin_tones');
    expect(skin?.options.map((o) => o.value)).toEqual([...SKIN_TONES]);
    expect(SKIN_TONES).toEqual([
      'Pale-Peach',
      'Peach',
      'Tan',
      'Brown',
      'Reddish-brown',
      'Dark-Brown',
    ]);
  });
});

describe('POST /actor/toggle-starred', () => {
  it('refuses another user’s actor (1003), an unknown one (1004) and a generating one (1009)', async () => {
    const before = await snapshotCreation(server);
    const cases: [User, string, number][] = [
      [bob, aliceActor, Code.ACCESS_RESTRICTED],
      [alice, 'no-such-actor', Code.NOT_FOUND],
      [alice, aliceGenerating, Code.OPERATION_FAILED],
    ];
    for (const [user, actorId, code] of cases) {
      const r = await server.call('POST', '/actor/toggle-starred', { actor_id: actorId }, user);
      expect(r.body.code).toBe(code);
    }
    const blank = await server.call('POST', '/actor/toggle-starred', { actor_id: '' }, alice);
    expect(blank.body).toMatchObject({ code: 1001, message: 'Actor ID cannot be empty' });
    expect(await snapshotCreation(server)).toEqual(before);
  });
});

describe('GET /video/user-actor-template/{id}', () => {
  it('answers the status and data of an actor the caller can see', async () => {
    const own = await server.call<{ status: number; data: Actor }>(
      'GET',
      `/video/user-actor-template/${aliceGenerating}`,
      undefined,
      alice,
    );
    expect(own.body).toMatchObject({
      code: 200,
      data: { status: 1, data: { id: aliceGenerating, name: 'Alice Draft', is_my_actor: true } },
    });
    const stock = await server.call<{ status: number; data: Actor }>(
      'GET',
      `/video/user-actor-template/${stockActorId('maya-office')}`,
      undefined,
      bob,
    );
    expect(stock.body).toMatchObject({ code: 200, data: { status: 2, data: { name: 'Maya' } } });
    const foreign = await server.call(
      'GET',
      `/video/user-actor-template/${aliceActor}`,
      undefined,
      bob,
    );
    expect(foreign.body.code).toBe(Code.ACCESS_RESTRICTED);
    const missing = await server.call('GET', '/video/user-actor-template/nope', undefined, bob);
    expect(missing.body).toMatchObject({ code: Code.NOT_FOUND, message: 'Actor not found' });
  });
});

describe('POST /users/update-first-dh-create', () => {
  it('marks the caller only', async () => {
    const flag = async (email: string) =>
      (
        await server.ctx.db
          .selectFrom('users')
          .select('first_dh_created')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).first_dh_created;
    expect(await flag(alice.email)).toBe(0);
    const r = await server.call('POST', '/users/update-first-dh-create', undefined, alice);
    expect(r.body).toMatchObject({ code: 200, data: null });
    expect(await flag(alice.email)).toBe(1);
    expect(await flag(bob.email)).toBe(0);
  });
});

describe('signed-out callers', () => {
  it('get 1002 from every actor call and change nothing', async () => {
    const before = await snapshotCreation(server);
    const calls: [string, string, unknown][] = [
      ['POST', '/actor/show', {}],
      ['POST', '/actor/toggle-starred', { actor_id: stockActorId('olivia-studio') }],
      ['GET', `/video/user-actor-template/${stockActorId('olivia-studio')}`, undefined],
      ['POST', '/users/update-first-dh-create', undefined],
    ];
    for (const [method, path, body] of calls) {
      const r = await server.call(method, path, body);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
    }
    expect(await snapshotCreation(server)).toEqual(before);
  });
});
