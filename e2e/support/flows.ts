import type { Page } from 'playwright-core';
import { InvitePage } from '../pages/InvitePage';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { createInvitationCode } from './admin';
import { uniqueEmail } from './browser';
import type { Copy } from './copy';
import { type Mail, waitForLoginCode } from './mailbox';

/**
 * A brand-new visitor's whole way in: e-mail, mailed code, the invite screen, an invitation
 * code minted by the operator CLI, and the shell. Screenshots are taken at each screen.
 */
export async function signUpThroughUi(
  page: Page,
  copy: Copy,
  env: { baseUrl: string; dataDir: string },
  options: { query?: string; shots?: (name: string) => Promise<void> } = {},
): Promise<{ email: string; mail: Mail; shell: ShellPage }> {
  const shots = options.shots ?? (async () => {});
  const email = uniqueEmail('e2e');
  const login = new LoginPage(page, copy);
  await login.open(env.baseUrl, options.query);
  await shots('login');
  await login.requestCode(email);
  await login.successLine.waitFor();
  await shots('login-verify');
  const { code, mail } = await waitForLoginCode(env.dataDir, email);
  await login.submitCode(code);

  const invite = new InvitePage(page, copy);
  await invite.waitForOpen();
  await shots('invite');
  await invite.activate(await createInvitationCode(env.dataDir));

  const shell = new ShellPage(page, copy);
  await shell.waitForOpen();
  return { email, mail, shell };
}
