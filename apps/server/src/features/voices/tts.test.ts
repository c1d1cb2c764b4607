import { Code, TTS_PREVIEWS_PER_MINUTE, VoiceMessage } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { stockActorId, stockVoiceId } from '../stock/stock-selection';
import {
  insertOwnActor,
  insertOwnVoice,
  probeLink,
  seedFewStock,
  snapshotCreation,
} from '../videos/test-creation';
import { userIdOf } from '../workspaces/test-membership';
import { speechMetrics } from './speech/speech-cache';
import { type FakeElevenLabs, startFakeElevenLabs } from './test-provider';

interface Tts {
  actor_name: string;
  audio_url: string;
  id: string;
  model_name: string;
  name: string;
  voice_tts_id: string;
  duration: number;
}

let server: TestServer;
let provider: FakeElevenLabs;
type User = { email: string; token: string };
let alice: User;
let bob: User;
const olivia = stockActorId('olivia-studio');

beforeAll(async () => {
  provider = await startFakeElevenLabs();
  server = await startTestServer({
    speechProviders: { elevenlabs: { apiKey: 'test-eleven-key', baseUrl: provider.url } },
  });
  await seedFewStock(server, 2);
  [alice, bob] = [await signUp(server), await signUp(server)];
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
const verifiedPairs = async (email: string) =>
  server.ctx.db
    .selectFrom('actor_voice_verifications')
    .select(['actor_id', 'voice_id'])
    .where('user_id', '=', await userIdOf(server, email))
    .execute();
const ttsRows = async () =>
  Number(
    (
      await server.ctx.db
        .selectFrom('tts_audios')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /audio/tts/generate', () => {
  it('speaks with a stock voice, stores playable audio and verifies the actor-voice pair', async () => {
    const reply = await generateOk(alice, {
      text: 'Hello there, this is how I sound.',
      voice_id: 'en-ava',
      actor_id: olivia,
      model_name: 'espeak-ng',
      voice_settings: { stability: 0, similarity_boost: 0, style_exaggeration: 0, speed: 1 },
      audio_name: 'My preview',
      save_to_db: true,
      upload_to_s3: true,
    });
    expect(reply).toMatchObject({
      actor_name: 'Olivia',
      model_name: 'espeak-ng',
      name: 'My preview',
      voice_tts_id: 'en-ava',
    });
    const audio = await probeLink(server, reply.audio_url);
    expect(audio).toMatchObject({ hasAudio: true, hasVideo: false, audioCodec: 'mp3' });
    expect(audio.durationSec).toBeGreaterThan(1);
    expect(Math.abs(audio.durationSec - reply.duration)).toBeLessThan(0.1);
    expect(await verifiedPairs(alice.email)).toEqual([
      { actor_id: olivia, voice_id: stockVoiceId('en-ava') },
    ]);
    expect(await verifiedPairs(bob.email)).toEqual([]);
    const recent = await server.call<{ audios: { voice_tts_id: string }[] }>(
      'POST',
      '/audio/show',
      { condition3: { condition: 'recently_used' } },
      alice,
    );
    expect(recent.body.data.audios.map((a) => a.voice_tts_id)).toEqual(['en-ava']);
  });

  it('answers an identical request from the cache: same id, no new synthesis', async () => {
    const body = { text: 'Cached words are cheap words.', voice_id: 'en-ava', actor_id: olivia };
    const first = await generateOk(alice, body);
    const syntheses = speechMetrics.syntheses;
    const rows = await ttsRows();
    const again = await generateOk(bob, body);
    expect(again.id).toBe(first.id);
    expect(again.audio_url).toBe(first.audio_url);
    // espeak has no stability: a different stability is still the same speech.
    const steadier = await generateOk(alice, { ...body, voice_settings: { stability: 0.9 } });
    expect(steadier.id).toBe(first.id);
    expect(speechMetrics.syntheses).toBe(syntheses);
    expect(await ttsRows()).toBe(rows);
    // A new speed is new speech.
    const faster = await generateOk(alice, { ...body, voice_settings: { speed: 1.5 } });
    expect(faster.id).not.toBe(first.id);
    expect(faster.duration).toBeLessThan(first.duration);
    expect(speechMetrics.syntheses).toBe(syntheses + 1);
  });

  it('shares one synthesis among identical requests in flight', async () => {
    const syntheses = speechMetrics.syntheses;
    const rows = await ttsRows();
    const body = { text: 'Three at once, one voice only.', voice_id: 'en-grace', actor_id: olivia };
    const replies = await Promise.all([
      generateOk(alice, body),
      generateOk(alice, body),
      generateOk(bob, body),
    ]);
    expect(new Set(replies.map((r) => r.id)).size).toBe(1);
    expect(speechMetrics.syntheses).toBe(syntheses + 1);
    expect(await ttsRows()).toBe(rows + 1);
  });

  it('refuses bad input, unknown and foreign voices and actors, changing nothing', async () => {
    const bobActor = await insertOwnActor(server, bob.email);
    const bobVoice = await insertOwnVoice(server, bob.email);
    const before = await snapshotCreation(server);
    const base = { text: 'Refused.', voice_id: 'en-ava', actor_id: olivia };
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ ...base, text: '   ' }, Code.INVALID_INPUT, 'Text cannot be empty'],
      [
        { ...base, text: 'x'.repeat(1501) },
        Code.INVALID_INPUT,
        'Text must be at most 1500 characters',
      ],
      [
        { ...base, voice_settings: { speed: 2.5 } },
        Code.INVALID_INPUT,
        'Speed must be between 0 and 2',
      ],
      [
        { ...base, voice_settings: { stability: 2 } },
        Code.INVALID_INPUT,
        'Stability must be between 0 and 1',
      ],
      [{ ...base, voice_id: '' }, Code.INVALID_INPUT, 'Voice ID cannot be empty'],
      [{ ...base, voice_id: 'no-such-voice' }, Code.NOT_FOUND, 'Voice not found'],
      [{ ...base, voice_id: bobVoice }, Code.ACCESS_RESTRICTED],
      [{ ...base, actor_id: bobActor }, Code.ACCESS_RESTRICTED],
      [{ ...base, actor_id: 'no-such-actor' }, Code.NOT_FOUND, 'Actor not found'],
    ];
    const syntheses = speechMetrics.syntheses;
    for (const [body, code, message] of cases) {
      const r = await generate(alice, body);
      expect(r.body.code, JSON.stringify(body).slice(0, 80)).toBe(code);
      if (message) expect(r.body.message).toBe(message);
    }
    expect(speechMetrics.syntheses).toBe(syntheses);
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('a provider voice without its key is 1009 and verifies nothing', async () => {
    const minimax = await insertOwnVoice(server, alice.email, {
      provider: 'minimax',
      model_name: 'speech-02-hd',
    });
    const before = await snapshotCreation(server);
    const r = await generate(alice, { text: 'No key here.', voice_id: minimax, actor_id: olivia });
    expect(r.body).toMatchObject({
      code: Code.OPERATION_FAILED,
      message: VoiceMessage.PROVIDER_NOT_CONFIGURED,
    });
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('speaks through ElevenLabs when configured, with the voice’s id, model and settings', async () => {
    const voiceId = await insertOwnVoice(server, alice.email, { voice_tts_id: 'eleven-voice-1' });
    const reply = await generateOk(alice, {
      text: 'A cloned voice says hello.',
      voice_id: 'eleven-voice-1',
      actor_id: olivia,
      voice_settings: { stability: 0.4, similarity_boost: 0.8, style_exaggeration: 0.1, speed: 1 },
    });
    expect(reply).toMatchObject({
      voice_tts_id: 'eleven-voice-1',
      model_name: 'eleven_multilingual_v2',
    });
    expect(provider.requests.at(-1)).toMatchObject({
      voiceId: 'eleven-voice-1',
      apiKey: 'test-eleven-key',
      body: {
        text: 'A cloned voice says hello.',
        model_id: 'eleven_multilingual_v2',
        voice_settings: { stability: 0.4, similarity_boost: 0.8, style: 0.1 },
      },
    });
    const audio = await probeLink(server, reply.audio_url);
    expect(audio).toMatchObject({ audioCodec: 'mp3' });
    expect(await verifiedPairs(alice.email)).toContainEqual({
      actor_id: olivia,
      voice_id: voiceId,
    });

    // A refusal by the provider is 1009 with its reason, and nothing is stored.
    provider.mode = 'refuse';
    try {
      const before = await snapshotCreation(server);
      const refused = await generate(alice, { text: 'Refused words.', voice_id: voiceId });
      expect(refused.body.code).toBe(Code.OPERATION_FAILED);
      expect(refused.body.message).toContain('Voice not found');
      expect(await snapshotCreation(server)).toEqual(before);
    } finally {
      provider.mode = 'ok';
    }
  });
});

describe('TTS previews per user and minute', () => {
  it(`answers 1011 after ${TTS_PREVIEWS_PER_MINUTE} previews in a minute, then allows again`, async () => {
    const carol = await signUp(server);
    const body = { text: 'Counting my previews.', voice_id: 'en-ava' };
    for (let i = 0; i < TTS_PREVIEWS_PER_MINUTE; i++) {
      expect((await generate(carol, body)).body.code).toBe(200);
    }
    const over = await generate(carol, body);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(Code.SLOW_DOWN);
    // Another user is not affected.
    expect((await generate(alice, body)).body.code).toBe(200);
    server.advanceClock(61_000);
    expect((await generate(carol, body)).body.code).toBe(200);
  });
});
