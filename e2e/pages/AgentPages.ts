import type { Page } from 'playwright-core';
import agentEn from '../../apps/web/src/features/agent/i18n/en.json';
import coreEn from '../../apps/web/src/i18n/en.json';

export const agentCopy = agentEn.agent;
const a = agentCopy;

/** The agent dashboard: menu, user table with filter bar and pager, create-user modal. */
export class AgentDashboardPage {
  constructor(readonly page: Page) {}

  async openUsers(baseUrl: string, agentId: string) {
    await this.page.goto(`${baseUrl}/agent/dashboard/user-management/${agentId}/`);
    await this.table.waitFor();
  }
  menuLink(name: 'users' | 'workflow' | 'subscription') {
    return this.page
      .getByRole('navigation', { name: a.menu.label })
      .getByRole('link', { name: a.menu[name] });
  }
  get table() {
    return this.page.getByRole('table');
  }
  get rows() {
    return this.page.getByTestId('agent-user-row');
  }
  row(text: string) {
    return this.rows.filter({ hasText: text });
  }
  get loading() {
    return this.page.getByTestId('users-loading');
  }
  async settled() {
    await this.loading.waitFor({ state: 'detached' });
  }
  get total() {
    return this.page.getByTestId('pagination-total');
  }
  get searchType() {
    return this.page.getByRole('combobox', { name: a.filter.type });
  }
  get searchText() {
    return this.page.getByRole('textbox', { name: a.filter.value });
  }
  async search() {
    await this.page.getByRole('button', { name: a.filter.search, exact: true }).click();
    await this.settled();
  }
  async reset() {
    await this.page.getByRole('button', { name: a.filter.reset }).click();
    await this.settled();
  }
  /** Picks `from`..`to` (YYYY-MM-DD, both in the shown months) in the range picker. */
  async pickCreatedRange(from: string, to: string, shot?: () => Promise<void>) {
    await this.page.getByRole('button', { name: a.filter.created }).click();
    const picker = this.page.getByRole('dialog', { name: a.filter.created });
    await picker.locator(`button[data-day="${to}"]`).first().click();
    await picker.locator(`button[data-day="${from}"]`).first().click();
    await shot?.();
    await picker.getByRole('button', { name: coreEn.datePicker.confirm }).click();
    await picker.waitFor({ state: 'detached' });
  }
  get pager() {
    return this.page.getByRole('navigation', { name: coreEn.pagination.label });
  }
  pageButton(n: number) {
    return this.pager.getByRole('button', { name: `Page ${n}`, exact: true });
  }
  get goToBox() {
    return this.pager.getByRole('textbox', { name: coreEn.pagination.goToLabel });
  }
  async rowMenu(name: string, item: 'enable' | 'disable' | 'delete') {
    await this.page.getByRole('button', { name: `More actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: a.users[item] }).click();
  }
  get createButton() {
    return this.page.getByRole('button', { name: a.users.create });
  }
  get createDialog() {
    return this.page.getByRole('dialog', { name: a.users.createTitle });
  }
  field(label: string) {
    return this.page.getByLabel(label, { exact: false });
  }
  get discardDialog() {
    return this.page.getByRole('dialog', { name: a.discard.title });
  }
  toast(text: string) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
