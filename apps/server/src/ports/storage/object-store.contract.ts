import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectChangedError, ObjectNotFoundError, type ObjectStore } from './object-store';

/** What the shared suite needs from each adapter's test file. */
export interface StoreHarness {
  store: ObjectStore;
  /** Moves the clock that signs (and, for local links, checks) URLs. */
  shiftClock(ms: number): void;
  /** Turns what signedUrl returned into an absolute URL to fetch. */
  absolute(url: string): string;
  /**
   * The query parameters of a signed link: its signature, its lifetime, and one that would name
   * the download differently (with the value to try).
   */
  linkParams: { signature: string; lifetime: string; rename: [name: string, value: string] };
  /**
   * Whether HEAD on a link answers its size. Our /media route does; S3 refuses it, since a
   * presigned link is signed for its one method (GET).
   */
  servesHead: boolean;
  close(): Promise<void>;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/** One behaviour for every ObjectStore adapter: run it against each. */
export function describeObjectStoreContract(name: string, setup: () => Promise<StoreHarness>) {
  describe(`ObjectStore contract: ${name}`, () => {
    let h: StoreHarness;
    let store: ObjectStore;
    // Each run gets its own key space so reruns against a kept bucket stay independent.
    const ns = `contract-${randomBytes(4).toString('hex')}`;
    const k = (rest: string) => `${ns}/${rest}`;

    beforeAll(async () => {
      h = await setup();
      store = h.store;
    });
    afterAll(() => h?.close());

    it('ping resolves while the store is reachable', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('put a buffer, then get, head and overwrite it', async () => {
      const body = Buffer.from('hello talkreel');
      await store.put(k('a/hello.txt'), body, 'text/plain');
      expect((await readAll(await store.get(k('a/hello.txt')))).toString()).toBe('hello talkreel');
      const head = await store.head(k('a/hello.txt'));
      expect(head).toMatchObject({ size: body.length, contentType: 'text/plain' });
      expect(head?.lastModified).toBeInstanceOf(Date);

      await store.put(k('a/hello.txt'), Buffer.from('{"v":2}'), 'application/json');
      expect((await readAll(await store.get(k('a/hello.txt')))).toString()).toBe('{"v":2}');
      expect(await store.head(k('a/hello.txt'))).toMatchObject({
        size: 7,
        contentType: 'application/json',
      });
    });

    it('judgeAndKeep hands the bytes to the judge, keeps them under the verdict’s key, and frees the source', async () => {
      const body = randomBytes(64 * 1024);
      await store.put(k('incoming/u1'), body, 'application/octet-stream');
      let judgedBytes = Buffer.alloc(0);
      const kept = await store.judgeAndKeep(
        k('incoming/u1'),
        async (file) => {
          judgedBytes = await readFile(file);
          return { format: 'bin' };
        },
        (verdict) => ({ key: k(`files/u1.${verdict.format}`), contentType: 'video/mp4' }),
      );
      expect(kept).toEqual({ verdict: { format: 'bin' } });
      expect(sha(judgedBytes)).toBe(sha(body));
      expect(sha(await readAll(await store.get(k('files/u1.bin'))))).toBe(sha(body));
      expect(await store.head(k('files/u1.bin'))).toMatchObject({
        size: body.length,
        contentType: 'video/mp4',
      });
      expect(await store.head(k('incoming/u1'))).toBeNull();
    });

    it('judgeAndKeep never keeps bytes other than those judged, whatever is written meanwhile', async () => {
      const body = randomBytes(32 * 1024);
      await store.put(k('incoming/u3'), body, 'application/octet-stream');
      let judgedBytes = Buffer.alloc(0);
      const outcome = await store
        .judgeAndKeep(
          k('incoming/u3'),
          async (file) => {
            judgedBytes = await readFile(file);
            // A replayed upload PUT lands on the source key while the judge works.
            await store.put(k('incoming/u3'), Buffer.from('replayed bytes'), 'text/plain');
            return 'ok';
          },
          () => ({ key: k('files/u3.bin'), contentType: 'video/mp4' }),
        )
        .catch((err: unknown) => err);
      expect(sha(judgedBytes)).toBe(sha(body));
      const kept = await store.head(k('files/u3.bin'));
      if (outcome instanceof ObjectChangedError) {
        // S3: the copy is refused (or undone) since the source is no longer what was judged.
        expect(kept).toBeNull();
      } else {
        // Local: the judged file was out of the key's reach before the judge read it.
        expect(outcome).toEqual({ verdict: 'ok' });
        expect(sha(await readAll(await store.get(k('files/u3.bin'))))).toBe(sha(body));
      }
    });

    it('judgeAndKeep: a judge that throws keeps nothing and leaves the object to be judged again', async () => {
      const body = Buffer.from('bytes to judge later');
      await store.put(k('incoming/u4'), body, 'application/octet-stream');
      await expect(
        store.judgeAndKeep(
          k('incoming/u4'),
          async () => {
            throw new Error('ffprobe is missing');
          },
          () => ({ key: k('files/u4.mp4'), contentType: 'video/mp4' }),
        ),
      ).rejects.toThrow('ffprobe is missing');
      expect(await store.head(k('files/u4.mp4'))).toBeNull();
      expect((await readAll(await store.get(k('incoming/u4')))).toString()).toBe(body.toString());
    });

    it('judgeAndKeep: a refusal keeps nothing and frees the source; nothing stored answers null', async () => {
      await store.put(k('incoming/u2'), Buffer.from('not a video'), 'application/octet-stream');
      const refused = await store.judgeAndKeep(
        k('incoming/u2'),
        async () => null,
        () => ({ key: k('files/u2.mp4'), contentType: 'video/mp4' }),
      );
      expect(refused).toEqual({ verdict: null });
      expect(await store.head(k('incoming/u2'))).toBeNull();
      expect(await store.head(k('files/u2.mp4'))).toBeNull();
      let judged = false;
      const missing = await store.judgeAndKeep(
        k('incoming/none'),
        async () => {
          judged = true;
          return 1;
        },
        () => ({ key: k('files/none'), contentType: 'text/plain' }),
      );
      expect(missing).toBeNull();
      expect(judged).toBe(false);
    });

    it('put a stream of unknown length larger than one upload part', async () => {
      const data = randomBytes(6 * 1024 * 1024 + 123);
      // Chunked so the adapter really reads a stream, not a buffer in disguise.
      const chunks = Array.from({ length: 7 }, (_, i) =>
        data.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
      );
      await store.put(k('big/blob.bin'), Readable.from(chunks), 'application/octet-stream');
      const back = await readAll(await store.get(k('big/blob.bin')));
      expect(back.length).toBe(data.length);
      expect(sha(back)).toBe(sha(data));
      expect((await store.head(k('big/blob.bin')))?.size).toBe(data.length);
    });

    it('get a byte range', async () => {
      await store.put(k('r/digits'), Buffer.from('0123456789'), 'text/plain');
      const part = await readAll(await store.get(k('r/digits'), { start: 2, end: 5 }));
      expect(part.toString()).toBe('2345');
      const tail = await readAll(await store.get(k('r/digits'), { start: 9, end: 9 }));
      expect(tail.toString()).toBe('9');
    });

    it('a missing key: head is null, get throws ObjectNotFoundError, delete is a no-op', async () => {
      expect(await store.head(k('nope/missing.bin'))).toBeNull();
      await expect(store.get(k('nope/missing.bin'))).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(store.delete(k('nope/missing.bin'))).resolves.toBeUndefined();
    });

    it('delete removes one key and nothing else', async () => {
      await store.put(k('d/one'), Buffer.from('1'), 'text/plain');
      await store.put(k('d/two'), Buffer.from('2'), 'text/plain');
      await store.delete(k('d/one'));
      expect(await store.head(k('d/one'))).toBeNull();
      await expect(store.get(k('d/one'))).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await store.head(k('d/two'))).not.toBeNull();
    });

    it('deletePrefix removes exactly the keys starting with the prefix', async () => {
      const keys = ['p/a/1', 'p/a/2', 'p/a/deep/3', 'p/ab', 'p/b/1'].map(k);
      for (const key of keys) await store.put(key, Buffer.from(key), 'text/plain');
      expect(await store.deletePrefix(k('p/a/'))).toBe(3);
      expect(await store.head(k('p/a/1'))).toBeNull();
      expect(await store.head(k('p/a/deep/3'))).toBeNull();
      expect(await store.head(k('p/ab'))).not.toBeNull();
      expect(await store.head(k('p/b/1'))).not.toBeNull();
      // Without the slash the prefix is a plain string prefix, as in S3.
      expect(await store.deletePrefix(k('p/a'))).toBe(1);
      expect(await store.head(k('p/ab'))).toBeNull();
      expect(await store.head(k('p/b/1'))).not.toBeNull();
      expect(await store.deletePrefix(k('p/none/'))).toBe(0);
    });

    it('refuses keys that could escape the store', async () => {
      for (const bad of ['', '../etc/passwd', '/abs', 'a//b', 'a/../b', '.meta/x', 'a b', 'a/']) {
        await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(
          /Invalid object key/,
        );
        await expect(store.head(bad)).rejects.toThrow(/Invalid object key/);
      }
      await expect(store.deletePrefix('')).rejects.toThrow(/Invalid object key/);
    });

    it('a signed URL serves the object over HTTP with its type and length', async () => {
      const body = randomBytes(4096);
      await store.put(k('s/clip.mp4'), body, 'video/mp4');
      const url = await store.signedUrl(k('s/clip.mp4'), { expiresInSec: 300 });
      const res = await fetch(h.absolute(url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-length')).toBe('4096');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(sha(body));
    });

    it('a signed URL answers Range requests with 206 and Content-Range', async () => {
      await store.put(k('s/range.bin'), Buffer.from('abcdefghij'), 'application/octet-stream');
      const url = h.absolute(await store.signedUrl(k('s/range.bin'), { expiresInSec: 300 }));
      const res = await fetch(url, { headers: { range: 'bytes=3-6' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('bytes 3-6/10');
      expect(res.headers.get('content-length')).toBe('4');
      expect(await res.text()).toBe('defg');
      const open = await fetch(url, { headers: { range: 'bytes=8-' } });
      expect(open.status).toBe(206);
      expect(await open.text()).toBe('ij');
    });

    it('a signed URL with a download name is served as an attachment of that name', async () => {
      await store.put(k('s/render.mp4'), Buffer.from('mp4'), 'video/mp4');
      const url = await store.signedUrl(k('s/render.mp4'), {
        expiresInSec: 300,
        downloadName: 'Mi vídeo.mp4',
      });
      const res = await fetch(h.absolute(url));
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment;/);
      expect(disposition).toContain("filename*=UTF-8''Mi%20v%C3%ADdeo.mp4");
    });

    it('a signed URL is stable for a while, so browsers can cache it', async () => {
      await store.put(k('s/stable.png'), Buffer.from('png'), 'image/png');
      const a = await store.signedUrl(k('s/stable.png'), { expiresInSec: 3600 });
      const b = await store.signedUrl(k('s/stable.png'), { expiresInSec: 3600 });
      expect(b).toBe(a);
    });

    it('an expired signed URL is refused', async () => {
      await store.put(k('s/old.txt'), Buffer.from('old'), 'text/plain');
      // Signed two hours ago for one minute: long expired now.
      h.shiftClock(-2 * 3600_000);
      const url = await store.signedUrl(k('s/old.txt'), { expiresInSec: 60 });
      h.shiftClock(2 * 3600_000);
      const res = await fetch(h.absolute(url));
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('old');
    });

    it('a presigned PUT stores the bytes sent to it, without our auth headers', async () => {
      const body = randomBytes(3000);
      const put = await store.presignPut(k('up/clip.bin'), {
        expiresInSec: 300,
        size: body.length,
      });
      expect(put.expiresAt).toBeGreaterThan(Date.now());
      const res = await fetch(h.absolute(put.url), { method: 'PUT', body });
      expect(res.status).toBe(200);
      const back = await readAll(await store.get(k('up/clip.bin')));
      expect(sha(back)).toBe(sha(body));
      expect((await store.head(k('up/clip.bin')))?.size).toBe(body.length);
    });

    it("a presigned PUT takes whatever Content-Type the client sends (the upload reply's kind, none, a MIME type)", async () => {
      // The bytes are judged on confirm, not by the header: "audio" is what POST /upload/file
      // answers as content_type, and S3 clients send that back as the PUT's Content-Type.
      const types = ['audio', 'video', 'image', null, 'audio/mpeg', 'video/mp4; codecs="avc1"'];
      for (const [i, type] of types.entries()) {
        const body = randomBytes(500 + i);
        const key = k(`up/typed-${i}.bin`);
        const put = await store.presignPut(key, { expiresInSec: 300, size: body.length });
        const headers: Record<string, string> = type === null ? {} : { 'content-type': type };
        const res = await fetch(h.absolute(put.url), { method: 'PUT', body, headers });
        expect(res.status, `${type}: ${await res.text()}`).toBe(200);
        expect(sha(await readAll(await store.get(key))), String(type)).toBe(sha(body));
      }
    });

    it('an expired presigned PUT is refused and stores nothing', async () => {
      h.shiftClock(-2 * 3600_000);
      const put = await store.presignPut(k('up/late.bin'), { expiresInSec: 60, size: 4 });
      h.shiftClock(2 * 3600_000);
      const res = await fetch(h.absolute(put.url), { method: 'PUT', body: Buffer.from('late') });
      expect(res.status).toBe(403);
      expect(await store.head(k('up/late.bin'))).toBeNull();
    });

    it('a presigned PUT refuses a body longer than the signed size', async () => {
      const put = await store.presignPut(k('up/big.bin'), { expiresInSec: 300, size: 10 });
      const res = await fetch(h.absolute(put.url), { method: 'PUT', body: randomBytes(11) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await store.head(k('up/big.bin'))).toBeNull();
    });

    it('a signed URL of a deleted object answers 404', async () => {
      await store.put(k('s/gone.txt'), Buffer.from('gone'), 'text/plain');
      const url = await store.signedUrl(k('s/gone.txt'), { expiresInSec: 300 });
      await store.delete(k('s/gone.txt'));
      expect((await fetch(h.absolute(url))).status).toBe(404);
    });

    it('a tampered signed URL is refused', async () => {
      const { signature, lifetime, rename } = h.linkParams;
      await store.put(k('s/secret.txt'), Buffer.from('secret'), 'text/plain');
      await store.put(k('s/other.txt'), Buffer.from('other'), 'text/plain');
      const url = new URL(
        h.absolute(await store.signedUrl(k('s/secret.txt'), { expiresInSec: 300 })),
      );
      const tampered: URL[] = [];
      const flipped = new URL(url);
      const sig = flipped.searchParams.get(signature) ?? '';
      expect(sig).not.toBe('');
      flipped.searchParams.set(signature, (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
      tampered.push(flipped);
      const longer = new URL(url);
      longer.searchParams.set(lifetime, String(Number(url.searchParams.get(lifetime)) + 86400));
      tampered.push(longer);
      const otherKey = new URL(url);
      otherKey.pathname = url.pathname.replace('secret.txt', 'other.txt');
      tampered.push(otherKey);
      const renamed = new URL(url);
      renamed.searchParams.set(...rename);
      tampered.push(renamed);
      const unsigned = new URL(url);
      unsigned.search = '';
      tampered.push(unsigned);
      for (const u of tampered) {
        const res = await fetch(u);
        expect(res.status, u.toString()).toBe(403);
        const text = await res.text();
        expect(text).not.toContain('secret');
        expect(text).not.toContain('other');
      }
    });

    it('HEAD on a signed URL gives the size without the body, where links serve HEAD', async () => {
      await store.put(k('s/head.bin'), randomBytes(1234), 'application/octet-stream');
      const url = h.absolute(await store.signedUrl(k('s/head.bin'), { expiresInSec: 300 }));
      const res = await fetch(url, { method: 'HEAD' });
      if (!h.servesHead) {
        expect(res.status).toBe(403);
        return;
      }
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe('1234');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    });
  });
}
