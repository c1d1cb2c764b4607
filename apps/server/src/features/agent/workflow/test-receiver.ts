import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver took. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers: a status with optional headers and body, or never ('hang'). */
export type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/**
 * An agent's system for tests: a real HTTP server on a loopback port that records every request
 * and answers each path as a test tells it (200 unless told). Used only by *.test.ts files.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, (n: number) => Answer>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const n = received.filter((r) => r.path === path).length;
      const answer = answers.get(path)?.(n) ?? { status: 200, body: 'ok' };
      if (answer === 'hang') return;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let seq = 0;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** A path of its own for one test, answered by `answer` (given the nth request to it). */
    endpoint(answer?: (n: number) => Answer) {
      const path = `/hook/${++seq}`;
      if (answer) answers.set(path, answer);
      return { path, url: `http://127.0.0.1:${port}${path}` };
    },
    at: (path: string) => received.filter((r) => r.path === path),
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
