import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMp3, encodeWav, findStockVoice, synthesizeLocal } from '@talkreel/engine';
import { startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Loopback stand-ins for the ElevenLabs and MiniMax cloning APIs (and their text-to-speech, so
 * the new voice's sample can be spoken), answering as the providers document. Used only by tests.
 */
export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** Multipart bodies, parsed as a server would. */
  form?: FormData;
  json?: Record<string, unknown>;
}

export interface CloneStandIn {
  url: string;
  /**
   * ok: success; refuse: the provider's documented error; hang: never answers; mute: clones, but
   * refuses to speak with the new voice.
   */
  mode: 'ok' | 'refuse' | 'hang' | 'mute';
  calls: RecordedCall[];
  /** Voice ids the stand-in's account holds: added by a clone, removed by a deletion. */
  voices: Set<string>;
  /** While set, a clone call waits for it before answering (a test acts in between). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

async function record(req: IncomingMessage): Promise<RecordedCall> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(Buffer.from(c));
  const body = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '');
  const call: RecordedCall = {
    method: req.method ?? '',
    path: req.url ?? '',
    headers: req.headers,
    body,
  };
  if (type.startsWith('multipart/form-data')) {
    call.form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData();
  } else if (type.startsWith('application/json')) {
    call.json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  }
  return call;
}

/** Real speech (espeak) as MP3, standing in for the provider's voice. */
async function speech(text: string): Promise<Buffer> {
  const voice = findStockVoice('en-david');
  if (!voice) throw new Error('stock voice en-david missing');
  const spoken = await synthesizeLocal({ text, language: 'en', voice: voice.local });
  return encodeMp3(spoken.samples, spoken.sampleRate, 96);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function start(
  handle: (call: RecordedCall, res: ServerResponse, fake: CloneStandIn) => Promise<void>,
): Promise<CloneStandIn> {
  const fake: CloneStandIn = {
    url: '',
    mode: 'ok',
    calls: [],
    voices: new Set(),
    hold: null,
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const call = await record(req);
    fake.calls.push(call);
    if (fake.mode === 'hang') return;
    await handle(call, res, fake);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * POST /v1/voices/add (multipart name + files), POST /v1/text-to-speech/{voice_id} and
 * DELETE /v1/voices/{voice_id}.
 */
export function startElevenLabsStandIn(): Promise<CloneStandIn> {
  let made = 0;
  return start(async (call, res, fake) => {
    if (call.method === 'POST' && call.path === '/v1/voices/add') {
      if (fake.hold) await fake.hold;
      if (fake.mode === 'refuse') {
        return json(res, 400, {
          detail: { status: 'voice_too_short', message: 'The audio sample is too short' },
        });
      }
      made++;
      const voiceId = `elv${made}x${Date.now()}`;
      fake.voices.add(voiceId);
      return json(res, 200, { voice_id: voiceId, requires_verification: false });
    }
    const tts = /^\/v1\/text-to-speech\/([^/?]+)/.exec(call.path);
    if (call.method === 'POST' && tts) {
      if (fake.mode === 'mute') {
        return json(res, 400, {
          detail: { status: 'voice_not_ready', message: 'The voice is not ready yet' },
        });
      }
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      return void res.end(await speech(String(call.json?.text ?? '')));
    }
    const voice = /^\/v1\/voices\/([^/?]+)$/.exec(call.path);
    if (call.method === 'DELETE' && voice) {
      if (fake.voices.delete(decodeURIComponent(voice[1]))) return json(res, 200, { status: 'ok' });
      return json(res, 400, {
        detail: { status: 'voice_does_not_exist', message: 'A voice with that id was not found.' },
      });
    }
    json(res, 404, { detail: { status: 'not_found', message: 'Not found' } });
  });
}

/**
 * POST /v1/files/upload, POST /v1/voice_clone, POST /v1/t2a_v2 and POST /v1/delete_voice, errors
 * in base_resp.
 */
export function startMiniMaxStandIn(): Promise<CloneStandIn> {
  let files = 0;
  const ok = { status_code: 0, status_msg: 'success' };
  return start(async (call, res, fake) => {
    const path = call.path.split('?')[0];
    if (call.method === 'POST' && path === '/v1/files/upload') {
      files++;
      return json(res, 200, {
        file: { file_id: 9000 + files, purpose: 'voice_clone', bytes: call.body.length },
        base_resp: ok,
      });
    }
    if (call.method === 'POST' && path === '/v1/voice_clone') {
      if (fake.hold) await fake.hold;
      if (fake.mode === 'refuse') {
        // MiniMax reports errors with HTTP 200 and a non-zero status code.
        return json(res, 200, {
          base_resp: { status_code: 2013, status_msg: 'invalid params, audio too short' },
        });
      }
      fake.voices.add(String(call.json?.voice_id));
      return json(res, 200, { input_sensitive: false, base_resp: ok });
    }
    if (call.method === 'POST' && path === '/v1/delete_voice') {
      const id = String(call.json?.voice_id);
      if (call.json?.voice_type === 'voice_cloning' && fake.voices.delete(id)) {
        return json(res, 200, { voice_id: id, created_time: '2026-11-25', base_resp: ok });
      }
      return json(res, 200, {
        base_resp: { status_code: 2013, status_msg: 'invalid params, voice_id not exist' },
      });
    }
    if (call.method === 'POST' && path === '/v1/t2a_v2') {
      const audio = await speech(String(call.json?.text ?? ''));
      return json(res, 200, {
        data: { audio: audio.toString('hex'), status: 2 },
        extra_info: { audio_format: 'mp3' },
        base_resp: ok,
      });
    }
    json(res, 404, { base_resp: { status_code: 1004, status_msg: 'not found' } });
  });
}

/** About 13 s of English speech as WAV, to upload and clone. */
export async function speechWav(): Promise<Buffer> {
  const voice = findStockVoice('en-ava');
  if (!voice) throw new Error('stock voice en-ava missing');
  const spoken = await synthesizeLocal({
    text:
      'Good morning, and welcome to the studio. Today we record a short sample of my voice, ' +
      'so that every video I make sounds like me. I speak slowly and clearly, with a few pauses, ' +
      'and I read a little longer than usual so the sample is long enough for cloning.',
    language: 'en',
    voice: voice.local,
  });
  return encodeWav(spoken.samples, spoken.sampleRate);
}

/** A test server whose ElevenLabs and MiniMax accounts are the two stand-ins. */
export async function startCloneServer(): Promise<{
  server: TestServer;
  eleven: CloneStandIn;
  minimax: CloneStandIn;
}> {
  const eleven = await startElevenLabsStandIn();
  const minimax = await startMiniMaxStandIn();
  const server = await startTestServer({
    speechProviders: {
      elevenlabs: { apiKey: 'el-test-key', baseUrl: eleven.url },
      minimax: { apiKey: 'mm-test-key', baseUrl: minimax.url, groupId: 'group-7' },
    },
  });
  return { server, eleven, minimax };
}
