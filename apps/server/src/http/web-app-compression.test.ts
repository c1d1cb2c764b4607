import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { contentSecurityPolicy } from './security-headers';
import { IMMUTABLE_ASSET_CACHE } from './web-app';

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `"line ${i}"`).join(',')}];\n`;

/** A built web app as the web build leaves it: hashed assets with .br and .gz copies beside them. */
function builtWebDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-web-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>',
  );
  const asset = path.join(dir, 'assets/index-abc.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A GET as a browser sends it, the body left encoded (fetch would decode it). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

async function serve() {
  const server = await startTestServer({ webDist: builtWebDist() });
  servers.push(server);
  return server;
}

describe('static files are sent compressed and cached by their kind', () => {
  it('sends brotli or gzip by Accept-Encoding, the plain file otherwise, and says it varies', async () => {
    const server = await serve();
    const url = `${server.url}/assets/index-abc.js`;

    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('caches hashed assets for a year as immutable; the page and unhashed files revalidate', async () => {
    const server = await serve();
    for (const encoding of [undefined, 'br', 'gzip']) {
      const asset = await rawGet(`${server.url}/assets/index-abc.js`, encoding);
      expect(asset.headers['cache-control'], encoding).toBe(IMMUTABLE_ASSET_CACHE);
    }
    expect(IMMUTABLE_ASSET_CACHE).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/login/', '/creation/product/', '/index.html']) {
      const res = await rawGet(`${server.url}${page}`, 'br');
      expect(res.status, page).toBe(200);
      expect(res.headers['content-type'], page).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], page).toBe('no-cache');
    }
    const favicon = await rawGet(`${server.url}/favicon.svg`, 'br');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the security headers on compressed files, and the 404 rules', async () => {
    const server = await serve();
    const asset = await rawGet(`${server.url}/assets/index-abc.js`, 'br');
    expect(asset.headers['content-security-policy']).toBe(contentSecurityPolicy([]));
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    // The compressed copies are not files of their own, and an unknown asset is no page.
    for (const route of [
      '/assets/index-abc.js.br',
      '/assets/index-abc.js.gz',
      '/assets/index-old.js',
    ]) {
      const res = await rawGet(`${server.url}${route}`, 'br');
      expect(res.status, route).toBe(404);
      expect(res.body.toString(), route).not.toContain('<html');
    }
  });
});
