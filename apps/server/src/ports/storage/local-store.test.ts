import fs from 'node:fs';
import path from 'node:path';
import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { describeObjectStoreContract } from './object-store.contract';

// The local adapter behind a real test server, so links go through its /media route.
describeObjectStoreContract('local disk', async () => {
  const server = await startTestServer();
  return {
    store: server.ctx.storage,
    shiftClock: (ms) => server.advanceClock(ms),
    absolute: (url) => `${server.url}${url}`,
    linkParams: { signature: 'sig', lifetime: 'exp', rename: ['dl', 'x.txt'] },
    servesHead: true,
    close: () => server.close(),
  };
});

describe('local /media route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const link = async (key: string, body: string, type = 'text/plain') => {
    await server.ctx.storage.put(key, Buffer.from(body), type);
    return `${server.url}${await server.ctx.storage.signedUrl(key, { expiresInSec: 300 })}`;
  };

  it('keeps objects as files under DATA_DIR/objects', async () => {
    await server.ctx.storage.put('files/here.txt', Buffer.from('on disk'), 'text/plain');
    const file = path.join(server.config.dataDir, 'objects', 'files', 'here.txt');
    expect(fs.readFileSync(file, 'utf8')).toBe('on disk');
  });

  it('links are relative /media paths carrying exp and a hex HMAC', async () => {
    await server.ctx.storage.put('files/a.txt', Buffer.from('a'), 'text/plain');
    const url = await server.ctx.storage.signedUrl('files/a.txt', { expiresInSec: 60 });
    expect(url).toMatch(/^\/media\/files\/a\.txt\?exp=\d+&sig=[0-9a-f]{64}$/);
  });

  it('expires once the server clock passes exp', async () => {
    const url = await link('files/clock.txt', 'tick');
    expect((await fetch(url)).status).toBe(200);
    server.advanceClock(2 * 3600_000);
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe(Code.ACCESS_RESTRICTED);
    server.advanceClock(-2 * 3600_000);
  });

  it('answers suffix ranges, refuses unsatisfiable ones with 416, ignores multi-ranges', async () => {
    const url = await link('files/digits.txt', '0123456789');
    const suffix = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe('bytes 7-9/10');
    expect(await suffix.text()).toBe('789');
    const beyond = await fetch(url, { headers: { range: 'bytes=10-20' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
    const multi = await fetch(url, { headers: { range: 'bytes=0-1,4-5' } });
    expect(multi.status).toBe(200);
    expect(await multi.text()).toBe('0123456789');
    const clipped = await fetch(url, { headers: { range: 'bytes=8-99' } });
    expect(clipped.status).toBe(206);
    expect(await clipped.text()).toBe('89');
  });

  it('revalidates by ETag and never lets content be sniffed', async () => {
    const url = await link('files/page.html', '<script>alert(1)</script>', 'image/png');
    const first = await fetch(url);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-type')).toBe('image/png');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(first.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('refuses paths that are not valid keys', async () => {
    const url = new URL(await link('files/x.txt', 'x'));
    for (const p of [
      '/media/..%2Ftalkreel.db',
      '/media/.signing-secret',
      '/media/.meta/files/x.txt.json',
    ]) {
      const res = await fetch(`${server.url}${p}${url.search}`);
      expect(res.status).toBe(403);
    }
  });
});
