import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import appEn from '../../apps/web/src/i18n/en.json';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newUserPage } from '../support/browser';
import { copy } from '../support/copy';
import { signUpThroughUi } from '../support/flows';
import { webDist } from '../support/paths';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
const manifest: Manifest = JSON.parse(
  fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'),
);

/** The script files of `keys` and of every chunk they import statically. */
function scriptsOf(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return new Set([...seen].map((key) => `/${manifest[key].file}`));
}

const firstScript = scriptsOf(Object.keys(manifest).filter((key) => manifest[key].isEntry));
/** What the login page must not fetch: the router, the shell, the areas, zod and reply schemas. */
const later = [
  // The router with the route table (issue 24): it comes with the first navigation.
  'src/app/App.tsx',
  // The shell with the query library (MainShell is in its chunk).
  'src/app/shell/QueryShell.tsx',
  'src/features/tree/routes.tsx',
  'src/features/assets/routes.tsx',
  'src/features/agent/routes.tsx',
  'src/features/settings/routes.tsx',
  'src/api/entryReplies.ts',
];
const laterScripts = [...scriptsOf(later)].filter((file) => !firstScript.has(file));
/** A shared chunk's file, by the name the bundler gives it (its first module's). */
function sharedChunk(name: string): string {
  const key = Object.keys(manifest).find((k) => k.startsWith(`_${name}-`));
  if (!key) throw new Error(`no chunk of its own named ${name} in the build`);
  return `/${manifest[key].file}`;
}
/** What left the login page's script in issue 24: the call layer and react-i18next's Trans. */
const onDemand = [sharedChunk('client'), sharedChunk('Trans')];
const settingsArea = `/${manifest['src/features/settings/routes.tsx'].file}`;

/** The paths of the scripts the page fetches from now on. */
function scriptsFetched(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) fetched.push(pathname);
  });
  return fetched;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the first page (issue 11)', () => {
  it('the login page fetches its own script and none of the router, the shell, the areas or zod', async () => {
    const page = await newUserPage(browser);
    const fetched = scriptsFetched(page);
    const login = new LoginPage(page, copy.en);
    await login.open(env.baseUrl);
    await page.waitForLoadState('networkidle');
    expect(laterScripts.length).toBeGreaterThan(5);
    expect(fetched.filter((file) => laterScripts.includes(file))).toEqual([]);
    expect(fetched.filter((file) => firstScript.has(file)).length).toBe(firstScript.size);
    expect(fetched.filter((file) => onDemand.includes(file))).toEqual([]);
    await page.context().close();
  });

  it("the login page's first script leaves out the call layer and Trans", () => {
    expect(onDemand.filter((file) => firstScript.has(file))).toEqual([]);
  });

  it('an area whose script cannot be fetched shows the error screen; Reload brings it', async () => {
    const page = await newUserPage(browser);
    const { shell } = await signUpThroughUi(page, copy.en, env);
    // As after a deploy that removed the old build's files.
    await page.route(`**${settingsArea}`, (route) => route.abort());
    await page.goto(`${env.baseUrl}/settings/account/`);
    await page.getByRole('heading', { name: appEn.app.crash.title }).waitFor();
    const reload = page.getByRole('button', { name: appEn.app.crash.reload });

    await page.unroute(`**${settingsArea}`);
    await reload.click();
    await shell.rail.waitFor();
    await page.waitForURL('**/settings/account/');
    expect(await page.getByRole('heading', { name: appEn.app.crash.title }).count()).toBe(0);
    await page.context().close();
  });
});
