import { API_TIMEOUT_MS, readWebSettings, WEB_SETTINGS_ELEMENT_ID } from '@talkreel/contract';
import { appSettings } from '../config';

let pending: Promise<void> | null = null;

/**
 * Whether the server now signs with another secret than `used`, the one a refused call was
 * signed with: re-reads the settings from a fresh copy of the app's page when this page still
 * holds `used`. An operator who rotates API_SIGNING_SECRET (without keeping the old one as
 * API_SIGNING_SECRET_PREVIOUS) leaves every open tab signing with a secret the server no longer
 * takes; this lets such a tab carry on instead of showing "Access Restricted" until the user
 * reloads. However many calls are refused at once, one page is fetched, and a call refused after
 * another call's re-read sees the new secret at once.
 */
export async function secretRenewedSince(used: string): Promise<boolean> {
  if (appSettings().signingSecret === used) {
    pending ??= readFreshSettings().finally(() => {
      pending = null;
    });
    await pending;
  }
  return appSettings().signingSecret !== used;
}

/** Copies the settings of a freshly fetched page into this one. */
async function readFreshSettings(): Promise<void> {
  const element = document.getElementById(WEB_SETTINGS_ELEMENT_ID);
  // No element: the Vite dev server's page, whose settings are built in and cannot change.
  if (!element) return;
  try {
    const res = await fetch(import.meta.env.BASE_URL, {
      cache: 'no-store',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!res.ok) return;
    const page = new DOMParser().parseFromString(await res.text(), 'text/html');
    const fresh = page.getElementById(WEB_SETTINGS_ELEMENT_ID)?.textContent;
    // config.ts reads the element on every use, so the next call signs with what it holds;
    // a page whose settings are malformed must not replace good ones.
    if (fresh && readWebSettings(JSON.parse(fresh))) element.textContent = fresh;
  } catch {
    // Offline, the server is down or its page is not what we serve: the refusal stands and is
    // reported as usual.
  }
}
