import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../speech/providers/loopback-server';
import { cloneElevenLabsVoice } from './elevenlabs-clone';
import { fileBytes, parseMultipart, toneWav } from './test-files';
import { providerFailure } from './test-provider-failure';

const first = toneWav(220, 1);
const second = { ...toneWav(330, 1), fileName: 'take two.mp3', contentType: 'audio/mpeg' };
let server: LoopbackServer;

// Answers as ElevenLabs documents /v1/voices/add: JSON on success, `detail` bodies on errors.
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    void parseMultipart(request).then((form) => {
      const name = form.get('name');
      if (request.headers['xi-api-key'] !== 'el-key') {
        response.writeHead(401);
        response.end(
          JSON.stringify({
            detail: { status: 'invalid_api_key', message: 'Invalid API key' },
          }),
        );
      } else if (form.getAll('files').length === 0) {
        response.writeHead(422);
        response.end(
          JSON.stringify({
            detail: [
              { loc: ['body', 'files'], msg: 'field required', type: 'value_error.missing' },
            ],
          }),
        );
      } else if (name === 'quota') {
        response.writeHead(400);
        response.end(
          JSON.stringify({
            detail: {
              status: 'voice_limit_reached',
              message: 'You have reached your maximum amount of custom voices',
            },
          }),
        );
      } else if (name === 'broken') {
        response.writeHead(503);
        response.end('upstream unavailable');
      } else if (name === 'empty') {
        response.end('{}');
      } else {
        response.end(
          JSON.stringify({ voice_id: 'c38kUX8pkfYO2kHyqfFy', requires_verification: false }),
        );
      }
    });
  });
});

afterAll(() => server.close());

function clone(overrides: Partial<Parameters<typeof cloneElevenLabsVoice>[0]> = {}) {
  return cloneElevenLabsVoice({
    apiKey: 'el-key',
    baseUrl: server.baseUrl,
    name: 'My voice',
    files: [first, second],
    ...overrides,
  });
}

describe('cloneElevenLabsVoice', () => {
  it('posts name and one files part per recording, with the key header, and returns the voice id', async () => {
    const before = server.requests.length;
    const result = await clone({ description: 'calm narrator', removeBackgroundNoise: true });
    expect(result).toEqual({ voiceId: 'c38kUX8pkfYO2kHyqfFy', requiresVerification: false });

    const request = server.requests[before];
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/voices/add');
    expect(request.headers['xi-api-key']).toBe('el-key');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseMultipart(request);
    expect([...form.keys()]).toEqual([
      'name',
      'files',
      'files',
      'description',
      'remove_background_noise',
    ]);
    expect(form.get('name')).toBe('My voice');
    expect(form.get('description')).toBe('calm narrator');
    expect(form.get('remove_background_noise')).toBe('true');
    const files = form.getAll('files') as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['tone-220.wav', 'audio/wav'],
      ['take two.mp3', 'audio/mpeg'],
    ]);
    expect((await fileBytes(files[0])).equals(first.bytes)).toBe(true);
    expect((await fileBytes(files[1])).equals(second.bytes)).toBe(true);
  });

  it('sends no optional fields that were not asked for', async () => {
    const before = server.requests.length;
    await clone({ files: [first] });
    const form = await parseMultipart(server.requests[before]);
    expect([...form.keys()]).toEqual(['name', 'files']);
  });

  it('maps a bad key (401) to a provider error that is not retryable', async () => {
    const error = await providerFailure(clone({ apiKey: 'wrong' }));
    expect(error.provider).toBe('elevenlabs');
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Invalid API key');
    expect(error.providerCode).toBe('invalid_api_key');
    expect(error.retryable).toBe(false);
  });

  it('maps validation errors (422 list, 400 status) to non-retryable provider errors', async () => {
    const missing = await providerFailure(clone({ files: [] }));
    expect(missing.status).toBe(422);
    expect(missing.detail).toBe('field required');
    expect(missing.retryable).toBe(false);

    const quota = await providerFailure(clone({ name: 'quota' }));
    expect(quota.status).toBe(400);
    expect(quota.providerCode).toBe('voice_limit_reached');
    expect(quota.retryable).toBe(false);
  });

  it('maps a server error (5xx) to a retryable provider error', async () => {
    const error = await providerFailure(clone({ name: 'broken' }));
    expect(error.status).toBe(503);
    expect(error.detail).toBe('upstream unavailable');
    expect(error.retryable).toBe(true);
  });

  it('refuses a success reply without a voice id', async () => {
    const error = await providerFailure(clone({ name: 'empty' }));
    expect(error.detail).toBe('reply has no voice_id');
  });

  it('maps a refused connection to status 0, retryable', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    const error = await providerFailure(clone({ baseUrl: closed.baseUrl }));
    expect(error.status).toBe(0);
    expect(error.retryable).toBe(true);
  });

  it('gives up after its timeout with status 0, retryable', async () => {
    // A provider that takes the upload and never answers.
    const silent = await startLoopbackServer(() => undefined);
    try {
      const error = await providerFailure(clone({ baseUrl: silent.baseUrl, timeoutMs: 200 }));
      expect(error.status).toBe(0);
      expect(error.retryable).toBe(true);
    } finally {
      await silent.close();
    }
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(clone({ signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
