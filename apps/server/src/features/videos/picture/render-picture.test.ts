import { readFile } from 'node:fs/promises';
import { DEFAULT_CAPTION_STYLE } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { makePng, makeVideo, uploadFile } from '../../uploads/test-uploads';
import { currentWorkspaceOf } from '../../workspaces/test-membership';
import { inWorkDir } from '../stored-files';
import { pictureRenderOptions } from './render-picture';
import { LEGACY_PICTURE, type StoredPicture } from './stored-picture';

/**
 * What a render is given for a stored picture, without rendering (the picture tests render
 * one 1080p image background through both APIs; this covers the rest cheaply).
 */
let server: TestServer;
let owner: { email: string; token: string };
let workspace: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server);
  workspace = (await currentWorkspaceOf(server, owner.email)) ?? '';
});
afterAll(() => server?.close());

const picture = (fields: Partial<StoredPicture>): StoredPicture => ({
  ...LEGACY_PICTURE,
  ...fields,
});
const optionsFor = (p: StoredPicture) =>
  inWorkDir('picture-test', async (dir) => {
    const options = await pictureRenderOptions(server.ctx, { workspace_id: workspace }, p, dir);
    // Files are read inside the work dir, which goes afterwards.
    const read = async (file: string | undefined) => (file ? await readFile(file) : null);
    const background = options.background;
    const backgroundFile =
      background && (background.type === 'video' || background.type === 'image')
        ? await read(background.value)
        : null;
    return { options, backgroundFile, logoFile: await read(options.logo?.path), dir };
  });

describe('pictureRenderOptions', () => {
  it('an older row renders as it always did: 9:16 720p on the actor, no logo, default captions', async () => {
    const { options } = await optionsFor(LEGACY_PICTURE);
    expect(options).toMatchObject({
      format: '9:16',
      resolution: '720p',
      background: { type: 'actor' },
      layout: { placement: 'full', scale: 1 },
    });
    expect(options.logo).toBeUndefined();
    expect(options.captionStyle).toBeUndefined();
  });

  it("a video background is the video's own copy, fetched into the work dir", async () => {
    const bytes = await makeVideo(1, { height: 320, audio: false });
    const key = `videos/${workspace}/v1/background.mp4`;
    await server.ctx.storage.put(key, bytes, 'video/mp4');
    const { options, backgroundFile, dir } = await optionsFor(
      picture({
        format: '1:1',
        background: { type: 'video', value: 'upload://x' },
        background_key: key,
        layout: { placement: 'circle', scale: 0.5 },
      }),
    );
    expect(options.background).toEqual({ type: 'video', value: expect.stringContaining(dir) });
    expect(backgroundFile?.equals(bytes)).toBe(true);
    expect(options).toMatchObject({ format: '1:1', layout: { placement: 'circle', scale: 0.5 } });
  });

  it("brand workspace brings the kit's logo and caption style; a style chosen for the video wins", async () => {
    const logo = await uploadFile(server, owner.token, 'image', await makePng(), 'logo.png');
    const kitStyle = { ...DEFAULT_CAPTION_STYLE, color: '#ff00aa', words_per_line: 4 };
    const saved = await server.call(
      'POST',
      '/brand-kit/update',
      {
        logo_file_uri: logo.confirm.body.data.file_uri,
        logo_corner: 'top-left',
        logo_size: 0.2,
        logo_opacity: 0.8,
        colors: [],
        caption_style: kitStyle,
      },
      owner,
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const kit = await optionsFor(picture({ brand: 'workspace' }));
    expect(kit.options.logo).toMatchObject({ corner: 'top-left', size: 0.2, opacity: 0.8 });
    expect(kit.logoFile?.subarray(1, 4).toString()).toBe('PNG');
    expect(kit.options.captionStyle).toEqual({
      font: kitStyle.font,
      size: kitStyle.size,
      color: '#ff00aa',
      decoration: kitStyle.decoration,
      position: kitStyle.position,
      wordsPerLine: 4,
    });
    const own = await optionsFor(
      picture({ brand: 'workspace', caption_style: { ...kitStyle, position: 'top', size: 30 } }),
    );
    expect(own.options.captionStyle).toMatchObject({ position: 'top', size: 30 });
    const none = await optionsFor(picture({ brand: 'none' }));
    expect(none.options.logo).toBeUndefined();
    expect(none.options.captionStyle).toBeUndefined();
  });
});
