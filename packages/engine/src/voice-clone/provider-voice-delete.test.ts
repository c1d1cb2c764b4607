import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../speech/providers/loopback-server';
import { deleteElevenLabsVoice } from './elevenlabs-delete';
import { deleteMiniMaxVoice } from './minimax-delete';
import { providerFailure } from './test-provider-failure';

let server: LoopbackServer;
/** Voice ids each stand-in account still holds. */
const elevenLabsVoices = new Set<string>();
const miniMaxVoices = new Set<string>();

// Answers as each provider documents: ElevenLabs with HTTP statuses and `detail` bodies, MiniMax
// with HTTP 200 and a `base_resp` whose non-zero status code is the error.
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    const path = request.url.pathname;
    if (path.startsWith('/v1/voices/')) {
      const id = decodeURIComponent(path.slice('/v1/voices/'.length));
      if (request.method !== 'DELETE') response.writeHead(405).end();
      else if (request.headers['xi-api-key'] !== 'el-key') {
        response
          .writeHead(401)
          .end(
            JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }),
          );
      } else if (id === 'busy') {
        response.writeHead(503).end('upstream unavailable');
      } else if (elevenLabsVoices.delete(id)) {
        response.end(JSON.stringify({ status: 'ok' }));
      } else {
        response.writeHead(400).end(
          JSON.stringify({
            detail: {
              status: 'voice_does_not_exist',
              message: `A voice with id ${id} was not found.`,
            },
          }),
        );
      }
      return;
    }
    if (path === '/v1/delete_voice') {
      const body = request.body as { voice_type?: string; voice_id?: string };
      const reply = (code: number, msg: string) =>
        response.end(JSON.stringify({ base_resp: { status_code: code, status_msg: msg } }));
      if (request.headers.authorization !== 'Bearer mm-key') reply(1004, 'login fail');
      else if (body.voice_type !== 'voice_cloning') reply(2013, 'invalid params, voice_type');
      else if (body.voice_id === 'limited') reply(1002, 'rate limit exceeded');
      else if (body.voice_id && miniMaxVoices.delete(body.voice_id)) {
        response.end(
          JSON.stringify({
            voice_id: body.voice_id,
            created_time: '2026-11-25',
            base_resp: { status_code: 0, status_msg: 'success' },
          }),
        );
      } else reply(2013, 'invalid params, voice_id not exist');
      return;
    }
    response.writeHead(404).end();
  });
});

afterAll(() => server.close());

describe('deleteElevenLabsVoice', () => {
  const remove = (voiceId: string, apiKey = 'el-key') =>
    deleteElevenLabsVoice({ apiKey, baseUrl: server.baseUrl, voiceId });

  it('sends DELETE /v1/voices/{id} with the key, and the voice leaves the account', async () => {
    elevenLabsVoices.add('c38kUX8pkfYO2kHyqfFy');
    const before = server.requests.length;
    expect(await remove('c38kUX8pkfYO2kHyqfFy')).toEqual({ existed: true });
    const request = server.requests[before];
    expect(request.method).toBe('DELETE');
    expect(request.url.pathname).toBe('/v1/voices/c38kUX8pkfYO2kHyqfFy');
    expect(request.headers['xi-api-key']).toBe('el-key');
    expect(elevenLabsVoices.has('c38kUX8pkfYO2kHyqfFy')).toBe(false);
  });

  it('counts a voice that is already gone as deleted, so the call can be repeated', async () => {
    expect(await remove('c38kUX8pkfYO2kHyqfFy')).toEqual({ existed: false });
  });

  it('refuses a bad key without a retry, and marks an unavailable provider retryable', async () => {
    elevenLabsVoices.add('kept');
    const refused = await providerFailure(remove('kept', 'wrong'));
    expect(refused.status).toBe(401);
    expect(refused.retryable).toBe(false);
    expect(elevenLabsVoices.has('kept')).toBe(true);

    const busy = await providerFailure(remove('busy'));
    expect(busy.status).toBe(503);
    expect(busy.retryable).toBe(true);
  });

  it('reports an unreachable provider as retryable (status 0)', async () => {
    const error = await providerFailure(
      deleteElevenLabsVoice({ apiKey: 'el-key', baseUrl: 'http://127.0.0.1:9', voiceId: 'x' }),
    );
    expect(error.status).toBe(0);
    expect(error.retryable).toBe(true);
  });
});

describe('deleteMiniMaxVoice', () => {
  const remove = (voiceId: string, apiKey = 'mm-key') =>
    deleteMiniMaxVoice({ apiKey, baseUrl: server.baseUrl, voiceId, groupId: 'g-1' });

  it('posts voice_type voice_cloning and the id with the bearer key, and the voice leaves', async () => {
    miniMaxVoices.add('talkreel0123456789abcdef');
    const before = server.requests.length;
    await remove('talkreel0123456789abcdef');
    const request = server.requests[before];
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/delete_voice');
    expect(request.url.searchParams.get('GroupId')).toBe('g-1');
    expect(request.headers.authorization).toBe('Bearer mm-key');
    expect(request.body).toEqual({
      voice_type: 'voice_cloning',
      voice_id: 'talkreel0123456789abcdef',
    });
    expect(miniMaxVoices.has('talkreel0123456789abcdef')).toBe(false);
  });

  it('turns a refusal in base_resp into a provider error, retryable only for rate limits', async () => {
    const missing = await providerFailure(remove('talkreel0123456789abcdef'));
    expect(missing.providerCode).toBe(2013);
    expect(missing.retryable).toBe(false);

    const limited = await providerFailure(remove('limited'));
    expect(limited.providerCode).toBe(1002);
    expect(limited.retryable).toBe(true);

    miniMaxVoices.add('talkreelkept0000');
    const refused = await providerFailure(remove('talkreelkept0000', 'wrong'));
    expect(refused.providerCode).toBe(1004);
    expect(miniMaxVoices.has('talkreelkept0000')).toBe(true);
  });
});
