import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechResult } from '../../timeline';
import { synthesizeLocal } from '../local-tts';
import { stretchedMp3 } from '../test-audio';
import { chineseScript } from '../test-texts';
import { type LoopbackServer, startLoopbackServer } from './loopback-server';
import { synthesizeMiniMax } from './minimax';
import { SpeechProviderError } from './provider-error';

const TEMPO = 1.2;
const text = chineseScript(80);
let reference: SpeechResult;
let providerMp3: Buffer;
let server: LoopbackServer;

function reply(audioHex: string | null, statusCode: number, statusMsg: string): string {
  return JSON.stringify({
    data: audioHex === null ? null : { audio: audioHex, status: 2 },
    extra_info: audioHex === null ? undefined : { audio_format: 'mp3', audio_channel: 1 },
    trace_id: '01b8bf9bb7433cc75c18eee6cfa8fe21',
    base_resp: { status_code: statusCode, status_msg: statusMsg },
  });
}

beforeAll(async () => {
  reference = await synthesizeLocal({ text, language: 'zh', voice: { espeakVoice: 'cmn' } });
  providerMp3 = await stretchedMp3(reference.samples, reference.sampleRate, TEMPO);
  // Answers as MiniMax documents: HTTP 200 with JSON, errors in base_resp, audio as hex.
  server = await startLoopbackServer((request, response) => {
    const body = request.body as { voice_setting?: { voice_id?: string } };
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== 'Bearer mm-key') {
      response.end(
        reply(null, 1004, 'login fail: Please carry the API secret key in the Authorization field'),
      );
    } else if (body.voice_setting?.voice_id === 'broken') {
      response.writeHead(500);
      response.end('upstream error');
    } else if (body.voice_setting?.voice_id === 'throttled') {
      response.end(reply(null, 1002, 'rate limit exceeded'));
    } else {
      response.end(reply(providerMp3.toString('hex'), 0, 'success'));
    }
  });
});

afterAll(() => server.close());

// Real synthesis and ffmpeg: allow for a slow, busy CI machine even without the package config.
describe('synthesizeMiniMax', () => {
  it('sends the documented request and aligns the script to the hex audio it returns', async () => {
    const result = await synthesizeMiniMax({
      text,
      language: 'zh',
      apiKey: 'mm-key',
      voiceId: 'female-shaonv',
      speed: 1.2,
      pitch: 2,
      groupId: 'group-7',
      baseUrl: server.baseUrl,
    });

    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/t2a_v2');
    expect(request.url.searchParams.get('GroupId')).toBe('group-7');
    expect(request.headers.authorization).toBe('Bearer mm-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      model: 'speech-02-hd',
      text,
      stream: false,
      output_format: 'hex',
      language_boost: 'Chinese',
      voice_setting: { voice_id: 'female-shaonv', speed: 1.2, vol: 1, pitch: 2 },
      audio_setting: { sample_rate: 32000, bitrate: 128000, format: 'mp3', channel: 1 },
    });

    expect(result.audio.equals(providerMp3)).toBe(true);
    expect(result.sampleRate).toBe(44100);
    expect(result.timeline.duration).toBeCloseTo(reference.timeline.duration / TEMPO, 0);
    expect(result.timeline.words.map((word) => word.text).join('')).toBe(
      reference.timeline.words.map((word) => word.text).join(''),
    );
    result.timeline.words.forEach((word, index) => {
      const expected = reference.timeline.words[index].start / TEMPO;
      expect(Math.abs(word.start - expected)).toBeLessThan(0.08);
    });
    for (const phoneme of result.timeline.phonemes) {
      expect(phoneme.end).toBeLessThanOrEqual(result.timeline.duration);
    }
  });

  it('turns a base_resp error into a SpeechProviderError with the provider code', async () => {
    const error = await synthesizeMiniMax({
      text,
      language: 'zh',
      apiKey: 'wrong',
      voiceId: 'female-shaonv',
      baseUrl: server.baseUrl,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({
      provider: 'minimax',
      status: 200,
      providerCode: 1004,
      retryable: false,
    });
    expect((error as SpeechProviderError).detail).toMatch(/login fail/);
    expect((error as SpeechProviderError).publicMessage).toBe('the provider refused the API key');
  });

  it('marks rate limits and server errors as retryable', async () => {
    const options = { text, language: 'zh', apiKey: 'mm-key', baseUrl: server.baseUrl };
    await expect(synthesizeMiniMax({ ...options, voiceId: 'throttled' })).rejects.toMatchObject({
      providerCode: 1002,
      retryable: true,
    });
    await expect(synthesizeMiniMax({ ...options, voiceId: 'broken' })).rejects.toMatchObject({
      status: 500,
      detail: 'upstream error',
      publicMessage: 'the provider is unavailable',
      retryable: true,
    });
  });
});
