import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import coreEn from '../../apps/web/src/i18n/en.json';
import { AgentDashboardPage, agentCopy as a } from '../pages/AgentPages';
import { InvitePage } from '../pages/InvitePage';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { createAgent, createInvitationCode } from '../support/admin';
import { launchBrowser, newUserPage, screenshot, uniqueEmail } from '../support/browser';
import { type BuiltServer, startBuiltServer } from '../support/builtServer';
import { copy } from '../support/copy';
import { waitForLoginCode } from '../support/mailbox';
import { gradientPng } from '../support/pngFixture';
import { startHttpsReceiver } from '../support/receivers';
import { signedCall, tokenOf } from '../support/signedApi';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * The agent area end to end (issue 10): a server of its own whose operator lets workflow
 * deliveries reach private addresses (WEBHOOK_ALLOW_PRIVATE) and trusts the loopback
 * receiver's self-signed certificate, as an agent's own HTTPS endpoint.
 */
let server: BuiltServer;
let receiver: Awaited<ReturnType<typeof startHttpsReceiver>>;
let browser: Browser;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  server = await startBuiltServer({
    WEBHOOK_ALLOW_PRIVATE: '1',
    NODE_EXTRA_CA_CERTS: receiver.certFile,
    // One stock actor and its voice: this server's spec uses at most one, and each seeded actor is
    // an idle video rendered in the background (seconds of CPU each, beside the spec's own work).
    STOCK_LIMIT: '1',
  });
  browser = await launchBrowser();
}, testTime(240_000));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Signs in by mailed code; an account without access yet is activated with a fresh code. */
async function signIn(page: Page, email: string) {
  const login = new LoginPage(page, copy.en);
  await login.open(server.baseUrl);
  await login.requestCode(email);
  await login.submitCode((await waitForLoginCode(server.dataDir, email)).code);
}

describe('agent area', () => {
  it('an agent admin manages sub-users, their actors, the workflow and the subscription', async () => {
    // The operator makes a signed-up account the admin of a new agent.
    const adminPage = await newUserPage(browser);
    const { email: adminEmail } = await signUpThroughApi(adminPage, server);
    const agentId = await createAgent(server.dataDir, 'Acme Media', adminEmail);
    const adminToken = await tokenOf(adminPage);
    await adminPage.goto(`${server.baseUrl}/agent/`);
    const entry = adminPage.getByTestId('agent-entry').filter({ hasText: 'Acme Media' });
    await entry.waitFor();
    await screenshot(adminPage, 'agent-list');
    await entry.click();
    const dash = new AgentDashboardPage(adminPage);
    await dash.table.waitFor();
    await adminPage.waitForURL(`**/agent/dashboard/user-management/${agentId}/`);

    // Create a sub-user through the modal: empty fields are refused field by field first.
    await dash.createButton.click();
    await dash.createDialog.waitFor();
    await dash.createDialog.getByRole('button', { name: a.form.save }).click();
    await dash.createDialog.getByText(a.form.errors.username).waitFor();
    await screenshot(adminPage, 'agent-create-user-errors');
    const subEmail = uniqueEmail('sub');
    await dash.createDialog.getByLabel(a.form.username).fill('Sub One');
    await dash.createDialog.getByRole('radio', { name: a.gender.female }).check();
    await dash.createDialog.getByLabel(a.form.email).fill(subEmail);
    await dash.createDialog.getByLabel(a.form.company).fill('Acme');
    await dash.createDialog.getByLabel(a.form.personalTitle).fill('Presenter');
    await screenshot(adminPage, 'agent-create-user');
    await dash.createDialog.getByRole('button', { name: a.form.save }).click();
    await dash.createDialog.waitFor({ state: 'detached' });
    await dash.row(subEmail).waitFor();

    // 24 more, as the agent's own system would, through the API: 25 in all.
    for (let i = 2; i <= 25; i++) {
      const made = await signedCall(server.baseUrl, adminToken, 'POST', '/agent/user/create', {
        agent_id: agentId,
        username: `Member ${pad(i)}`,
        gender: i % 2 ? 'female' : 'male',
        email: uniqueEmail(`member${i}`),
        company: 'Acme',
        personal_title: 'Editor',
      });
      expect(made.code, made.message).toBe(200);
    }

    // Find the sub-user by e-mail and creation date range.
    await dash.searchType.selectOption('email');
    await dash.searchText.fill(subEmail);
    await dash.pickCreatedRange(today(), today(), () => screenshot(adminPage, 'agent-date-range'));
    await dash.search();
    await expect.poll(() => dash.rows.count()).toBe(1);
    await dash.row(subEmail).waitFor();
    expect(await dash.total.textContent()).toBe('1 item');
    await screenshot(adminPage, 'agent-users-found');

    // Page through all 25: 10 a page, Next, then the go-to box (digits only, clamped).
    await dash.reset();
    await expect.poll(() => dash.total.textContent()).toBe('25 items');
    expect(await dash.rows.count()).toBe(10);
    await dash.pager.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => dash.pageButton(2).getAttribute('aria-current')).toBe('page');
    await dash.goToBox.fill('9');
    await dash.goToBox.press('Enter');
    await expect.poll(() => dash.pageButton(3).getAttribute('aria-current')).toBe('page');
    await dash.settled();
    expect(await dash.rows.count()).toBe(5);
    await screenshot(adminPage, 'agent-users-page-3');

    // The sub-user signs in in their own browser.
    const subPage = await newUserPage(browser);
    await signIn(subPage, subEmail);
    if (subPage.url().includes('/invite/')) {
      await new InvitePage(subPage, copy.en).activate(await createInvitationCode(server.dataDir));
    }
    await new ShellPage(subPage, copy.en).waitForOpen();

    // Disabled: their open app is signed out at its next call, and signing in is refused.
    await dash.searchType.selectOption('email');
    await dash.searchText.fill(subEmail);
    await dash.search();
    await dash.rowMenu('Sub One', 'disable');
    await dash.row(subEmail).getByText(a.users.status.disabled).waitFor();
    await screenshot(adminPage, 'agent-user-disabled');
    await subPage.reload();
    // Its session is gone: the app either signs out to /login/ or says the account is suspended.
    const suspended = subPage.getByText(coreEn.app.loadSuspended);
    await Promise.race([subPage.waitForURL('**/login/'), suspended.waitFor()]);
    if (await suspended.isVisible()) {
      await screenshot(subPage, 'agent-sub-user-suspended');
      await subPage.getByRole('button', { name: coreEn.app.signOut }).click();
      await subPage.waitForURL('**/login/');
    }
    const subLogin = new LoginPage(subPage, copy.en);
    await subLogin.emailInput.fill(subEmail);
    await subLogin.continueButton.click();
    await subPage.getByText('Account Suspended').first().waitFor();
    await screenshot(subPage, 'agent-sub-user-refused');

    // Enabled again: they sign in.
    await dash.rowMenu('Sub One', 'enable');
    await dash.row(subEmail).getByText(a.users.status.enabled, { exact: true }).waitFor();
    await signIn(subPage, subEmail);
    await new ShellPage(subPage, copy.en).waitForOpen();

    // The sub-user has an actor of their own (made through the API: a photo and a stock voice).
    const subToken = await tokenOf(subPage);
    const png = gradientPng(360, 640);
    const open = await signedCall<{ presigned_url: string; task_id: string }>(
      server.baseUrl,
      subToken,
      'POST',
      '/upload/file',
      { file_name: 'me.png', file_size: png.length, content_type: 'image' },
    );
    expect(open.code, open.message).toBe(200);
    await fetch(new URL(open.data.presigned_url, server.baseUrl), {
      method: 'PUT',
      body: new Uint8Array(png),
    });
    const confirmed = await signedCall<{ file_uri: string }>(
      server.baseUrl,
      subToken,
      'POST',
      `/upload/confirm/${open.data.task_id}`,
    );
    expect(confirmed.code, confirmed.message).toBe(200);
    const stock = await signedCall<{ audios: { id: string }[] }>(
      server.baseUrl,
      subToken,
      'POST',
      '/audio/show',
      {
        condition1: { name: null },
        condition2: {},
        condition3: { condition: 'all_voices' },
        page: 1,
        page_size: 10,
      },
    );
    expect(stock.code, stock.message).toBe(200);
    const made = await signedCall(server.baseUrl, subToken, 'POST', '/video/image-to-video', {
      user_id: '',
      actor_name: 'Studio Anna',
      actor_pic: confirmed.data.file_uri,
      audio_name: 'Anna voice',
      sample_audio_url: stock.data.audios[0].id,
    });
    expect(made.code, made.message).toBe(200);

    // The detail: edit with discard-confirm, then save.
    await dash.row(subEmail).getByRole('link', { name: a.users.detail }).click();
    const username = adminPage.getByLabel(a.form.username);
    await username.waitFor();
    await expect.poll(() => username.inputValue()).toBe('Sub One');
    await username.fill('Sub Renamed');
    await adminPage.getByRole('button', { name: a.form.cancel }).first().click();
    await dash.discardDialog.waitFor();
    await screenshot(adminPage, 'agent-user-detail-discard');
    await dash.discardDialog.getByRole('button', { name: a.discard.confirm }).click();
    await expect.poll(() => username.inputValue()).toBe('Sub One');
    await adminPage.getByLabel(a.form.company).fill('Acme Studios');
    await adminPage.getByRole('button', { name: a.form.save, exact: true }).click();
    await dash.toast(a.detail.saved).first().waitFor();

    // Rename the sub-user's actor inline.
    const card = adminPage.getByTestId('agent-actor-card').filter({ hasText: 'Studio Anna' });
    await card.waitFor();
    await screenshot(adminPage, 'agent-user-detail');
    await card.hover();
    await card.getByRole('button', { name: 'Rename Studio Anna' }).click();
    const nameBox = adminPage.getByRole('textbox', { name: a.assets.nameLabel });
    await nameBox.fill('Studio Anna 2');
    await nameBox.press('Enter');
    await card.getByText('Studio Anna 2').waitFor();
    const subUserId = adminPage.url().split('/').at(-1) as string;
    await expect
      .poll(async () => {
        const assets = await signedCall<{ actors: { name: string }[] }>(
          server.baseUrl,
          adminToken,
          'POST',
          '/agent/user/actor-detail',
          { agent_id: agentId, user_id: subUserId },
        );
        return assets.data.actors.map((x) => x.name);
      })
      .toContain('Studio Anna 2');
    const detail = await signedCall<{ company: string }>(
      server.baseUrl,
      adminToken,
      'POST',
      '/agent/user/detail',
      { agent_id: agentId, user_id: subUserId },
    );
    expect(detail.data.company).toBe('Acme Studios');

    // Workflow: save name and address; leaving with an unsaved edit asks first.
    await dash.menuLink('workflow').click();
    const wfName = adminPage.getByRole('textbox', { name: a.workflow.workflow });
    const wfAddress = adminPage.getByRole('textbox', { name: a.workflow.address });
    await wfName.waitFor();
    await wfName.fill('Acme intake');
    await wfAddress.fill(receiver.url);
    await adminPage.getByRole('button', { name: a.form.save, exact: true }).click();
    await dash.toast(a.workflow.saved).first().waitFor();
    await wfName.fill('Unsaved name');
    await dash.menuLink('subscription').click();
    await dash.discardDialog.waitFor();
    await screenshot(adminPage, 'agent-workflow-discard');
    await dash.discardDialog.getByRole('button', { name: a.discard.stay }).click();
    await wfName.fill('Acme intake');

    // A test delivery reaches the receiver, signed with the key the screen shows.
    await adminPage.getByRole('button', { name: a.deliveries.sendTest }).click();
    await adminPage
      .getByTestId('delivery')
      .first()
      .getByText(a.deliveries.status.delivered)
      .waitFor();
    expect(receiver.received).toHaveLength(1);
    const deliveries = await signedCall<{ signing_secret: string }>(
      server.baseUrl,
      adminToken,
      'POST',
      '/agent/workflow/deliveries',
      { agent_id: agentId },
    );
    const [sent] = receiver.received;
    const signature = String(sent.headers['x-talkreel-signature']);
    const t = /t=(\d+)/.exec(signature)?.[1];
    const v1 = /v1=([0-9a-f]+)/.exec(signature)?.[1];
    expect(v1).toBe(
      createHmac('sha256', deliveries.data.signing_secret)
        .update(`${t}.${sent.body}`)
        .digest('hex'),
    );
    await screenshot(adminPage, 'agent-workflow');

    // Subscription: the 00:00-01:00 slot is sent as 24, with 7 items a day, type video.
    await dash.menuLink('subscription').click();
    const time = adminPage.getByRole('combobox', { name: a.subscription.time });
    await time.waitFor();
    await time.selectOption({ label: '00:00-01:00' });
    await adminPage.getByRole('textbox', { name: a.subscription.frequency }).fill('7');
    await screenshot(adminPage, 'agent-subscription');
    await adminPage.getByRole('button', { name: a.form.save, exact: true }).click();
    await dash.toast(a.subscription.saved).first().waitFor();
    const agent = await signedCall<{
      subscription_time: number;
      subscription_frequency: number;
      workflow: string;
    }>(server.baseUrl, adminToken, 'GET', `/agent/detail/${agentId}`);
    expect(agent.data).toMatchObject({
      subscription_time: 24,
      subscription_frequency: 7,
      workflow: 'Acme intake',
    });

    await adminPage.context().close();
    await subPage.context().close();
  });
});
