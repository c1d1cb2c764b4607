import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AgentDashboardPage, agentCopy as a } from '../pages/AgentPages';
import { createAgent } from '../support/admin';
import { launchBrowser, newUserPage, screenshot, uniqueEmail } from '../support/browser';
import { signedCall, tokenOf } from '../support/signedApi';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * The agent forms on the suite's server, whose operator keeps the delivery guard on (no
 * WEBHOOK_ALLOW_PRIVATE): what the guard refuses is refused at save, visibly at every width.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
let page: Page;
let agentId: string;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
  const { email } = await signUpThroughApi(page, env);
  agentId = await createAgent(env.dataDir, 'Forms Co', email);
  token = await tokenOf(page);
});
afterAll(() => browser?.close());

const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The colour a box shows over the white table: its computed background painted over white. */
function shownColour(box: Locator) {
  return box.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d canvas');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 1, 1);
    g.fillStyle = getComputedStyle(el).backgroundColor;
    g.fillRect(0, 0, 1, 1);
    return Array.from(g.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}

describe('agent forms', () => {
  it('a workflow address the delivery guard refuses is refused at save, the reason shown at 1280 and 390 px', async () => {
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.goto(`${env.baseUrl}/agent/dashboard/workflow/${agentId}/`);
      const name = page.getByRole('textbox', { name: a.workflow.workflow });
      const address = page.getByRole('textbox', { name: a.workflow.address });
      await name.fill('Intake');
      for (const refused of ['https://localhost/hook', 'https://127.0.0.1:8443/hook']) {
        await address.fill(refused);
        await page.getByRole('button', { name: a.form.save }).click();
        const reason = page
          .getByRole('alert')
          .filter({ hasText: a.workflow.errors.addressPrivate });
        await reason.waitFor();
        // Visible and inside the window, not cut off or pushed off a phone's screen.
        const box = await reason.boundingBox();
        expect(box, refused).not.toBeNull();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        expect(await address.getAttribute('aria-invalid')).toBe('true');
      }
      await screenshot(page, `agent-workflow-private-${viewport.width}`);
      expect(await page.getByText(a.workflow.saved).count()).toBe(0);
    }
    // Nothing was saved.
    const detail = await signedCall<{ workflow_address: string }>(
      env.baseUrl,
      token,
      'GET',
      `/agent/detail/${agentId}`,
    );
    expect(detail.data.workflow_address).toBe('');
  });

  it("a failed delivery's reason shows on a phone, on a line of its own", async () => {
    await page.setViewportSize(widths[1]);
    await page.goto(`${env.baseUrl}/agent/dashboard/workflow/${agentId}/`);
    await page.getByRole('textbox', { name: a.workflow.workflow }).fill('Intake');
    // A public name that does not resolve yet is saved (judged again at each delivery) and fails.
    await page
      .getByRole('textbox', { name: a.workflow.address })
      .fill('https://hooks.talkreel-e2e.invalid/in');
    await page.getByRole('button', { name: a.form.save }).click();
    await page.getByText(a.workflow.saved).first().waitFor();
    await page.getByRole('button', { name: a.deliveries.sendTest }).click();
    const detail = page.getByTestId('delivery').first().getByTestId('delivery-detail');
    await detail.filter({ hasText: /ENOTFOUND|EAI_AGAIN|Network error/ }).waitFor();
    const box = await detail.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(widths[1].width);
    // The toasts sit over the list's foot on a phone: gone (they close by themselves) for the picture.
    await expect
      .poll(() => page.getByRole('button', { name: 'Close toast' }).count(), {
        timeout: testTime(30_000),
      })
      .toBe(0);
    await screenshot(page, 'agent-workflow-delivery-failed-390');
  });

  it('a frequency that is not a whole number is refused inline and not sent, at 1280 and 390 px', async () => {
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.goto(`${env.baseUrl}/agent/dashboard/subscription-settings/${agentId}/`);
      const frequency = page.getByRole('textbox', { name: a.subscription.frequency });
      await frequency.fill('2.5');
      const reason = page
        .getByRole('alert')
        .filter({ hasText: a.subscription.errors.frequencyInvalid });
      await reason.waitFor();
      expect(await frequency.inputValue()).toBe('2.5');
      expect(await page.getByRole('button', { name: a.form.save }).isDisabled()).toBe(true);
      const box = await reason.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `agent-subscription-invalid-${viewport.width}`);
    }
    const detail = await signedCall<{ subscription_frequency: number }>(
      env.baseUrl,
      token,
      'GET',
      `/agent/detail/${agentId}`,
    );
    expect(detail.data.subscription_frequency).toBe(0);
  });

  it("tints the pinned Actions cell with its row on hover, as the row's other cells show", async () => {
    await page.setViewportSize(widths[0]);
    const made = await signedCall(env.baseUrl, token, 'POST', '/agent/user/create', {
      agent_id: agentId,
      username: 'Hover Row',
      gender: 'female',
      email: uniqueEmail('hover'),
      company: 'Forms Co',
      personal_title: 'Editor',
    });
    expect(made.code, made.message).toBe(200);
    const dash = new AgentDashboardPage(page);
    await dash.openUsers(env.baseUrl, agentId);
    const row = dash.row('Hover Row');
    await row.waitFor();
    const pinned = row.getByTestId('pinned-actions');
    const plain = row.locator('td').first();
    const white = [255, 255, 255];
    // Away from the row: both white.
    await page.mouse.move(0, 0);
    await expect.poll(() => shownColour(row)).toEqual(white);
    expect(await shownColour(pinned)).toEqual(white);
    // Over the row (on a plain cell): the pinned cell shows the same tint as the rest of the row.
    await plain.hover();
    await expect.poll(() => shownColour(row)).not.toEqual(white);
    await expect.poll(() => shownColour(pinned)).not.toEqual(white);
    const rowTint = await shownColour(row);
    const pinnedTint = await shownColour(pinned);
    for (const [i, channel] of rowTint.entries())
      expect(Math.abs(channel - pinnedTint[i]), `channel ${i}`).toBeLessThanOrEqual(2);
  });
});
