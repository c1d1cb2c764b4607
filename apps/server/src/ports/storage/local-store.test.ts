import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createLocalObjectStore, StorageFullError } from './local-store';
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

describe('local store folders', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-store-test-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const store = (minFreeBytes?: number) =>
    createLocalObjectStore({ root, secret: 'test-secret', now: Date.now, minFreeBytes });
  const exists = (...segments: string[]) => fs.existsSync(path.join(root, ...segments));
  const text = (s: string) => Buffer.from(s);

  it('delete and deletePrefix remove the folders they leave empty, up to the root', async () => {
    const s = store();
    await s.put('a/b/c/one.txt', text('1'), 'text/plain');
    await s.put('a/b/c/two.txt', text('2'), 'text/plain');
    await s.put('a/keep.txt', text('k'), 'text/plain');

    await s.delete('a/b/c/one.txt');
    expect(exists('a', 'b', 'c', 'two.txt')).toBe(true);
    await s.delete('a/b/c/two.txt');
    // a/b/c and a/b held nothing else; a still holds keep.txt. Their types went the same way.
    expect(exists('a', 'b')).toBe(false);
    expect(exists('.meta', 'a', 'b')).toBe(false);
    expect(exists('a', 'keep.txt')).toBe(true);
    expect(exists('.meta', 'a', 'keep.txt.json')).toBe(true);

    await s.put('videos/w1/v1/video.mp4', text('v'), 'video/mp4');
    await s.put('videos/w1/v1/poster.jpg', text('p'), 'image/jpeg');
    expect(await s.deletePrefix('videos/w1/v1/')).toBe(2);
    expect(exists('videos')).toBe(false);
    expect(exists('.meta', 'videos')).toBe(false);

    await s.delete('a/keep.txt');
    expect(exists('a')).toBe(false);
    // The root and the store's own folders stay.
    expect(exists()).toBe(true);
    expect(exists('.meta')).toBe(true);
  });

  it('judgeAndKeep removes the folders its source leaves empty', async () => {
    const s = store();
    await s.put('incoming/u1/file', text('bytes'), 'application/octet-stream');
    const kept = await s.judgeAndKeep(
      'incoming/u1/file',
      async () => ({ ok: true }),
      () => ({ key: 'uploads/u1/file.bin', contentType: 'application/octet-stream' }),
    );
    expect(kept).toEqual({ verdict: { ok: true } });
    expect(exists('uploads', 'u1', 'file.bin')).toBe(true);
    expect(exists('incoming')).toBe(false);
    expect(exists('.meta', 'incoming')).toBe(false);

    await s.put('incoming/u2/file', text('junk'), 'application/octet-stream');
    expect(
      await s.judgeAndKeep(
        'incoming/u2/file',
        async () => null,
        () => ({ key: 'never', contentType: 'x' }),
      ),
    ).toEqual({ verdict: null });
    expect(exists('incoming')).toBe(false);
  });

  it('a put still stores when a delete empties and removes its folder while it writes', async () => {
    const s = store();
    await s.put('race/w1/first.txt', text('first'), 'text/plain');
    let started = false;
    let folderGoneMidWrite = false;
    // The put is writing its temp file when the last other object of its folder is deleted,
    // which removes the (then empty) folder before the put renames its file into it.
    const body = new Readable({
      read() {
        if (started) return;
        started = true;
        s.delete('race/w1/first.txt').then(
          () => {
            folderGoneMidWrite = !exists('race');
            this.push('second');
            this.push(null);
          },
          (err) => this.destroy(err),
        );
      },
    });
    await s.put('race/w1/second.txt', body, 'text/plain');
    expect(folderGoneMidWrite).toBe(true);
    expect(fs.readFileSync(path.join(root, 'race', 'w1', 'second.txt'), 'utf8')).toBe('second');
    expect(await s.head('race/w1/second.txt')).toMatchObject({ contentType: 'text/plain' });
    expect(await s.head('race/w1/first.txt')).toBeNull();
  });

  it('puts racing deletes in the same folder all store (a removed folder is made again)', async () => {
    const s = store();
    // Each round, a delete empties a folder (and prunes it) while a put moves a file into it.
    for (let i = 0; i < 100; i++) {
      await s.put(`busy/${i}/a/one`, text('1'), 'text/plain');
      await Promise.all([
        s.delete(`busy/${i}/a/one`),
        s.put(`busy/${i}/a/two`, text('2'), 'text/plain'),
      ]);
      expect(await s.head(`busy/${i}/a/two`)).toMatchObject({ size: 1 });
    }
  });

  it('ping fails while the volume has less free space than the threshold', async () => {
    await expect(store(0).ping()).resolves.toBeUndefined();
    const full = store(Number.MAX_SAFE_INTEGER).ping();
    await expect(full).rejects.toBeInstanceOf(StorageFullError);
    await expect(full).rejects.toThrow(/bytes free on the data volume/);
  });
});
