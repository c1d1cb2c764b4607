import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../speech/providers/loopback-server';
import { cloneMiniMaxVoice } from './minimax-clone';
import { fileBytes, parseMultipart, toneWav } from './test-files';
import { providerFailure } from './test-provider-failure';

const sample = toneWav(180, 1);
const FILE_ID = 226891337703528;
let server: LoopbackServer;

function baseResp(code: number, msg: string) {
  return { status_code: code, status_msg: msg };
}

// Answers as MiniMax documents: HTTP 200 JSON with base_resp, whose non-zero code is the error.
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== 'Bearer mm-key') {
      response.end(
        JSON.stringify({
          base_resp: baseResp(
            1004,
            'login fail: Please carry the API secret key in the Authorization field',
          ),
        }),
      );
      return;
    }
    if (request.url.pathname === '/v1/files/upload') {
      void parseMultipart(request).then((form) => {
        const file = form.get('file') as File;
        if (file.name === 'broken.wav') {
          response.writeHead(502);
          response.end('bad gateway');
        } else if (file.name === 'noid.wav') {
          response.end(JSON.stringify({ file: null, base_resp: baseResp(0, 'success') }));
        } else {
          response.end(
            JSON.stringify({
              file: {
                file_id: FILE_ID,
                bytes: file.size,
                created_at: 1700469398,
                filename: file.name,
                purpose: 'voice_clone',
              },
              base_resp: baseResp(0, 'success'),
            }),
          );
        }
      });
      return;
    }
    const body = request.body as { voice_id?: string };
    if (request.url.pathname !== '/v1/voice_clone') {
      response.writeHead(404);
      response.end('{}');
    } else if (body.voice_id === 'bad id') {
      response.end(JSON.stringify({ base_resp: baseResp(2013, 'invalid params, voice_id') }));
    } else if (body.voice_id === 'busyVoice01') {
      response.end(JSON.stringify({ base_resp: baseResp(1002, 'rate limit exceeded') }));
    } else {
      response.end(
        JSON.stringify({
          input_sensitive: false,
          input_sensitive_type: 0,
          demo_audio: '',
          base_resp: baseResp(0, 'success'),
        }),
      );
    }
  });
});

afterAll(() => server.close());

function clone(overrides: Partial<Parameters<typeof cloneMiniMaxVoice>[0]> = {}) {
  return cloneMiniMaxVoice({
    apiKey: 'mm-key',
    baseUrl: server.baseUrl,
    voiceId: 'talkreelVoice01',
    file: sample,
    ...overrides,
  });
}

describe('cloneMiniMaxVoice', () => {
  it('uploads the file for voice_clone, then clones it under our voice id', async () => {
    const before = server.requests.length;
    expect(await clone({ groupId: 'group-7' })).toEqual({ voiceId: 'talkreelVoice01' });

    const [upload, cloneCall, ...rest] = server.requests.slice(before);
    expect(rest).toEqual([]);
    expect(upload.method).toBe('POST');
    expect(upload.url.pathname).toBe('/v1/files/upload');
    expect(upload.url.searchParams.get('GroupId')).toBe('group-7');
    expect(upload.headers.authorization).toBe('Bearer mm-key');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseMultipart(upload);
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('voice_clone');
    const file = form.get('file') as File;
    expect([file.name, file.type]).toEqual(['tone-180.wav', 'audio/wav']);
    expect((await fileBytes(file)).equals(sample.bytes)).toBe(true);

    expect(cloneCall.method).toBe('POST');
    expect(cloneCall.url.pathname).toBe('/v1/voice_clone');
    expect(cloneCall.url.searchParams.get('GroupId')).toBe('group-7');
    expect(cloneCall.headers.authorization).toBe('Bearer mm-key');
    expect(cloneCall.headers['content-type']).toBe('application/json');
    expect(cloneCall.body).toEqual({ file_id: FILE_ID, voice_id: 'talkreelVoice01' });
  });

  it('leaves out GroupId when none is set', async () => {
    const before = server.requests.length;
    await clone();
    expect(server.requests.slice(before).map((r) => r.url.search)).toEqual(['', '']);
  });

  it('maps a bad key (HTTP 200, base_resp 1004) to a non-retryable error and stops after the upload', async () => {
    const before = server.requests.length;
    const error = await providerFailure(clone({ apiKey: 'wrong' }));
    expect(error.provider).toBe('minimax');
    expect(error.status).toBe(200);
    expect(error.providerCode).toBe(1004);
    expect(error.detail).toMatch(/^login fail/);
    expect(error.retryable).toBe(false);
    expect(server.requests.length - before).toBe(1);
  });

  it('maps a refused voice id (base_resp 2013) to a non-retryable error', async () => {
    const error = await providerFailure(clone({ voiceId: 'bad id' }));
    expect(error.providerCode).toBe(2013);
    expect(error.detail).toBe('invalid params, voice_id');
    expect(error.retryable).toBe(false);
  });

  it('maps a rate limit (base_resp 1002) and a 5xx to retryable errors', async () => {
    const limited = await providerFailure(clone({ voiceId: 'busyVoice01' }));
    expect(limited.providerCode).toBe(1002);
    expect(limited.retryable).toBe(true);

    const broken = await providerFailure(clone({ file: { ...sample, fileName: 'broken.wav' } }));
    expect(broken.status).toBe(502);
    expect(broken.detail).toBe('bad gateway');
    expect(broken.retryable).toBe(true);
  });

  it('refuses an upload reply without a file id', async () => {
    const error = await providerFailure(clone({ file: { ...sample, fileName: 'noid.wav' } }));
    expect(error.detail).toBe('upload reply has no file.file_id');
  });
});
