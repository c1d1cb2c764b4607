import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

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

/**
 * An https receiver with a self-signed certificate for 127.0.0.1, which no trusted authority
 * signed: a delivery to it must fail the TLS check. Used only by *.test.ts files.
 */
export async function startSelfSignedReceiver() {
  // Node makes the key (fast, native); forge only builds and signs the certificate.
  const { privateKey: keyPem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(keyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const subject = [{ name: 'commonName', value: '127.0.0.1' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(privateKey, forge.md.sha256.create());
  let requests = 0;
  const server = https.createServer(
    { key: keyPem, cert: forge.pki.certificateToPem(cert) },
    (_req, res) => {
      requests++;
      res.end('ok');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/hook`,
    requests: () => requests,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
