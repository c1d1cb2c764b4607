import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { Code, DEFAULT_CAPTION_STYLE, Message, SVG_UPLOAD_MAX_BYTES } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../ports/queue/queue-contract';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { account, team } from '../members/test-team';
import { makeJpeg } from '../uploads/test-uploads';
import { brandForRender } from './brand-for-render';
import { SVG_LOGO_LONG_SIDE } from './store-logo';
import {
  detail,
  fetchLogo,
  HALF_GREEN_SVG,
  imageUri,
  makeHalfTransparentPng,
  update,
  validUpdate,
} from './test-brand-kit';

describe('brand kit: read by every member, changed by the owner', () => {
  let server: TestServer;
  const kitRow = (workspaceId: string) =>
    server.ctx.db
      .selectFrom('brand_kits')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the default kit until the workspace saves one', async () => {
    const { token } = await signUp(server);
    const r = await detail(server, token);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual({
      logo_url: null,
      logo_corner: 'bottom-right',
      logo_size: 0.15,
      logo_opacity: 1,
      colors: [],
      caption_style: DEFAULT_CAPTION_STYLE,
      updated_at: null,
    });
  });

  it('saves the owner’s kit with a PNG logo (transparency kept), which a member reads', async () => {
    const { owner, member } = await team(server);
    const logo = await imageUri(server, owner.token, makeHalfTransparentPng(), 'logo.png');
    const r = await update(server, owner.token, { ...validUpdate, logo_file_uri: logo });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      logo_corner: 'top-left',
      logo_size: 0.2,
      logo_opacity: 0.8,
      colors: ['#112233', '#aabbcc'],
      caption_style: validUpdate.caption_style,
    });
    expect(r.body.data.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const seen = await detail(server, member.token);
    expect(seen.body.data).toEqual({ ...r.body.data, logo_url: expect.any(String) });
    const png = await fetchLogo(server, seen.body.data.logo_url ?? '');
    expect(png.status).toBe(200);
    expect(png.isPng).toBe(true);
    expect([png.width, png.height]).toEqual([80, 40]);
    expect(png.pixel(10, 20)[3]).toBe(0);
    expect(png.pixel(60, 20)).toEqual([255, 0, 0, 255]);
  });

  it('draws an SVG logo to a transparent PNG at full size, never serving the SVG', async () => {
    const owner = await account(server);
    const svg = await imageUri(server, owner.token, HALF_GREEN_SVG, 'logo.svg');
    const r = await update(server, owner.token, { ...validUpdate, logo_file_uri: svg });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const png = await fetchLogo(server, r.body.data.logo_url ?? '');
    expect(png.isPng).toBe(true);
    expect(png.contentType).toBe('image/png');
    expect([png.width, png.height]).toEqual([SVG_LOGO_LONG_SIDE, SVG_LOGO_LONG_SIDE / 2]);
    expect(png.pixel(100, 256)[3]).toBe(0);
    expect(png.pixel(900, 256)).toEqual([0, 255, 0, 255]);
  });

  it('refuses a plain member’s change (1003) and changes nothing', async () => {
    const { owner, member, workspaceId } = await team(server);
    expect((await update(server, owner.token, validUpdate)).body.code).toBe(200);
    const before = await kitRow(workspaceId);
    const r = await update(server, member.token, { ...validUpdate, colors: ['#000000'] });
    expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(await kitRow(workspaceId)).toEqual(before);
  });

  it('keeps each workspace’s kit to itself', async () => {
    const a = await account(server);
    const b = await account(server);
    const logo = await imageUri(server, a.token, makeHalfTransparentPng(), 'logo.png');
    expect((await update(server, a.token, { ...validUpdate, logo_file_uri: logo })).body.code).toBe(
      200,
    );
    const seen = await detail(server, b.token);
    expect(seen.body.data.logo_url).toBeNull();
    expect(seen.body.data.colors).toEqual([]);
    // b cannot use a's upload for b's own kit either.
    const stolen = await update(server, b.token, { ...validUpdate, logo_file_uri: logo });
    expect(stolen.body.code).toBe(Code.INVALID_INPUT);
    expect(await kitRow(b.ownWorkspaceId)).toBeUndefined();
  });

  it('refuses bad colours, too many colours, a JPEG or a non-image logo and changes nothing', async () => {
    const owner = await account(server);
    const logo = await imageUri(server, owner.token, makeHalfTransparentPng(), 'logo.png');
    const saved = await update(server, owner.token, { ...validUpdate, logo_file_uri: logo });
    expect(saved.body.code).toBe(200);
    const before = await kitRow(owner.ownWorkspaceId);
    const jpeg = await imageUri(server, owner.token, await makeJpeg(), 'logo.jpg');
    const refusals = [
      { body: { ...validUpdate, colors: ['#12345'] }, code: Code.INVALID_INPUT },
      { body: { ...validUpdate, colors: ['red'] }, code: Code.INVALID_INPUT },
      {
        body: { ...validUpdate, colors: Array.from({ length: 7 }, () => '#101010') },
        code: Code.INVALID_INPUT,
        message: 'A brand kit holds at most 6 colours',
      },
      {
        body: { ...validUpdate, logo_file_uri: jpeg },
        code: Code.INVALID_FORMAT,
        message: Message.INVALID_IMAGE,
      },
      {
        body: { ...validUpdate, logo_file_uri: 'https://example.com/logo.png' },
        code: Code.INVALID_INPUT,
      },
    ];
    for (const refusal of refusals) {
      const r = await update(server, owner.token, refusal.body);
      expect(r.body.code, JSON.stringify(refusal.body)).toBe(refusal.code);
      if (refusal.message) expect(r.body.message).toContain(refusal.message);
      expect(await kitRow(owner.ownWorkspaceId)).toEqual(before);
    }
    // The logo still works: no refusal touched its object.
    const kept = await detail(server, owner.token);
    expect((await fetchLogo(server, kept.body.data.logo_url ?? '')).status).toBe(200);
  });

  it('refuses on upload an SVG that reaches outside itself, expands entities or is too large', async () => {
    const owner = await account(server);
    const svg = (inner: string, head = '') =>
      Buffer.from(
        `${head}<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`,
      );
    const refused = [
      svg('<image href="file:///etc/passwd" width="10" height="10"/>'),
      svg('<rect width="10" height="10" style="fill: url(https://example.com/x.svg#p)"/>'),
      svg('<style>@import "https://example.com/a.css";</style>'),
      svg('<text>&big;</text>', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY big "lol">]>'),
      svg(`<!-- ${'x'.repeat(SVG_UPLOAD_MAX_BYTES)} -->`),
    ];
    for (const bytes of refused) {
      await expect(imageUri(server, owner.token, bytes, 'x.svg')).rejects.toThrow(
        Message.INVALID_IMAGE,
      );
    }
  });

  it('offers an SVG upload to no other file field (an actor photo refuses it)', async () => {
    const owner = await account(server);
    const svg = await imageUri(server, owner.token, HALF_GREEN_SVG, 'logo.svg');
    const r = await server.call(
      'POST',
      '/video/check-actor-file',
      { kind: 'image', file_uri: svg },
      { token: owner.token },
    );
    expect(r.body.code).toBe(Code.INVALID_FORMAT);
    expect(r.body.message).toBe(Message.INVALID_IMAGE);
  });

  it('removes the logo (and its object) when asked, keeping it when the field is left out', async () => {
    const owner = await account(server);
    const logo = await imageUri(server, owner.token, makeHalfTransparentPng(), 'logo.png');
    await update(server, owner.token, { ...validUpdate, logo_file_uri: logo });
    const key = (await kitRow(owner.ownWorkspaceId))?.logo_key ?? '';
    expect(key).not.toBe('');
    const kept = await update(server, owner.token, { ...validUpdate, logo_size: 0.1 });
    expect(kept.body.data.logo_url).not.toBeNull();
    expect((await kitRow(owner.ownWorkspaceId))?.logo_key).toBe(key);
    const removed = await update(server, owner.token, { ...validUpdate, logo_file_uri: null });
    expect(removed.body.data.logo_url).toBeNull();
    expect(await server.ctx.storage.head(key)).toBeNull();
  });

  it('goes with its workspace, logo included', async () => {
    const owner = await account(server);
    const w = await server.call<{ workspace: { id: string } }>(
      'POST',
      '/workspace',
      { name: 'Gone' },
      { token: owner.token },
    );
    const gone = w.body.data.workspace.id;
    const logo = await imageUri(server, owner.token, makeHalfTransparentPng(), 'logo.png');
    const saved = await update(server, owner.token, { ...validUpdate, logo_file_uri: logo });
    expect(saved.body.code).toBe(200);
    const key = (await kitRow(gone))?.logo_key ?? '';
    expect(key).not.toBe('');
    expect(await server.ctx.storage.head(key)).not.toBeNull();
    const d = await server.call('DELETE', `/workspace/${gone}`, undefined, { token: owner.token });
    expect(d.body.code).toBe(200);
    expect(await kitRow(gone)).toBeUndefined();
    // The logo's files go once the deletion has committed.
    await waitFor(async () => (await server.ctx.storage.head(key)) === null, testTime(10_000));
  });

  it('brandForRender gives the render the logo file and the caption style', async () => {
    const owner = await account(server);
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-render-'));
    try {
      const none = await brandForRender(server.ctx, owner.ownWorkspaceId, workDir);
      expect(none).toEqual({ captionStyle: DEFAULT_CAPTION_STYLE });

      const logo = await imageUri(server, owner.token, makeHalfTransparentPng(), 'logo.png');
      await update(server, owner.token, { ...validUpdate, logo_file_uri: logo });
      const brand = await brandForRender(server.ctx, owner.ownWorkspaceId, workDir);
      expect(brand.captionStyle).toEqual(validUpdate.caption_style);
      expect(brand.logo).toMatchObject({ corner: 'top-left', size: 0.2, opacity: 0.8 });
      expect(path.dirname(brand.logo?.path ?? '')).toBe(workDir);
      const image = await loadImage(fs.readFileSync(brand.logo?.path ?? ''));
      expect([image.width, image.height]).toEqual([80, 40]);
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
