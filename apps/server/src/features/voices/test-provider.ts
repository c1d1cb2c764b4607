import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMp3, encodeWav, findStockVoice, synthesizeLocal } from '@talkreel/engine';

/**
 * A stand-in for the ElevenLabs text-to-speech API on a loopback port: it answers with real
 * MP3 speech (espeak underneath), or with the failure a test asks for. Used only by tests.
 */
export interface FakeElevenLabs {
  url: string;
  /**
   * ok: MP3 speech; refuse: HTTP 400 (not retryable); down: HTTP 503 (retryable); leak: HTTP
   * 400 whose message names an internal address; mislabelled: MP3 sent as
   * application/octet-stream; wav: WAV sent as audio/mpeg; garbage: bytes that are no audio,
   * sent as audio/mpeg.
   */
  mode: 'ok' | 'refuse' | 'down' | 'leak' | 'mislabelled' | 'wav' | 'garbage';
  requests: { voiceId: string; apiKey: string; body: Record<string, unknown> }[];
  /** Holds every reply from now until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

/** The internal address the 'leak' mode's message names. */
export const LEAKED_ADDRESS = '10.20.30.40:8443';

export async function startFakeElevenLabs(): Promise<FakeElevenLabs> {
  let gate: Promise<void> = Promise.resolve();
  const fake: FakeElevenLabs = {
    url: '',
    mode: 'ok',
    requests: [],
    hold() {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return open;
    },
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const match = /^\/v1\/text-to-speech\/([^/?]+)/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    fake.requests.push({
      voiceId: decodeURIComponent(match[1]),
      apiKey: String(req.headers['xi-api-key'] ?? ''),
      body,
    });
    await gate;
    if (fake.mode === 'leak') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          detail: {
            status: 'bad_request',
            message: `upstream ${LEAKED_ADDRESS} refused the voice`,
          },
        }),
      );
      return;
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(Buffer.from('not audio at all, only text '.repeat(40)));
      return;
    }
    if (fake.mode === 'refuse') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ detail: { status: 'voice_not_found', message: 'Voice not found' } }),
      );
      return;
    }
    if (fake.mode === 'down') {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Service unavailable' }));
      return;
    }
    const voice = findStockVoice('en-david');
    if (!voice) throw new Error('stock voice en-david missing');
    const speech = await synthesizeLocal({
      text: String(body.text),
      language: 'en',
      voice: voice.local,
    });
    if (fake.mode === 'wav') {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(encodeWav(speech.samples, speech.sampleRate));
      return;
    }
    const type = fake.mode === 'mislabelled' ? 'application/octet-stream' : 'audio/mpeg';
    res.writeHead(200, { 'content-type': type });
    res.end(await encodeMp3(speech.samples, speech.sampleRate, 96));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
