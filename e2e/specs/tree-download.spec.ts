import fs from 'node:fs';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage } from '../pages/CreationPage';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { fill } from '../support/copy';
import { gradientPng } from '../support/pngFixture';
import { seedProjectImage } from '../support/seedMedia';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('download all medias (core.md §4, §5, §9)', () => {
  it('fetches the media in the browser, zips them and names each file by its bytes', async () => {
    const page = await newUserPage(browser);
    await signUpThroughApi(page, env);
    const creation = new CreationPage(page);
    await creation.waitForTree();
    const projectId = await creation.createProject();
    await creation.renameInline(creation.heading, 'Showreel');
    await creation.projectRow('Showreel').waitFor();

    // The stored image has no extension and is a PNG: the zip must call it cover.png.
    const png = gradientPng(8, 8);
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
