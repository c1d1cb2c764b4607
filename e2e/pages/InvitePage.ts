import type { Page } from 'playwright-core';
import type { Copy } from '../support/copy';

/** /invite/: waitlist button and invitation-code form. */
export class InvitePage {
  constructor(
    readonly page: Page,
    readonly copy: Copy,
  ) {}

  async waitForOpen() {
    await this.page.waitForURL('**/invite/');
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: this.copy.invite.title });
  }
  get joinWaitlistButton() {
    return this.page.getByRole('button', { name: this.copy.invite.joinWaitlist });
  }
  get joinedButton() {
    return this.page.getByRole('button', { name: this.copy.invite.waitlistJoined });
  }
  get thanksText() {
    return this.page.getByText(this.copy.invite.waitlistThanks);
  }
  get codeInput() {
    return this.page.getByLabel(this.copy.invite.codeLabel, { exact: true });
  }
  get getStartedButton() {
    return this.page.getByRole('button', { name: this.copy.invite.getStarted });
  }
  get backButton() {
    return this.page.getByRole('button', { name: this.copy.invite.back });
  }
  get errorLine() {
    return this.page.locator('form [data-tone="error"]');
  }

  async activate(code: string) {
    await this.codeInput.fill(code);
    await this.getStartedButton.click();
  }
}
