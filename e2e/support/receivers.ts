import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Starts `server` (made by `make` with a handler that keeps every request and answers 200 with
 * a small JSON body) on a free loopback port.
 */
async function startRecording(make: (handler: http.RequestListener) => http.Server, reply: string) {
  const received: ReceivedDelivery[] = [];
  const server = make((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * An integrator's webhook receiver on loopback over plain http (the server under test must
 * allow private addresses: WEBHOOK_ALLOW_PRIVATE), answering 200 `{"received":true}` and
 * keeping every request.
 */
export async function startHttpReceiver() {
  const { port, ...rest } = await startRecording(
    (handler) => http.createServer(handler),
    '{"received":true}',
  );
  return { url: `http://127.0.0.1:${port}/hooks/talkreel`, ...rest };
}

/**
 * An agent's own HTTPS endpoint on loopback, for workflow deliveries: a self-signed certificate
 * for localhost made with openssl (its file is what the server is told to trust), answering 200
 * and keeping every request.
 */
export async function startHttpsReceiver() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-receiver-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const { port, ...rest } = await startRecording(
    (handler) =>
      https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, handler),
    '{"ok":true}',
  );
  return { url: `https://localhost:${port}/talkreel/hook`, certFile: cert, ...rest };
}
