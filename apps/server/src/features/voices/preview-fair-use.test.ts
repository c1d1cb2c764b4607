import {
  Code,
  Message,
  PREVIEW_CONCURRENCY,
  PREVIEW_LIMIT,
  PREVIEW_QUEUE_LIMIT,
  PREVIEW_WINDOW_MS,
  VoiceMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import {
  eventually,
  insertOwnVoice,
  probeLink,
  seedFewStock,
  snapshotCreation,
} from '../videos/test-creation';
import { userIdOf } from '../workspaces/test-membership';
import { previewSlots } from './speech/preview-slots';
import { speechMetrics } from './speech/speech-cache';
import { type FakeElevenLabs, LEAKED_ADDRESS, startFakeElevenLabs } from './test-provider';

interface Tts {
  id: string;
  audio_url: string;
  duration: number;
}
type User = { email: string; token: string };

let server: TestServer;
let provider: FakeElevenLabs;
const logLines: string[] = [];

beforeAll(async () => {
  provider = await startFakeElevenLabs();
  server = await startTestServer(
    { speechProviders: { elevenlabs: { apiKey: 'test-eleven-key', baseUrl: provider.url } } },
    { logLines },
  );
  await seedFewStock(server, 2);
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

const generate = (user: User, body: Record<string, unknown>) =>
  server.call<Tts>('POST', '/audio/tts/generate', body, { token: user.token });
const generateOk = async (user: User, body: Record<string, unknown>) => {
  const r = await generate(user, body);
  expect(r.body, r.body.message).toMatchObject({ code: 200 });
  return r.body.data;
};
const previewCount = async (user: User) =>
  (
    await server.ctx.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `preview:${await userIdOf(server, user.email)}`)
      .executeTakeFirst()
  )?.count ?? 0;
const storedKey = async (id: string) =>
  (
    await server.ctx.db
      .selectFrom('tts_audios')
      .select('audio_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).audio_key;

describe('preview fair use', () => {
  it(`refuses a user's new preview past ${PREVIEW_LIMIT} a minute with 1011, storing nothing`, async () => {
    const [dave, erin] = [await signUp(server), await signUp(server)];
    const say = (i: number) => ({ text: `Preview number ${i}.`, voice_id: 'en-ava' });
    await Promise.all(Array.from({ length: PREVIEW_LIMIT }, (_, i) => generateOk(dave, say(i))));
    const before = await snapshotCreation(server);
    const syntheses = speechMetrics.syntheses;

    const refused = await generate(dave, say(PREVIEW_LIMIT));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: Code.SLOW_DOWN, message: Message.TOO_FREQUENT });
    expect(speechMetrics.syntheses).toBe(syntheses);
    expect(await snapshotCreation(server)).toEqual(before);
    expect(await previewCount(dave)).toBe(PREVIEW_LIMIT);

    // Stored previews cost nothing and are not counted; other users have their own allowance.
    await generateOk(dave, say(0));
    await generateOk(erin, say(PREVIEW_LIMIT));
    expect(await previewCount(dave)).toBe(PREVIEW_LIMIT);

    server.advanceClock(PREVIEW_WINDOW_MS);
    await generateOk(dave, say(PREVIEW_LIMIT + 1));
    expect(await previewCount(dave)).toBe(1);
  });

  it('runs a few syntheses at once, lines up a bounded number and refuses the rest', {
    timeout: testTime(240_000),
  }, async () => {
    const bound = PREVIEW_CONCURRENCY + PREVIEW_QUEUE_LIMIT;
    const users: { user: User; voice: string }[] = [];
    for (let i = 0; i * PREVIEW_LIMIT < bound + 1; i++) {
      const user = await signUp(server);
      users.push({ user, voice: await insertOwnVoice(server, user.email) });
    }
    const nth = (i: number) => users[Math.floor(i / PREVIEW_LIMIT)];
    const ask = (i: number) =>
      generate(nth(i).user, { text: `Held preview ${i}.`, voice_id: nth(i).voice });
    // The last user has allowance to spare for this one.
    const spare = users[users.length - 1];
    const stored = await generateOk(spare.user, { text: 'Already stored.', voice_id: spare.voice });
    const sent = provider.requests.length;

    const release = provider.hold();
    const replies: Promise<Awaited<ReturnType<typeof ask>>>[] = [];
    try {
      for (let i = 0; i < PREVIEW_CONCURRENCY; i++) replies.push(ask(i));
      await eventually(async () => provider.requests.length === sent + PREVIEW_CONCURRENCY);
      for (let i = PREVIEW_CONCURRENCY; i < bound; i++) replies.push(ask(i));
      await eventually(async () => previewSlots.stats().waiting === PREVIEW_QUEUE_LIMIT);
      expect(previewSlots.stats()).toEqual({
        running: PREVIEW_CONCURRENCY,
        waiting: PREVIEW_QUEUE_LIMIT,
      });
      // Those in line have not reached the provider.
      expect(provider.requests.length).toBe(sent + PREVIEW_CONCURRENCY);

      // A place in line is taken before the count: wait until every call has been counted.
      await eventually(async () => {
        const counts = await Promise.all(users.map(({ user }) => previewCount(user)));
        return counts.reduce((sum, n) => sum + n, 0) === bound + 1;
      });
      const before = await snapshotCreation(server);
      const counted = await previewCount(nth(bound).user);
      const refused = await ask(bound);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: Code.SLOW_DOWN,
        message: VoiceMessage.PREVIEWS_BUSY,
      });
      expect(await previewCount(nth(bound).user)).toBe(counted);
      expect(await snapshotCreation(server)).toEqual(before);
      // A stored preview needs no slot, so it answers while all are taken.
      const again = await generateOk(spare.user, {
        text: 'Already stored.',
        voice_id: spare.voice,
      });
      expect(again.id).toBe(stored.id);
    } finally {
      release();
    }
    const done = await Promise.all(replies);
    expect(done.map((r) => r.body.code)).toEqual(Array(bound).fill(200));
    expect(provider.requests.length).toBe(sent + bound);
    expect(previewSlots.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("keeps the provider's words (and addresses) out of the reply and in the log", async () => {
    const frank = await signUp(server);
    const voice = await insertOwnVoice(server, frank.email);
    const before = await snapshotCreation(server);
    provider.mode = 'leak';
    try {
      const r = await generate(frank, { text: 'Leaky words.', voice_id: voice });
      expect(r.body).toMatchObject({
        code: Code.OPERATION_FAILED,
        message: `${VoiceMessage.SPEECH_FAILED} (elevenlabs: the provider refused the request)`,
      });
      expect(JSON.stringify(r.body)).not.toContain(LEAKED_ADDRESS);
    } finally {
      provider.mode = 'ok';
    }
    const logged = logLines.filter((line) => line.includes('speech provider failed'));
    expect(logged.some((line) => line.includes(LEAKED_ADDRESS))).toBe(true);

    // A provider that cannot be reached: the network error names its address, in the log only.
    const account = server.config.speechProviders.elevenlabs;
    if (!account) throw new Error('the test server has ElevenLabs configured');
    const closed = await startFakeElevenLabs();
    await closed.close();
    const address = new URL(closed.url).host;
    const configured = account.baseUrl;
    account.baseUrl = closed.url;
    try {
      const r = await generate(frank, { text: 'Nobody home.', voice_id: voice });
      expect(r.body).toMatchObject({
        code: Code.OPERATION_FAILED,
        message: `${VoiceMessage.SPEECH_FAILED} (elevenlabs: the provider could not be reached)`,
      });
      expect(JSON.stringify(r.body)).not.toContain(address);
    } finally {
      account.baseUrl = configured;
    }
    expect(logLines.some((line) => line.includes(`ECONNREFUSED ${address}`))).toBe(true);
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it("types provider audio by its bytes, not the provider's content-type", async () => {
    const grace = await signUp(server);
    const voice = await insertOwnVoice(server, grace.email);
    try {
      provider.mode = 'mislabelled';
      const mp3 = await generateOk(grace, { text: 'Sent as octets.', voice_id: voice });
      expect(await storedKey(mp3.id)).toMatch(/\.mp3$/);
      expect(await probeLink(server, mp3.audio_url)).toMatchObject({ audioCodec: 'mp3' });

      provider.mode = 'wav';
      const wav = await generateOk(grace, { text: 'Sent as MPEG, really WAV.', voice_id: voice });
      expect(await storedKey(wav.id)).toMatch(/\.wav$/);
      expect((await probeLink(server, wav.audio_url)).audioCodec).toMatch(/^pcm_/);

      provider.mode = 'garbage';
      const before = await snapshotCreation(server);
      const refused = await generate(grace, { text: 'Noise only.', voice_id: voice });
      expect(refused.body).toMatchObject({
        code: Code.OPERATION_FAILED,
        message: `${VoiceMessage.SPEECH_FAILED} (elevenlabs: the provider did not return usable audio)`,
      });
      expect(await snapshotCreation(server)).toEqual(before);
    } finally {
      provider.mode = 'ok';
    }
  });
});
