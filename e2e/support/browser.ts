import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { watchCsp } from './csp';
import { screenshotDir } from './paths';
import { testTime } from './testTime';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless and offline-friendly (Playwright's own browser download is unavailable). */
export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} not found: apt-get install -y chromium fonts-noto-cjk`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let ipSeq = 0;
/** A client address of its own per simulated user, so per-address attempt caps never collide. */
export const freshClientIp = () =>
  `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(ipSeq++ % 250) + 1}`;

export async function newUserPage(
  browser: Browser,
  options: { locale?: string; ip?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    extraHTTPHeaders: { 'x-forwarded-for': options.ip ?? freshClientIp() },
  });
  // A loaded 2-core machine can take a while to paint; waits fail only when something is wrong.
  context.setDefaultTimeout(testTime(60_000));
  const page = await context.newPage();
  // Every spec's pages are watched, so a policy that blocks something the app does shows up.
  await watchCsp(context, page);
  return page;
}

/**
 * A phone (390×844, touch) signed in as the user of `page`: its session is copied before the
 * first load. Close it with `page.context().close()`.
 */
export async function phonePageAs(page: Page, deviceScaleFactor = 1): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  const session = await page.evaluate(() => localStorage.getItem('talkreel.session'));
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() },
  });
  context.setDefaultTimeout(testTime(60_000));
  await context.addInitScript((stored) => {
    if (stored) localStorage.setItem('talkreel.session', stored);
  }, session);
  return context.newPage();
}

/** Saves a full-page PNG under e2e/screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/**
 * Lets entrance animations (popovers, status lines, toasts) finish so the picture is the settled
 * screen: two frames for what the last action starts, then the end of every running animation
 * due within a second (endless or long ones, spinners, the greeting, a progress bar, are part of
 * the screen). A fixed 300 ms pause did this before, for each of ~300 pictures, mostly where
 * nothing moved.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const ending = document.getAnimations().filter((a) => {
      const timing = a.effect?.getComputedTiming();
      if (a.playState !== 'running' || !timing) return false;
      const left = Number(timing.endTime) - Number(timing.localTime ?? 0);
      return left <= 1_000;
    });
    // A cancelled animation (its element removed) rejects `finished`: it is over all the same.
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

let emailSeq = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${emailSeq++}@example.com`;
