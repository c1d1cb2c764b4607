// Test support: a stand-in for a provider's API on 127.0.0.1 that records what it was sent.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The body's bytes as sent, for multipart uploads whose files are binary. */
  rawBody: Buffer;
}

export interface LoopbackServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startLoopbackServer(
  reply: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const text = rawBody.toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the raw text so the test can show what arrived.
      }
      const request = {
        method: incoming.method ?? '',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body,
        rawBody,
      };
      requests.push(request);
      reply(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
