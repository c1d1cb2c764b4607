import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechResult } from '../../timeline';
import { synthesizeLocal } from '../local-tts';
import { stretchedMp3 } from '../test-audio';
import { englishScript } from '../test-texts';
import { encodeWav } from '../wav';
import { synthesizeElevenLabs } from './elevenlabs';
import { type LoopbackServer, startLoopbackServer } from './loopback-server';
import { SpeechProviderError } from './provider-error';

const TEMPO = 1.2;
const text = englishScript(250);
let reference: SpeechResult;
let providerMp3: Buffer;
let helloMp3: Buffer;
let helloWav: Buffer;
let server: LoopbackServer;

beforeAll(async () => {
  reference = await synthesizeLocal({ text, language: 'en', voice: { espeakVoice: 'en-us' } });
  providerMp3 = await stretchedMp3(reference.samples, reference.sampleRate, TEMPO);
  const hello = await synthesizeLocal({
    text: 'Hello.',
    language: 'en',
    voice: { espeakVoice: 'en-us' },
  });
  helloMp3 = await stretchedMp3(hello.samples, hello.sampleRate, 1);
  helloWav = encodeWav(hello.samples, hello.sampleRate);
  // Answers as ElevenLabs documents: the audio itself, or a JSON `detail` on errors.
  server = await startLoopbackServer((request, response) => {
    const key = request.headers['xi-api-key'];
    if (key === 'bad-key') {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }),
      );
    } else if (request.url.pathname.endsWith('/missing-voice')) {
      response.writeHead(422, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          detail: [{ loc: ['path', 'voice_id'], msg: 'voice not found', type: 'value_error' }],
        }),
      );
    } else if (request.url.pathname.endsWith('/portal-voice')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Please sign in to the hotel Wi-Fi</body></html>');
    } else if (request.url.pathname.endsWith('/mislabelled-voice')) {
      // Real MP3 sent as something else: the bytes decide what is stored.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(helloMp3);
    } else if (request.url.pathname.endsWith('/wav-voice')) {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(helloWav);
    } else if (request.url.pathname.endsWith('/garbage-voice')) {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(Buffer.from('0123456789abcdef'.repeat(64)));
    } else if (request.url.pathname.endsWith('/busy-voice')) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service Unavailable');
    } else {
      const body = request.body as { text?: string };
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(body.text === text ? providerMp3 : helloMp3);
    }
  });
});

afterAll(() => server.close());

// Real synthesis and ffmpeg: allow for a slow, busy CI machine even without the package config.
describe('synthesizeElevenLabs', () => {
  it('sends the documented request and aligns the script to the returned audio', async () => {
    const result = await synthesizeElevenLabs({
      text,
      language: 'en',
      apiKey: 'key-123',
      voiceId: 'JBFqnCBsd6RMkjVDRZzb',
      voiceSettings: { stability: 0.4, similarityBoost: 0.8, style: 0.1 },
      speed: 1.1,
      baseUrl: server.baseUrl,
    });

    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb');
    expect(request.url.searchParams.get('output_format')).toBe('mp3_44100_128');
    expect(request.headers['xi-api-key']).toBe('key-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      text,
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.4, similarity_boost: 0.8, style: 0.1, speed: 1.1 },
    });

    expect(result.audio.equals(providerMp3)).toBe(true);
    expect(result.mimeType).toBe('audio/mpeg');
    expect(result.sampleRate).toBe(44100);
    expect(result.timeline.duration).toBeCloseTo(result.samples.length / 44100, 6);
    expect(result.timeline.duration).toBeCloseTo(reference.timeline.duration / TEMPO, 0);
    expect(result.timeline.words.map((word) => word.text)).toEqual(
      reference.timeline.words.map((word) => word.text),
    );
    result.timeline.words.forEach((word, index) => {
      const expected = reference.timeline.words[index].start / TEMPO;
      expect(Math.abs(word.start - expected)).toBeLessThan(0.08);
    });
  });

  it('clamps speed to the 0.7-1.2 ElevenLabs accepts and sends 1 for an unset speed', async () => {
    for (const [speed, sent] of [
      [2, 1.2],
      [0.5, 0.7],
      [0, 1],
    ]) {
      await synthesizeElevenLabs({
        text: 'Hello.',
        language: 'en',
        apiKey: 'key-123',
        voiceId: 'v1',
        speed,
        baseUrl: server.baseUrl,
      });
      const body = server.requests.at(-1)!.body as { voice_settings: { speed: number } };
      expect(body.voice_settings.speed).toBe(sent);
    }
  });

  it('reports a refused key as a SpeechProviderError with status and message', async () => {
    const error = await synthesizeElevenLabs({
      text: 'Hello.',
      language: 'en',
      apiKey: 'bad-key',
      voiceId: 'v1',
      baseUrl: server.baseUrl,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({
      provider: 'elevenlabs',
      status: 401,
      detail: 'Invalid API key',
      publicMessage: 'the provider refused the API key',
      providerCode: 'invalid_api_key',
      retryable: false,
    });
  });

  it('reports validation errors and unavailability', async () => {
    const options = { text: 'Hello.', language: 'en', apiKey: 'key-123', baseUrl: server.baseUrl };
    await expect(
      synthesizeElevenLabs({ ...options, voiceId: 'missing-voice' }),
    ).rejects.toMatchObject({
      status: 422,
      detail: 'voice not found',
      publicMessage: 'the provider refused the request',
    });
    await expect(synthesizeElevenLabs({ ...options, voiceId: 'busy-voice' })).rejects.toMatchObject(
      {
        status: 503,
        detail: 'Service Unavailable',
        publicMessage: 'the provider is unavailable',
        retryable: true,
      },
    );
  });

  it('reports a reply that is not audio as a provider error', async () => {
    await expect(
      synthesizeElevenLabs({
        text: 'Hello.',
        language: 'en',
        apiKey: 'key-123',
        voiceId: 'portal-voice',
        baseUrl: server.baseUrl,
      }),
    ).rejects.toMatchObject({
      name: 'SpeechProviderError',
      status: 200,
      detail: /not audio \(text\/html/,
      publicMessage: 'the provider did not return usable audio',
    });
  });

  it('types the audio by its bytes, whatever the content-type says', async () => {
    const options = { text: 'Hello.', language: 'en', apiKey: 'key-123', baseUrl: server.baseUrl };
    const mislabelled = await synthesizeElevenLabs({ ...options, voiceId: 'mislabelled-voice' });
    expect(mislabelled.audio.equals(helloMp3)).toBe(true);
    expect(mislabelled).toMatchObject({ mimeType: 'audio/mpeg', extension: 'mp3' });
    const wav = await synthesizeElevenLabs({ ...options, voiceId: 'wav-voice' });
    expect(wav).toMatchObject({ mimeType: 'audio/wav', extension: 'wav' });
    expect(wav.timeline.words.map((word) => word.text)).toEqual(['Hello']);
  });

  it('refuses bytes that are no audio even when labelled audio/mpeg', async () => {
    await expect(
      synthesizeElevenLabs({
        text: 'Hello.',
        language: 'en',
        apiKey: 'key-123',
        voiceId: 'garbage-voice',
        baseUrl: server.baseUrl,
      }),
    ).rejects.toMatchObject({
      name: 'SpeechProviderError',
      status: 200,
      detail: 'reply is not audio (audio/mpeg, 1024 bytes)',
      publicMessage: 'the provider did not return usable audio',
      retryable: false,
    });
  });

  it('reports an unreachable provider with status 0', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    await expect(
      synthesizeElevenLabs({
        text: 'Hello.',
        language: 'en',
        apiKey: 'key-123',
        voiceId: 'v1',
        baseUrl: closed.baseUrl,
      }),
    ).rejects.toMatchObject({
      name: 'SpeechProviderError',
      status: 0,
      retryable: true,
      detail: /fetch failed: connect ECONNREFUSED 127\.0\.0\.1/,
      publicMessage: 'the provider could not be reached',
    });
  });
});
