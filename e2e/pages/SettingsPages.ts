import type { Page } from 'playwright-core';
import type { SettingsCopy } from './settingsCopy';

/** The settings layout: sidebar with Account and Members, identity and logout at the bottom. */
export class SettingsLayout {
  constructor(
    readonly page: Page,
    readonly strings: SettingsCopy,
  ) {}

  get sidebar() {
    return this.page.getByRole('complementary', { name: this.strings.settings.title });
  }
  navLink(page: 'account' | 'members') {
    return this.sidebar.getByRole('link', { name: this.strings.settings.nav[page] });
  }
  get collapseButton() {
    return this.sidebar.getByRole('button', { name: this.strings.settings.collapse });
  }
  get expandButton() {
    return this.sidebar.getByRole('button', { name: this.strings.settings.expand });
  }
  get identity() {
    return this.sidebar.getByTestId('settings-identity');
  }
  get logoutButton() {
    return this.sidebar.getByRole('button', { name: this.strings.settings.logout });
  }
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
  /** The toast area's newest message. */
  toast(text: string) {
    return this.page.locator('[data-sonner-toast]').getByText(text, { exact: true });
  }
}

/** /settings/account/: avatar, name, e-mail, language. */
export class AccountSettingsPage extends SettingsLayout {
  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/settings/account/`);
    await this.heading(this.strings.account.title).waitFor();
  }
  get firstName() {
    return this.page.getByLabel(this.strings.account.name.first, { exact: true });
  }
  get lastName() {
    return this.page.getByLabel(this.strings.account.name.last, { exact: true });
  }
  get saveButton() {
    return this.page.locator('form button[type="submit"]');
  }
  get cancelButton() {
    return this.page.getByRole('button', { name: this.strings.account.name.cancel, exact: true });
  }
  get email() {
    return this.page.getByLabel(this.strings.account.email.label, { exact: true });
  }
  get avatarInput() {
    return this.page.getByTestId('avatar-input');
  }
  get cropDialog() {
    return this.page.getByRole('dialog', { name: this.strings.account.avatar.cropTitle });
  }
  get cropBox() {
    return this.page.getByTestId('avatar-crop-box');
  }
  get applyCrop() {
    return this.cropDialog.getByRole('button', { name: this.strings.account.avatar.apply });
  }
  /** The avatar picture on the page (inside the profile picture section). */
  get avatarImage() {
    return this.page
      .getByRole('region', { name: this.strings.account.avatar.title })
      .locator('img');
  }
  get languageSelect() {
    return this.page.getByRole('combobox');
  }
}

/** /settings/members/: invite form, members list, row actions and confirmations. */
export class MembersSettingsPage extends SettingsLayout {
  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/settings/members/`);
    await this.heading(this.strings.members.title).waitFor();
    await this.rows.first().waitFor();
  }
  get inviteInput() {
    return this.page.getByPlaceholder(this.strings.members.invite.placeholder);
  }
  get inviteButton() {
    return this.page
      .getByRole('region', { name: this.strings.members.invite.title })
      .getByRole('button');
  }
  get rows() {
    return this.page.getByTestId('member-row');
  }
  row(text: string) {
    return this.rows.filter({ hasText: text });
  }
  get subtitle() {
    return this.page
      .locator('main p')
      .filter({ hasText: this.strings.members.subtitle.split('<')[0] });
  }
  async invite(email: string) {
    await this.inviteInput.fill(email);
    await this.inviteButton.click();
  }
  async openActions(name: string) {
    await this.page
      .getByRole('button', { name: this.strings.members.actions.label.replace('{{name}}', name) })
      .click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return menu;
  }
  async transferTo(name: string, shot?: () => Promise<void>) {
    const menu = await this.openActions(name);
    await menu.getByRole('menuitem', { name: this.strings.members.actions.transfer }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await shot?.();
    await dialog.getByRole('button', { name: this.strings.members.transfer.confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  async remove(name: string) {
    const menu = await this.openActions(name);
    await menu.getByRole('menuitem', { name: this.strings.members.actions.remove }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: this.strings.members.remove.confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
