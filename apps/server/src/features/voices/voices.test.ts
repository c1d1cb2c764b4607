import { type audioItem, Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { stockActorId, stockVoiceId } from '../stock/stock-selection';
import { insertOwnVoice, probeLink, seedFewStock, snapshotCreation } from '../videos/test-creation';

type Audio = z.input<typeof audioItem>;
interface AudioPage {
  page_size: number;
  total: number;
  current_page: number;
  audios: Audio[];
}

let server: TestServer;
type User = { email: string; token: string };
let alice: User;
let bob: User;
let aliceVoice: string;

/**
 * With a limit of 4: Ava, Grace, Margaret (women) and Jack, all English, in that order, then
 * Sarah (Flite), the voice the first four actors (all women) speak with by default.
 */
const STOCK = ['en-ava', 'en-grace', 'en-margaret', 'en-jack', 'en-flite-slt'];

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, 4);
  [alice, bob] = [await signUp(server), await signUp(server)];
  aliceVoice = await insertOwnVoice(server, alice.email, { name: 'Lucía Clone' });
});
afterAll(() => server.close());

const show = (user: User, body: Record<string, unknown> = {}) =>
  server.call<AudioPage>('POST', '/audio/show', body, { token: user.token });
const showOk = async (user: User, body: Record<string, unknown> = {}) => {
  const r = await show(user, body);
  expect(r.body, r.body.message).toMatchObject({ code: 200 });
  return r.body.data;
};
const ttsIds = (page: AudioPage) => page.audios.map((a) => a.voice_tts_id);
const condition = (name: string) => ({ condition3: { condition: name } });

describe('GET /audio/filter-options', () => {
  it('answers gender, age and languages in that order, labelled in the request language', async () => {
    const en = await server.call<Record<string, { label: string; value: string }[]>>(
      'GET',
      '/audio/filter-options',
      undefined,
      alice,
    );
    expect(en.body.code).toBe(200);
    expect(Object.keys(en.body.data)).toEqual(['gender', 'age', 'languages']);
    expect(en.body.data.gender).toEqual([
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ]);
    expect(en.body.data.age.map((o) => o.value)).toEqual(['young', 'middle_aged', 'old']);
    expect(en.body.data.languages.map((o) => o.value)).toEqual(['en', 'zh', 'es', 'de']);
    const zh = await server.call<Record<string, { label: string; value: string }[]>>(
      'GET',
      '/audio/filter-options',
      undefined,
      { ...alice, lang: 'zh' },
    );
    expect(zh.body.data.languages[0]).toEqual({ value: 'en', label: '英语' });
  });
});

describe('POST /audio/show', () => {
  it('all_voices (default): stock voices then the caller’s own, with the audio fields', async () => {
    const page = await showOk(alice);
    expect(page).toMatchObject({ total: 6, current_page: 1, page_size: 1000 });
    expect(ttsIds(page).slice(0, 5)).toEqual(STOCK);
    expect(page.audios[5].id).toBe(aliceVoice);
    expect(page.audios[0]).toMatchObject({
      id: stockVoiceId('en-ava'),
      voice_tts_id: 'en-ava',
      model_name: 'espeak-ng',
      provider: 'local',
      name: 'Ava',
      gender: 'female',
      age_group: 'young',
      language: 'en',
      speed: 1,
      is_starred: false,
      source: 'default',
    });
    const sample = await probeLink(server, page.audios[0].audio_url ?? '');
    expect(sample).toMatchObject({ hasAudio: true, audioCodec: 'mp3' });
    expect(sample.durationSec).toBeGreaterThan(2);
    expect((await showOk(bob)).total).toBe(5);
  });

  it('default_voices and my_voices', async () => {
    expect(ttsIds(await showOk(alice, condition('default_voices')))).toEqual(STOCK);
    const mine = await showOk(alice, condition('my_voices'));
    expect(mine.audios).toMatchObject([{ id: aliceVoice, source: 'my', provider: 'elevenlabs' }]);
    expect((await showOk(bob, condition('my_voices'))).total).toBe(0);
  });

  it('name search is case- and accent-insensitive; filters narrow by group', async () => {
    expect(ttsIds(await showOk(alice, { condition1: { name: 'GRA' } }))).toEqual(['en-grace']);
    expect((await showOk(alice, { condition1: { name: 'lucia' } })).audios[0]?.id).toBe(aliceVoice);
    expect((await showOk(alice, { condition1: { name: '%' } })).total).toBe(0);
    const byFilter = async (filters: Record<string, unknown>) =>
      ttsIds(await showOk(bob, { condition2: filters }));
    expect(await byFilter({ gender: ['female'] })).toEqual([
      'en-ava',
      'en-grace',
      'en-margaret',
      'en-flite-slt',
    ]);
    expect(await byFilter({ age: ['old'] })).toEqual(['en-margaret']);
    expect(await byFilter({ gender: ['male'], languages: ['en'] })).toEqual(['en-jack']);
    expect(await byFilter({ languages: ['zh'] })).toEqual([]);
    expect(await byFilter({ gender: ['all'], age: ['all'], languages: ['all'] })).toEqual(STOCK);
  });

  it('name search matches %, _ and ! literally (an ESCAPE clause on both databases)', async () => {
    const carol = await signUp(server);
    const promo = await insertOwnVoice(server, carol.email, { name: 'Promo 50% Off' });
    const deep = await insertOwnVoice(server, carol.email, { name: 'Deep_Voice' });
    const hey = await insertOwnVoice(server, carol.email, { name: 'Hey! There' });
    const own = async (name: string) =>
      (await showOk(carol, { condition1: { name }, condition3: { condition: 'my_voices' } })).audios
        .map((a) => a.id)
        .sort();
    expect(await own('50%')).toEqual([promo]);
    expect(await own('%')).toEqual([promo]);
    expect(await own('p_v')).toEqual([deep]);
    expect(await own('_')).toEqual([deep]);
    expect(await own('y!')).toEqual([hey]);
    // As wildcards `%` and `_` would match these names too.
    expect(await own('p%f')).toEqual([]);
    expect(await own('e_p')).toEqual([]);
    // Among stock voices too: "a_a" is not "ava".
    expect((await showOk(carol, { condition1: { name: 'a_a' } })).total).toBe(0);
  });

  it('pages through the list', async () => {
    const second = await showOk(bob, { page: 2, page_size: 3 });
    expect(second).toMatchObject({ total: 5, current_page: 2, page_size: 3 });
    expect(ttsIds(second)).toEqual(['en-jack', 'en-flite-slt']);
  });

  it('refuses a name over 100 characters, an unknown condition or filter value, changing nothing', async () => {
    const before = await snapshotCreation(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ condition1: { name: 'n'.repeat(101) } }, 'Please input name less than 100 characters'],
      [condition('loudest_voices'), 'Please select a valid condition'],
      [{ condition2: { age: ['ancient'] } }, 'Please select a valid value for age'],
      [{ condition2: { accent: ['scottish'] } }, 'Please select a valid value for accent'],
    ];
    for (const [body, message] of cases) {
      const r = await show(alice, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
    expect((await show(alice, { condition1: { name: 'n'.repeat(100) } })).body.code).toBe(200);
    expect(await snapshotCreation(server)).toEqual(before);
  });
});

describe('POST /audio/toggle-starred', () => {
  it('stars per user; starred_voices lists them; a second toggle removes the star', async () => {
    const toggle = (user: User, id: string) =>
      server.call<{ is_starred: boolean }>('POST', '/audio/toggle-starred', { audio_id: id }, user);
    const sarah = 'en-flite-slt';
    expect((await toggle(alice, stockVoiceId(sarah))).body.data).toEqual({ is_starred: true });
    // The voice_tts_id names a voice too.
    expect((await toggle(alice, 'en-jack')).body.data).toEqual({ is_starred: true });
    expect(ttsIds(await showOk(alice, condition('starred_voices')))).toEqual(['en-jack', sarah]);
    expect((await showOk(bob, condition('starred_voices'))).total).toBe(0);
    const starred = (await showOk(alice)).audios.find((a) => a.voice_tts_id === sarah);
    expect(starred?.is_starred).toBe(true);
    // Default voices of actors carry the caller's star too.
    const actors = await server.call<{ actors: { id: string; default_audio: Audio | null }[] }>(
      'POST',
      '/actor/show',
      {},
      alice,
    );
    const graceActor = actors.body.data.actors.find((a) => a.id === stockActorId('grace-news'));
    expect(graceActor?.default_audio).toMatchObject({ voice_tts_id: sarah, is_starred: true });

    expect((await toggle(alice, 'en-jack')).body.data).toEqual({ is_starred: false });
    expect(ttsIds(await showOk(alice, condition('starred_voices')))).toEqual([sarah]);
  });

  it('refuses another user’s voice (1003) and an unknown one (1004), changing nothing', async () => {
    const before = await snapshotCreation(server);
    const foreign = await server.call(
      'POST',
      '/audio/toggle-starred',
      { audio_id: aliceVoice },
      bob,
    );
    expect(foreign.body.code).toBe(Code.ACCESS_RESTRICTED);
    const missing = await server.call('POST', '/audio/toggle-starred', { audio_id: 'nope' }, bob);
    expect(missing.body).toMatchObject({ code: Code.NOT_FOUND, message: 'Voice not found' });
    expect(await snapshotCreation(server)).toEqual(before);
  });
});

describe('signed-out callers', () => {
  it('get 1002 from every voice call and change nothing', async () => {
    const before = await snapshotCreation(server);
    const calls: [string, string, unknown][] = [
      ['GET', '/audio/filter-options', undefined],
      ['POST', '/audio/show', {}],
      ['POST', '/audio/toggle-starred', { audio_id: stockVoiceId('en-ava') }],
      ['POST', '/audio/tts/generate', { text: 'Hello', voice_id: 'en-ava' }],
    ];
    for (const [method, path, body] of calls) {
      const r = await server.call(method, path, body);
      expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
    }
    expect(await snapshotCreation(server)).toEqual(before);
  });
});
