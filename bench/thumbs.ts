/**
 * Poster thumbnail benchmark (issue 24, creation.md §9): the bytes of pictures a picker page of
 * 40 cards downloads, before thumbnails (each card loads the full 720x1280 poster) and after
 * (each card loads its 240 px thumbnail, 480 px on a 2x screen). Runs the built server (`npm run
 * build` first) with 40 stock actors seeded, opens the picker of a new project in Debian's
 * Chromium with an empty cache and scrolls through the page so every card's picture loads.
 * "Before" is the same page with the thumbnail links taken out of the list's reply, which is
 * what the cards got before this change. Prints both sums and their ratio at 1x and 2x.
 * Goal: after / before <= 1/8 at 1x. Run with `npm run bench:thumbs`; exits 1 above the goal.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTOR_PAGE_SIZE, API_BASE_PATH } from '@talkreel/contract';
import type { Browser, Response } from 'playwright-core';
import { CreationPage } from '../e2e/pages/CreationPage';
import { PickerDialogs } from '../e2e/pages/PickerDialogs';
import { launchBrowser } from '../e2e/support/browser';
import {
  type Client,
  freePort,
  serverEnv,
  serverMain,
  signIn,
  sleep,
  waitUntil,
} from './support/server';

const CARDS = ACTOR_PAGE_SIZE;
const GOAL = 1 / 8;
/** Seeding 40 stock pictures (and their thumbnails) on a busy 2-core machine. */
const SEED_WAIT_MS = 600_000;

type Listed = { total: number; actors: { image_thumbnails?: unknown }[] };

async function waitForStock(client: Client, server: ChildProcess) {
  const deadline = Date.now() + SEED_WAIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited while seeding');
    const list = await client.call<Listed>('POST', '/actor/show', { page: 1, page_size: CARDS });
    if (list.data.total >= CARDS && list.data.actors.every((a) => a.image_thumbnails)) return;
    await sleep(1000);
  }
  throw new Error(`${CARDS} stock actors with thumbnails: not within ${SEED_WAIT_MS / 1000} s`);
}

/** Bytes of the pictures one picker page loads in a fresh browser context. */
async function pickerBytes(
  browser: Browser,
  baseUrl: string,
  client: Client,
  options: { thumbnails: boolean; scale: number },
): Promise<{ bytes: number; pictures: number }> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: options.scale,
    extraHTTPHeaders: { 'x-forwarded-for': client.ip },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript((token) => {
      localStorage.setItem('talkreel.session', JSON.stringify({ state: { token }, version: 0 }));
    }, client.token);
    if (!options.thumbnails) {
      // The list as the server sent it before thumbnails: the same actors, poster links only.
      await page.route(`**${API_BASE_PATH}/actor/show`, async (route) => {
        const reply = await route.fetch();
        const body = (await reply.json()) as { data: Listed };
        for (const actor of body.data.actors) delete actor.image_thumbnails;
        await route.fulfill({ response: reply, json: body });
      });
    }
    const pictures = new Map<string, Promise<number>>();
    page.on('response', (res: Response) => {
      const url = new URL(res.url());
      if (res.request().resourceType() !== 'image' || !url.pathname.startsWith('/media/')) return;
      pictures.set(
        url.pathname,
        res.body().then((b) => b.length),
      );
    });

    await page.goto(`${baseUrl}/`);
    const creation = new CreationPage(page);
    await creation.waitForTree();
    await creation.createProject();
    const dialogs = new PickerDialogs(page);
    await dialogs.openPicker();
    await dialogs.actorCards.first().waitFor();
    // Cards load their pictures lazily: scroll the page through so all 40 come into view.
    const box = await dialogs.actorCards.first().boundingBox();
    if (!box) throw new Error('no card on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let step = 0; step < 20 && pictures.size < CARDS; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForLoadState('networkidle');
    }
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(pictures.values());
    return { bytes: sizes.reduce((a, b) => a + b, 0), pictures: pictures.size };
  } finally {
    await context.close();
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'talkreel-bench-thumbs-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverMain], {
    env: { ...serverEnv(dataDir, port), STOCK_LIMIT: String(CARDS) },
    stdio: 'ignore',
  });
  const browser = await launchBrowser();
  try {
    await waitUntil('the server', async () => (await fetch(`${baseUrl}/healthz`)).ok, server);
    const client = await signIn(baseUrl, dataDir, 0);
    await waitForStock(client, server);

    console.log(`actor picker, one page of ${CARDS} stock actors, empty browser cache`);
    let ratioAt1x = Number.POSITIVE_INFINITY;
    for (const scale of [1, 2]) {
      const before = await pickerBytes(browser, baseUrl, client, { thumbnails: false, scale });
      const after = await pickerBytes(browser, baseUrl, client, { thumbnails: true, scale });
      const ratio = after.bytes / before.bytes;
      if (scale === 1) ratioAt1x = ratio;
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      console.log(
        `${scale}x screen: before ${kb(before.bytes)} (${before.pictures} posters), after ${kb(after.bytes)} (${after.pictures} thumbnails): ratio ${ratio.toFixed(3)} = 1/${(1 / ratio).toFixed(1)}${scale === 1 ? ` (goal <= 1/${1 / GOAL})` : ''}`,
      );
      if (before.pictures < CARDS || after.pictures < CARDS) {
        console.log(`  not every card's picture loaded (${CARDS} expected)`);
        process.exitCode = 1;
      }
    }
    if (ratioAt1x > GOAL) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
