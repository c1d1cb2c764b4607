import fs from 'node:fs';
import path from 'node:path';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, Code, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { makePng, makeWithFfmpeg } from './test-images';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Profile {
  id: string;
  username: string;
  avatar: string | null;
}
const profile = async (token: string) =>
  (await server.call<Profile>('GET', '/users/profile', undefined, { token })).body.data;

const userRow = (id: string) =>
  server.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Avatar files of a user as they lie in the local store. */
const avatarFiles = (userId: string) => {
  const dir = path.join(server.config.dataDir, 'objects', 'avatars', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const form = (bytes: Buffer, field = 'avatar', name = 'avatar.png', type = 'image/png') => {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
};

const upload = (token: string | undefined, body: FormData | object) =>
  server.call<{ avatar: string }>('POST', '/users/avatar', body, { token });

const fetchMedia = async (url: string) => {
  const res = await fetch(`${server.url}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('POST /users/profile (account name)', () => {
  it('saves first and last name, trimmed, and the profile shows it', async () => {
    const { token } = await signUp(server);
    const r = await server.call(
      'POST',
      '/users/profile',
      { username: '  Ada Lovelace ' },
      { token },
    );
    expect(r.body).toMatchObject({ code: 200, data: { username: 'Ada Lovelace' } });
    expect((await profile(token)).username).toBe('Ada Lovelace');
  });

  it('takes exactly 100 characters and non-Latin names', async () => {
    const { token } = await signUp(server);
    const long = 'x'.repeat(100);
    expect(
      (await server.call('POST', '/users/profile', { username: long }, { token })).body.code,
    ).toBe(200);
    expect((await profile(token)).username).toBe(long);
    await server.call('POST', '/users/profile', { username: '李 小龙' }, { token });
    expect((await profile(token)).username).toBe('李 小龙');
  });

  it.each([
    [{ username: '' }, 'Username cannot be empty'],
    [{ username: '    ' }, 'Username cannot be empty'],
    [{}, 'Username cannot be empty'],
    [{ username: 'y'.repeat(101) }, 'Username must be at most 100 characters'],
    [{ username: 'Ada\nLovelace' }, 'Username cannot contain line breaks or control characters'],
    [{ username: 42 }, 'Username cannot be empty'],
  ])('refuses %j with 1001 and changes nothing', async (body, message) => {
    const { token } = await signUp(server);
    const before = await profile(token);
    const r = await server.call('POST', '/users/profile', body, { token });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    expect((await profile(token)).username).toBe(before.username);
  });

  it('refuses an anonymous caller with 1002', async () => {
    const r = await server.call('POST', '/users/profile', { username: 'Nobody' });
    expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
  });
});

describe('POST /users/avatar', () => {
  it('takes a PNG, stores it and serves it at the signed URL the profile gives', async () => {
    const { token } = await signUp(server);
    const me = await profile(token);
    expect(me.avatar).toBeNull();
    const png = makePng(64, 64);
    const r = await upload(token, form(png));
    expect(r.body.code).toBe(200);
    const url = r.body.data.avatar;
    expect(url).toMatch(/^\/media\/avatars\/.+\.png\?exp=\d+&sig=[0-9a-f]{64}$/);

    const { res, bytes } = await fetchMedia(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(bytes.equals(png)).toBe(true);

    const after = await profile(token);
    expect(after.avatar).toBe(url);
    expect(avatarFiles(me.id)).toHaveLength(1);
    // A link without its signature shows nothing.
    expect((await fetch(`${server.url}${url.split('?')[0]}`)).status).toBe(403);
  });

  it('takes a JPEG (judged by content, whatever its name) and deletes the old avatar', async () => {
    const { token } = await signUp(server);
    const me = await profile(token);
    const first = (await upload(token, form(makePng(32, 32)))).body.data.avatar;
    const [oldFile] = avatarFiles(me.id);

    const jpeg = makeWithFfmpeg('jpg');
    const r = await upload(token, form(jpeg, 'avatar', 'avatar.png', 'image/png'));
    expect(r.body.code).toBe(200);
    expect(r.body.data.avatar).toMatch(/\.jpg\?/);
    const { res, bytes } = await fetchMedia(r.body.data.avatar);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes.equals(jpeg)).toBe(true);

    const files = avatarFiles(me.id);
    expect(files).toHaveLength(1);
    expect(files).not.toContain(oldFile);
    expect((await fetchMedia(first)).res.status).toBe(404);
    expect((await profile(token)).avatar).toBe(r.body.data.avatar);
  });

  describe('refusals change nothing', () => {
    const gif = () => makeWithFfmpeg('gif');
    const tooLarge = () => {
      const big = makePng(660, 600, { noise: true });
      expect(big.length).toBeGreaterThan(1.1 * 1024 * 1024);
      return big;
    };
    const fakePng = () =>
      Buffer.concat([makePng(8, 8).subarray(0, 16), Buffer.from('not really an image at all')]);
    // Right header and chunk CRCs, but the pixel data stops after 5 of 8 rows.
    const shortPng = () => makePng(8, 8, { rows: 5 });
    const badCrcPng = () => {
      const png = Buffer.from(makePng(8, 8));
      png[png.length - 20] ^= 0xff; // a byte inside IDAT
      return png;
    };
    const truncatedJpeg = () => makeWithFfmpeg('jpg').subarray(0, 300);

    it.each([
      ['a GIF', gif, 'image/gif', Code.INVALID_INPUT],
      ['a 1.1 MB PNG', tooLarge, 'image/png', Code.UPLOAD_FAILED],
      ['a fake PNG header', fakePng, 'image/png', Code.INVALID_INPUT],
      ['a PNG whose pixel data is cut short', shortPng, 'image/png', Code.INVALID_INPUT],
      ['a PNG with a damaged chunk', badCrcPng, 'image/png', Code.INVALID_INPUT],
      ['a truncated JPEG', truncatedJpeg, 'image/jpeg', Code.INVALID_INPUT],
      ['an empty file', () => Buffer.alloc(0), 'image/png', Code.INVALID_INPUT],
    ])('%s', async (_label, make, type, code) => {
      const { token } = await signUp(server);
      const me = await profile(token);
      const current = (await upload(token, form(makePng(16, 16)))).body.data.avatar;
      const before = await userRow(me.id);
      const files = avatarFiles(me.id);

      const r = await upload(token, form(make(), 'avatar', 'avatar.png', type));
      expect(r.body).toMatchObject({ code, message: Message.INVALID_IMAGE });
      expect(r.status).toBe(400);
      expect(await userRow(me.id)).toEqual(before);
      expect(avatarFiles(me.id)).toEqual(files);
      expect((await profile(token)).avatar).toBe(current);
    });

    it('a picture over AVATAR_MAX_PIXELS is refused from its header, however small the file', async () => {
      const { token } = await signUp(server);
      const me = await profile(token);
      // A well-formed 4097 x 4096 PNG of one flat colour: about 50 KB that inflate to 50 MB.
      const flat = makePng(4097, 4096);
      // 16 000 x 16 000 declared (768 MB of pixels), one row of data actually present.
      const huge = makePng(16_000, 16_000, { rows: 1 });
      for (const png of [flat, huge]) {
        expect(png.length).toBeLessThan(AVATAR_MAX_BYTES);
        const r = await upload(token, form(png));
        expect(r.status).toBe(400);
        expect(r.body).toEqual({
          code: Code.INVALID_INPUT,
          message: Message.INVALID_IMAGE,
          data: { reason: 'too_many_pixels', max_pixels: AVATAR_MAX_PIXELS },
        });
      }
      expect(avatarFiles(me.id)).toEqual([]);
      expect((await userRow(me.id)).avatar_key).toBeNull();
    });

    it('the size cap is AVATAR_MAX_BYTES exactly: a PNG just under it is accepted', async () => {
      const { token } = await signUp(server);
      // 590 x 591 RGB noise, stored: a little under 1 MiB with the headers.
      const png = makePng(590, 591, { noise: true });
      expect(png.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
      expect(png.length).toBeGreaterThan(AVATAR_MAX_BYTES - 8192);
      expect((await upload(token, form(png))).body.code).toBe(200);
    });

    it('a file under another field name, or JSON instead of a form, is refused', async () => {
      const { token } = await signUp(server);
      const me = await profile(token);
      const wrongField = await upload(token, form(makePng(8, 8), 'file'));
      expect(wrongField.body).toMatchObject({
        code: Code.INVALID_INPUT,
        message: Message.INVALID_IMAGE,
      });
      const json = await upload(token, { avatar: 'data:image/png;base64,AAAA' });
      expect(json.body).toMatchObject({ code: Code.INVALID_INPUT, message: Message.INVALID_IMAGE });
      expect(avatarFiles(me.id)).toEqual([]);
      expect((await userRow(me.id)).avatar_key).toBeNull();
    });

    it('an anonymous upload is refused with 1002 and stores nothing', async () => {
      const before = fs.existsSync(path.join(server.config.dataDir, 'objects', 'avatars'))
        ? fs.readdirSync(path.join(server.config.dataDir, 'objects', 'avatars')).length
        : 0;
      const r = await upload(undefined, form(makePng(8, 8)));
      expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
      const after = fs.existsSync(path.join(server.config.dataDir, 'objects', 'avatars'))
        ? fs.readdirSync(path.join(server.config.dataDir, 'objects', 'avatars')).length
        : 0;
      expect(after).toBe(before);
    });
  });
});
