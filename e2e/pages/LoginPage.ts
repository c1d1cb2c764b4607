import type { Page } from 'playwright-core';
import type { Copy } from '../support/copy';

/** /login/: Google button, e-mail form, verification code, language selector. */
export class LoginPage {
  constructor(
    readonly page: Page,
    readonly copy: Copy,
  ) {}

  async open(baseUrl: string, query = '') {
    await this.page.goto(`${baseUrl}/login/${query}`);
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: this.copy.login.title });
  }
  get googleButton() {
    return this.page.getByRole('button', { name: this.copy.login.google });
  }
  get emailInput() {
    return this.page.getByLabel(this.copy.login.emailLabel, { exact: true });
  }
  get continueButton() {
    return this.page.getByRole('button', { name: this.copy.login.continueWithEmail });
  }
  get codeInput() {
    return this.page.getByLabel(this.copy.login.codeLabel, { exact: true });
  }
  get loginButton() {
    return this.page.getByRole('button', { name: this.copy.login.submit, exact: true });
  }
  /** The green line under the form (code sent, login successful). */
  get successLine() {
    return this.page.locator('form [data-tone="success"]');
  }
  get errorLine() {
    return this.page.locator('form [data-tone="error"]');
  }
  /** "{inviter} invited you to {product}", shown for a stored invitation link. */
  get invitationNotice() {
    return this.page.getByTestId('invitation-notice');
  }
  get showcaseVideos() {
    return this.page.locator('aside video');
  }

  async requestCode(email: string) {
    await this.emailInput.fill(email);
    await this.continueButton.click();
    await this.codeInput.waitFor();
  }

  async submitCode(code: string) {
    await this.codeInput.fill(code);
    await this.loginButton.click();
  }
}
