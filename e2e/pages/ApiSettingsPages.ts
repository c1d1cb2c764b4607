import type { Locator, Page } from 'playwright-core';
import apiKeysEn from '../../apps/web/src/features/settings/api-keys/i18n/en.json';
import settingsEn from '../../apps/web/src/features/settings/i18n/en.json';
import webhooksEn from '../../apps/web/src/features/settings/webhooks/i18n/en.json';

/** The English strings of Settings → API keys and Webhooks, as the pages show them. */
export const apiCopy = { ...apiKeysEn.apiKeys, settings: settingsEn.settings };
export const hooksCopy = webhooksEn.webhooks;

const toastOf = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

/** Settings → API keys (issue 25): the key list, the create dialog and its one-time secret. */
export class ApiKeysSettingsPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string, lang?: string) {
    await this.page.goto(`${baseUrl}/settings/api-keys/${lang ? `?lang=${lang}` : ''}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }
  get createButton() {
    return this.page.getByRole('button', { name: apiCopy.create.open });
  }
  get dialog() {
    return this.page.getByTestId('create-api-key-dialog');
  }
  get secret() {
    return this.dialog.getByTestId('one-time-secret');
  }
  get rows() {
    return this.page.getByTestId('api-key-row');
  }
  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }
  toast(text: string) {
    return toastOf(this.page, text);
  }

  /** Fills and sends the create form; the dialog then shows the secret. */
  async create(name: string, scope: 'read' | 'write') {
    await this.createButton.click();
    await this.dialog.getByLabel(apiCopy.create.name).fill(name);
    await this.dialog.getByText(apiCopy.scope[scope], { exact: true }).click();
    await this.dialog.getByRole('button', { name: apiCopy.create.submit }).click();
    await this.secret.waitFor();
  }

  async revoke(name: string) {
    await this.row(name).getByRole('button', { name: apiCopy.revoke.button }).click();
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: apiCopy.revoke.confirm })
      .click();
  }
}

/** Settings → Webhooks (issue 25): endpoint cards, their dialogs and delivery logs. */
export class WebhooksSettingsPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string, lang?: string) {
    await this.page.goto(`${baseUrl}/settings/webhooks/${lang ? `?lang=${lang}` : ''}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }
  get addButton() {
    return this.page.getByRole('button', { name: hooksCopy.create.open }).first();
  }
  get createDialog() {
    return this.page.getByTestId('create-webhook-dialog');
  }
  get endpoints() {
    return this.page.getByTestId('webhook-endpoint');
  }
  endpoint(url: string) {
    return this.endpoints.filter({ hasText: url });
  }
  toast(text: string) {
    return toastOf(this.page, text);
  }
  async menu(url: string, item: string) {
    const label = hooksCopy.endpoint.actions.replace('{{url}}', url);
    await this.endpoint(url).getByRole('button', { name: label, exact: true }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }
}
