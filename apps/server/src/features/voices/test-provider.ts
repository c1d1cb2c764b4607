import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMp3, findStockVoice, synthesizeLocal } from '@talkreel/engine';

/**
 * A stand-in for the ElevenLabs text-to-speech API on a loopback port: it answers with real
 * MP3 speech (espeak underneath), or with the failure a test asks for. Used only by tests.
 */
export interface FakeElevenLabs {
  url: string;
  /** ok: speech; refuse: HTTP 400 (not retryable); down: HTTP 503 (retryable). */
  mode: 'ok' | 'refuse' | 'down';
  requests: { voiceId: string; apiKey: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startFakeElevenLabs(): Promise<FakeElevenLabs> {
  const fake: FakeElevenLabs = { url: '', mode: 'ok', requests: [], close: async () => {} };
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
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
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
