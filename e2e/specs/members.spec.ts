import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage';
import { ProductsMenu } from '../pages/ProductsMenu';
import { MembersSettingsPage } from '../pages/SettingsPages';
import { ShellPage } from '../pages/ShellPage';
import { settingsCopy } from '../pages/settingsCopy';
import { launchBrowser, newUserPage, screenshot, uniqueEmail } from '../support/browser';
import { copy } from '../support/copy';
import { waitForInvitationLink } from '../support/invitationMail';
import { waitForLoginCode } from '../support/mailbox';
import { signedCall, tokenOf } from '../support/signedApi';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const en = settingsCopy.en;
const STUDIO = 'Acme Studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('members', () => {
  it('invite by e-mail, accept by link as a new user, transfer ownership, remove: access ends at once', async () => {
    // The owner: signs up, names the product, and keeps a second one of their own.
    const ownerPage = await newUserPage(browser);
    const { email: ownerEmail } = await signUpThroughApi(ownerPage, env);
    const ownerProducts = new ProductsMenu(ownerPage, copy.en, en);
    await ownerProducts.rename('My Product', STUDIO);
    await ownerProducts.add();
    await ownerProducts.select(STUDIO);
    const owner = new MembersSettingsPage(ownerPage, en);
    await owner.open(env.baseUrl);
    await owner.subtitle.filter({ hasText: STUDIO }).waitFor();
    expect(await owner.rows.count()).toBe(1);

    // Invite: the button waits for a well-formed address; sending, then the check; field clears.
    const inviteeEmail = uniqueEmail('invitee');
    await owner.inviteInput.fill('invitee@example');
    expect(await owner.inviteButton.isDisabled()).toBe(true);
    await owner.inviteInput.press('Enter');
    await owner.toast('Invalid email').waitFor();
    await owner.inviteInput.fill(ownerEmail);
    await owner.inviteButton.click();
    await owner.toast('You are already a member of this product').waitFor();
    await owner.invite(inviteeEmail);
    await ownerPage.getByRole('button', { name: en.members.invite.sent }).waitFor();
    expect(await owner.inviteInput.inputValue()).toBe('');
    const pending = owner.row(inviteeEmail);
    await pending.getByText(en.members.toBeAccepted).waitFor();
    await screenshot(ownerPage, 'members-invited-en');
    const actions = await owner.openActions(inviteeEmail);
    expect(
      await actions
        .getByRole('menuitem', { name: en.members.actions.transfer })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await ownerPage.keyboard.press('Escape');

    // The invitee opens the mailed link in their own browser and signs in with a code only.
    const { link, mail } = await waitForInvitationLink(env.dataDir, inviteeEmail);
    expect(mail.subject).toContain(STUDIO);
    const inviteePage = await newUserPage(browser);
    await inviteePage.goto(link);
    await inviteePage.waitForURL('**/login/');
    const login = new LoginPage(inviteePage, copy.en);
    await login.heading.waitFor();
    // The link's address is pre-filled, and the page says who invites them to which product.
    expect(await login.emailInput.inputValue()).toBe(inviteeEmail);
    const invitedBy = copy.en.login.invitedBy
      .replace('<inviter/>', ownerEmail.split('@')[0])
      .replace('<product/>', STUDIO);
    await login.invitationNotice.filter({ hasText: invitedBy }).waitFor();
    await screenshot(inviteePage, 'members-invitation-login-en');
    await login.requestCode(inviteeEmail);
    await login.submitCode((await waitForLoginCode(env.dataDir, inviteeEmail)).code);
    const inviteeShell = new ShellPage(inviteePage, copy.en);
    await inviteeShell.waitForOpen();
    const inviteeProducts = new ProductsMenu(inviteePage, copy.en, en);
    await inviteeProducts.open();
    expect(await inviteeProducts.current.textContent()).toContain(STUDIO);
    await inviteePage.keyboard.press('Escape');
    const invitee = new MembersSettingsPage(inviteePage, en);
    await invitee.open(env.baseUrl);
    await invitee.subtitle.filter({ hasText: STUDIO }).waitFor();
    // A member can neither invite nor act on rows.
    expect(await invitee.inviteInput.count()).toBe(0);
    expect(await inviteePage.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await screenshot(inviteePage, 'members-member-view-en');

    // The owner sees them listed as a member now.
    await ownerPage.reload();
    const joined = owner.row(inviteeEmail);
    await joined.getByText(en.members.role.member, { exact: true }).waitFor();
    expect(await joined.getByText(en.members.toBeAccepted).count()).toBe(0);
    expect(await owner.rows.count()).toBe(2);
    await screenshot(ownerPage, 'members-accepted-en');

    // Transfer: the invitee becomes owner, the former owner a member without actions.
    const inviteeName = inviteeEmail.split('@')[0];
    await owner.transferTo(inviteeName, () => screenshot(ownerPage, 'members-transfer-confirm-en'));
    await owner.row(inviteeEmail).getByText(en.members.role.owner, { exact: true }).waitFor();
    await owner.row(ownerEmail).getByText(en.members.role.member, { exact: true }).waitFor();
    await ownerPage.getByText(en.members.ownerOnly.replace('{{product}}', STUDIO)).waitFor();
    expect(await ownerPage.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await screenshot(ownerPage, 'members-after-transfer-en');

    // The new owner removes the former owner.
    await inviteePage.reload();
    await invitee.inviteInput.waitFor();
    await invitee.remove(ownerEmail.split('@')[0]);
    await expect.poll(() => invitee.rows.count()).toBe(1);
    // The row goes at once (optimistic); the server agrees once the removal call has landed.
    const token = await tokenOf(inviteePage);
    await expect
      .poll(
        async () =>
          (await signedCall<{ id: string }[]>(env.baseUrl, token, 'GET', '/users/members')).data
            .length,
      )
      .toBe(1);

    // The removed member's next action on the product is refused: they are told, by name, and
    // their app falls back to their own product.
    await ownerProducts.rename(STUDIO, 'Still mine?');
    await ownerPage.getByText(`You were removed from ${STUDIO}`).waitFor();
    expect(await ownerPage.getByText('Access Restricted').count()).toBe(0);
    await ownerProducts.open();
    await expect.poll(() => ownerProducts.row(STUDIO).count()).toBe(0);
    expect(await ownerProducts.row('Still mine?').count()).toBe(0);
    expect(await ownerProducts.current.textContent()).toContain('New product');
    await screenshot(ownerPage, 'members-removed-refused-en');
    await ownerPage.keyboard.press('Escape');
    await owner.subtitle.filter({ hasText: 'New product' }).waitFor();

    await ownerPage.context().close();
    await inviteePage.context().close();
  });
});
