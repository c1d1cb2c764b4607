import { Code, SIGNATURE_MAX_SKEW_MS } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import workspacesEn from '../../apps/web/src/features/workspaces/i18n/en.json';
import appEn from '../../apps/web/src/i18n/en.json';
import { CreationPage } from '../pages/CreationPage';
import { LoginPage } from '../pages/LoginPage';
import { ProductsMenu } from '../pages/ProductsMenu';
import { ShellPage } from '../pages/ShellPage';
import { settingsCopy } from '../pages/settingsCopy';
import { launchBrowser, newUserPage, screenshot, uniqueEmail } from '../support/browser';
import { copy, fill } from '../support/copy';
import { waitForInvitationLink } from '../support/invitationMail';
import { waitForLoginCode } from '../support/mailbox';
import { refuseCall } from '../support/refuse';
import { signedCall, tokenOf } from '../support/signedApi';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const app = appEn.app;
const ws = workspacesEn.workspaces;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Counts the account loads the page sends, to prove "Try again" sends exactly one. */
function countProfileCalls(page: Page) {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/api/v1/users/profile')) n++;
  });
  return () => n;
}

const productHeader = (page: Page) => page.getByRole('region', { name: ws.current.label });

describe('the account cannot be loaded', () => {
  it('a refused load says it was refused; once the API is back one "Try again" opens the shell', async () => {
    const page = await newUserPage(browser);
    const { shell } = await signUpThroughApi(page, env);
    const refusal = await refuseCall(page, '/users/profile', 0, Code.SYSTEM_ERROR);
    await page.reload();
    const retry = page.getByRole('button', { name: app.retry });
    await retry.waitFor();
    await page.getByText(fill(app.loadRefused, { reason: 'Internal server error' })).waitFor();
    expect(await page.getByText(app.loadFailed).count()).toBe(0);
    await page.getByRole('button', { name: app.signOut }).waitFor();
    await screenshot(page, 'account-load-refused-en');

    await refusal.restore();
    const calls = countProfileCalls(page);
    await retry.click();
    await shell.rail.waitFor();
    expect(calls()).toBe(1);
    await page.context().close();
  });

  it('a device clock off by more than the allowed skew: the real server refuses, the screen says why, sign out works', async () => {
    const page = await newUserPage(browser);
    await signUpThroughApi(page, env);
    // The browser's clock runs 10 minutes ahead; the signature's timestamp goes with it.
    await page.clock.setSystemTime(Date.now() + 2 * SIGNATURE_MAX_SKEW_MS);
    await page.reload();
    await page
      .getByText(fill(app.loadClockSkew, { minutes: SIGNATURE_MAX_SKEW_MS / 60_000 }))
      .waitFor();
    await screenshot(page, 'account-load-clock-skew-en');
    await page.getByRole('button', { name: app.signOut }).click();
    await page.waitForURL('**/login/');
    await new LoginPage(page, copy.en).heading.waitFor();
    await page.context().close();
  });
});

describe('products of one name, and a member removed while their page is open', () => {
  it('the invitee tells the two "My Product"s apart by owner, sees where they are, and is moved home when removed', async () => {
    // Ada owns "My Product"; she invites Bo, whose own product is also "My Product".
    const adaPage = await newUserPage(browser);
    await signUpThroughApi(adaPage, env);
    const adaToken = await tokenOf(adaPage);
    const boEmail = uniqueEmail('bo');
    expect(
      (await signedCall(env.baseUrl, adaToken, 'POST', '/users/invite-member', { email: boEmail }))
        .code,
    ).toBe(200);
    const { link } = await waitForInvitationLink(env.dataDir, boEmail);
    const boPage = await newUserPage(browser);
    await boPage.goto(link);
    await boPage.waitForURL('**/login/');
    const login = new LoginPage(boPage, copy.en);
    await login.requestCode(boEmail);
    await login.submitCode((await waitForLoginCode(env.dataDir, boEmail)).code);
    await new ShellPage(boPage, copy.en).waitForOpen();
    const creation = new CreationPage(boPage);
    await creation.waitForTree();

    // Bo is in Ada's product: the sidebar says which, and whose.
    const adaName = (
      await signedCall<{ username: string }>(env.baseUrl, adaToken, 'GET', '/users/profile')
    ).data.username;
    const header = productHeader(boPage);
    await header.getByText('My Product', { exact: true }).waitFor();
    await header.getByText(fill(ws.owner.ownedBy, { name: adaName })).waitFor();
    await screenshot(boPage, 'products-sidebar-current-en');

    const products = new ProductsMenu(boPage, copy.en, settingsCopy.en);
    await products.open();
    const list = products.list;
    await list.getByText(ws.owner.ownedByYou, { exact: true }).waitFor();
    await list.getByText(fill(ws.owner.ownedBy, { name: adaName }), { exact: true }).waitFor();
    expect(await products.current.textContent()).toContain(
      fill(ws.owner.ownedBy, { name: adaName }),
    );
    await screenshot(boPage, 'products-same-name-owners-en');
    await boPage.keyboard.press('Escape');

    // Ada removes Bo while Bo's page is open on her product.
    const members = await signedCall<{ id: string; email: string }[]>(
      env.baseUrl,
      adaToken,
      'GET',
      '/users/members',
    );
    const bo = members.data.find((m) => m.email === boEmail);
    expect(bo).toBeDefined();
    expect(
      (
        await signedCall(env.baseUrl, adaToken, 'POST', '/users/remove-member', {
          member_id: bo?.id,
        })
      ).code,
    ).toBe(200);

    // Bo's next action is refused: he is told, by name, and lands in his own product.
    await creation.newProjectButton.click();
    await boPage.getByText(fill(ws.removed.title, { product: 'My Product' })).waitFor();
    await header.getByText(ws.owner.ownedByYou, { exact: true }).waitFor();
    await boPage.waitForURL('**/creation/folder/uncategorized/');
    expect(await boPage.getByText('Access Restricted').count()).toBe(0);
    await screenshot(boPage, 'members-removed-moved-home-en');
    await products.open();
    await expect.poll(() => products.list.getByRole('listitem').count()).toBe(1);
    expect(await products.list.getByText(ws.owner.ownedByYou).count()).toBe(0);

    // A long name is cut in the header and shown whole in a tooltip.
    const longName = 'Quarterly launch videos for the EMEA sales team';
    await products.rename('My Product', longName);
    const shownName = header.getByText(longName, { exact: true });
    await shownName.waitFor();
    expect(await shownName.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await shownName.hover();
    await boPage.getByRole('tooltip').filter({ hasText: longName }).waitFor();
    await screenshot(boPage, 'products-sidebar-long-name-en');

    await adaPage.context().close();
    await boPage.context().close();
  });
});
