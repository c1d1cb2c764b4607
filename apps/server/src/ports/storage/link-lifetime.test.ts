import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_LINK_TTL_MS } from '@talkreel/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from './local-store';
import { MEDIA_URL_TTL_SEC, type ObjectStore } from './object-store';
import { createS3ObjectStore } from './s3-store';

/**
 * Links in API replies are not checked against membership when used, so their lifetime is
 * the bound on how long a removed member keeps media access. Judged from the links' own
 * expiry fields at many clock positions, for both stores.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-links-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let clock = 0;
const now = () => clock;

/** Seconds from `now` until the link stops working, read from the link. */
const lifetime: Record<string, (url: string) => number> = {
  local: (url) => Number(new URL(url, 'http://x').searchParams.get('exp')) - clock / 1000,
  s3: (url) => {
    const q = new URL(url).searchParams;
    const d = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(q.get('X-Amz-Date') ?? '');
    if (!d) throw new Error(`no X-Amz-Date in ${url}`);
    const signedAt = Date.UTC(+d[1], +d[2] - 1, +d[3], +d[4], +d[5], +d[6]) / 1000;
    return signedAt + Number(q.get('X-Amz-Expires')) - clock / 1000;
  },
};

const stores: [string, ObjectStore][] = [
  ['local', createLocalObjectStore({ root, secret: 'test-secret', now })],
  [
    's3',
    createS3ObjectStore({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'k',
      secretAccessKey: 's',
      now,
    }),
  ],
];

describe.each(stores)('%s links in API replies', (kind, store) => {
  it('live at least MEDIA_LINK_TTL_MS and at most twice that, and stay the same within a window', async () => {
    expect(MEDIA_URL_TTL_SEC * 1000).toBe(MEDIA_LINK_TTL_MS);
    const start = Date.UTC(2026, 10, 24, 5, 0, 0);
    for (let s = 0; s < 1800; s += 37) {
      clock = start + s * 1000;
      const url = await store.signedUrl('thumbs/a.png', { expiresInSec: MEDIA_URL_TTL_SEC });
      const left = lifetime[kind]!(url);
      expect(left).toBeGreaterThanOrEqual(MEDIA_URL_TTL_SEC);
      expect(left).toBeLessThanOrEqual(2 * MEDIA_URL_TTL_SEC);
    }
    clock = start + 1000;
    const first = await store.signedUrl('thumbs/a.png', { expiresInSec: MEDIA_URL_TTL_SEC });
    clock = start + 590_000;
    expect(await store.signedUrl('thumbs/a.png', { expiresInSec: MEDIA_URL_TTL_SEC })).toBe(first);
  });
});
