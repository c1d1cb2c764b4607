import { createHash } from 'node:crypto';
import { API_BASE_PATH, DEFAULT_SIGNING_SECRET, signaturePayload } from '@talkreel/contract';
import type { Page } from 'playwright-core';

/** The session token the SPA keeps in local storage. */
export async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('talkreel.session'));
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('no session token stored');
  return token;
}

/** Calls the API as a client holding `token` would (signed headers), to check server state. */
export async function signedCall<T = unknown>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ code: number; message: string; data: T }> {
  const ts = String(Date.now());
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'auth-token': token,
      'x-timestamp': ts,
      'x-signature': createHash('sha256')
        .update(signaturePayload(ts, token, DEFAULT_SIGNING_SECRET))
        .digest('hex'),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: T };
}
