import { API_BASE_PATH, Header, LoginMethod } from '@talkreel/contract';
import type { Page } from 'playwright-core';
import { encryptForServer } from '../../apps/server/src/test/rsa-client';
import { PersistedKey } from '../../apps/web/src/state/persistedKeys';
import { ShellPage } from '../pages/ShellPage';
import { createInvitationCode } from './admin';
import { freshClientIp, uniqueEmail } from './browser';
import { copy } from './copy';
import { type Mail, waitForLoginCode } from './mailbox';

type Language = keyof typeof copy;

/**
 * A brand-new account made the way signUpThroughUi makes it (e-mail session, mailed code, an
 * invitation code from the operator CLI), but over the HTTP API, then its session put where the
 * SPA keeps it and the shell opened. For specs whose subject comes after the sign-up: the UI
 * sign-up costs a spec several seconds of painting (four screens) on a loaded machine, and
 * sign-up.spec, sign-up-languages.spec and google-sign-in.spec still walk it in every language.
 * `language` is the one the UI would have sent (the account's first product is named in it).
 */
export async function signUpThroughApi(
  page: Page,
  env: { baseUrl: string; dataDir: string },
  options: { language?: Language } = {},
): Promise<{ email: string; token: string; mail: Mail; shell: ShellPage }> {
  const language = options.language ?? 'en';
  const email = uniqueEmail('e2e');
  // An address of its own, like each browser context's, so per-address caps never collide.
  const ip = freshClientIp();
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${env.baseUrl}${API_BASE_PATH}${path}`, {
      method: path === '/rsapub' ? 'GET' : 'POST',
      headers: {
        'x-forwarded-for': ip,
        [Header.LANGUAGE]: language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = (await res.json()) as { code: number; message: string; data: T };
    if (reply.code !== 200) throw new Error(`sign-up ${path}: ${reply.code} ${reply.message}`);
    return reply.data;
  };

  const session = await post<{ email_session_id: string }>('/prelogin/get_email_login_session', {
    email,
  });
  await post('/prelogin/send_email_verify_code', { email_session_id: session.email_session_id });
  const { code, mail } = await waitForLoginCode(env.dataDir, email);
  const key = await post<{ exponent: number; module: string; rsa_id: string }>(
    '/rsapub',
    undefined,
  );
  const { token } = await post<{ token: string }>('/login', {
    email,
    login_method: LoginMethod.EMAIL,
    email_session_id: session.email_session_id,
    email_verification: code,
    rsa_id: key.rsa_id,
    activation_code: encryptForServer(key, await createInvitationCode(env.dataDir)),
  });

  // A same-origin page that runs no app code, to write the session the SPA reads at start.
  await page.goto(`${env.baseUrl}/favicon.svg`);
  await page.evaluate(([storageKey, stored]) => localStorage.setItem(storageKey, stored), [
    PersistedKey.SESSION,
    JSON.stringify({ state: { token, account: null }, version: 0 }),
  ] as const);
  await page.goto(`${env.baseUrl}/`);
  const shell = new ShellPage(page, copy[language]);
  await shell.waitForOpen();
  return { email, token, mail, shell };
}
