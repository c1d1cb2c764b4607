import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage } from '../pages/CreationPage';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy, fill } from '../support/copy';
import { signUpThroughUi } from '../support/flows';
import { seedProjectImage } from '../support/seedMedia';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

/** A real 8x8 PNG (violet), built by hand so the test needs no image library. */
function tinyPng(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([109, 74, 255]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('download all medias (core.md §4, §5, §9)', () => {
  it('fetches the media in the browser, zips them and names each file by its bytes', async () => {
    const page = await newUserPage(browser);
    await signUpThroughUi(page, copy.en, env);
    const creation = new CreationPage(page);
    await creation.waitForTree();
    const projectId = await creation.createProject();
    await creation.renameInline(creation.heading, 'Showreel');
    await creation.projectRow('Showreel').waitFor();

    // The stored image has no extension and is a PNG: the zip must call it cover.png.
    const png = tinyPng();
    seedProjectImage(env.dataDir, projectId, png, 'application/octet-stream');
    await page.reload();
    await creation.waitForTree();
    await creation.heading.filter({ hasText: 'Showreel' }).waitFor();

    const download = page.waitForEvent('download');
    await creation.chooseFromMenu('Showreel', creation.t.actions.download);
    const file = await download;
    expect(file.suggestedFilename()).toBe('Showreel.zip');
    const zip = await JSZip.loadAsync(fs.readFileSync(await file.path()));
    expect(Object.keys(zip.files)).toEqual(['cover.png']);
    expect(
      Buffer.from(await zip.file('cover.png')!.async('uint8array')).equals(Buffer.from(png)),
    ).toBe(true);

    const badge = page.getByRole('status', {
      name: fill(creation.ui.download.done, { name: 'Showreel' }),
    });
    await badge.waitFor();
    expect(await page.getByTestId('download-progress').getAttribute('data-progress')).toBe('100');
    await screenshot(page, 'tree-download-en');
    await page.context().close();
  });
});
