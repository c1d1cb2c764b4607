import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, HSTS_MAX_AGE_S } from '@talkreel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-web-'));
  dirs.push(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body></body></html>');
  const server = await startTestServer({ webDist, ...overrides });
  servers.push(server);
  return server;
}

/** CSP directives by name, each with its sources. */
const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('security headers', () => {
  it('are on every response: API, web app, /media and not-found, without HSTS over plain http', async () => {
    const server = await serve();
    await server.ctx.storage.put('test/pic.png', Buffer.from('png'), 'image/png');
    const media = await server.ctx.storage.signedUrl('test/pic.png', { expiresInSec: 60 });
    const responses = {
      api: await fetch(`${server.url}${API_BASE_PATH}/rsapub`),
      refusal: await fetch(`${server.url}${API_BASE_PATH}/users/profile`),
      page: await fetch(`${server.url}/creation/product/`),
      media: await fetch(new URL(media, server.url)),
      badMedia: await fetch(`${server.url}/media/test/pic.png?exp=1&sig=x`),
      notFound: await fetch(`${server.url}/api/nothing`, { method: 'POST' }),
      badJson: await fetch(`${server.url}${API_BASE_PATH}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'given-id.1' },
        body: '{',
      }),
    };
    expect(responses.badJson.status).toBe(400);
    // The request id too: the client's own when it sent a usable one, else one made here.
    expect(responses.badJson.headers.get('x-request-id')).toBe('given-id.1');
    expect(responses.api.status).toBe(200);
    expect(responses.media.status).toBe(200);
    for (const [what, res] of Object.entries(responses)) {
      expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), what).toBe('DENY');
      expect(
        directives(res.headers.get('content-security-policy')).get('frame-ancestors'),
        what,
      ).toEqual(["'none'"]);
      expect(res.headers.get('strict-transport-security'), what).toBeNull();
      expect(res.headers.get('x-request-id'), what).toMatch(/^[\w.:-]{1,128}$/);
    }
  });

  it('lets the app run its own scripts only, and media from itself, blob: and data:', async () => {
    const server = await serve();
    const csp = directives((await fetch(`${server.url}/`)).headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('adds HSTS when PUBLIC_URL is https, or when the request came over HTTPS via a trusted proxy', async () => {
    const https = await serve({ publicUrl: 'https://studio.example.com' });
    const res = await fetch(`${https.url}${API_BASE_PATH}/rsapub`);
    expect(res.headers.get('strict-transport-security')).toBe(`max-age=${HSTS_MAX_AGE_S}`);

    const proxied = await serve();
    const viaProxy = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe(`max-age=${HSTS_MAX_AGE_S}`);
    const untrusted = await serve({ trustProxy: false });
    const spoofed = await fetch(`${untrusted.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    [
      'an S3-compatible endpoint, path style',
      { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
    ],
    [
      'an S3-compatible endpoint, virtual hosts',
      { endpoint: 'https://objects.example.com', forcePathStyle: false },
    ],
    ['AWS', { forcePathStyle: false }],
  ])('allows the origin of presigned media links with %s', async (_, s3) => {
    const server = await serve({
      storage: {
        s3: {
          bucket: 'talkreel-media',
          region: 'eu-west-1',
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'secret',
          ...s3,
        },
      },
    });
    const link = await server.ctx.storage.signedUrl('videos/v1.mp4', { expiresInSec: 60 });
    const origin = new URL(link).origin;
    const csp = directives((await fetch(`${server.url}/`)).headers.get('content-security-policy'));
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(csp.get(name), name).toContain(origin);
    }
  });
});
