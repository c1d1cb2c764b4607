import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { readingProblems } from '../support/readsWell';

/** The layout check the language specs lean on finds what it claims to, and nothing else. */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 800, height: 600 } });
});
afterAll(() => browser?.close());

describe('reading problems', () => {
  it('finds text cut by its box and keys shown untranslated; allows ellipses, clamps and scroll areas', async () => {
    await page.setContent(`
      <div style="width:60px;white-space:nowrap;overflow:hidden">Donaudampfschifffahrt</div>
      <div style="width:60px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Kapitänsmütze</div>
      <div style="width:60px;white-space:nowrap;overflow-x:auto">Schifffahrtsgesellschaft</div>
      <div style="width:60px;height:20px;overflow:hidden">Ein langer Satz, der in der Höhe nicht passt</div>
      <div style="width:60px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden">Ein langer Satz, der zwei Zeilen hat und mehr</div>
      <p>generation.results.title</p>
      <p>Sent to anna.berg@example.com at 10.30</p>`);
    expect(await readingProblems(page)).toEqual({
      overflowing: [
        'div: Donaudampfschifffahrt',
        'div: Ein langer Satz, der in der Höhe nicht passt',
      ],
      rawKeys: ['generation.results.title'],
    });
  });
});
