import { API_BASE_PATH, type ClientEvent } from '@talkreel/contract';
import { appSettings } from '../../config';
import { currentLanguage } from '../../i18n/i18n';
import { secretRenewedSince } from '../refreshSettings';
import { signedWithStaleSecret } from '../refusals';
import { requestHeaders } from '../requestHeaders';

/**
 * Posts one batch to our own server. `keepalive` lets it finish while the page unloads, which
 * sendBeacon would too, but a beacon cannot carry the signed headers every call needs.
 * Analytics never bother the user: failures are logged and the batch is dropped, except a
 * signature made with a secret the server has since rotated, which is renewed and sent once more
 * (as every other call does, client.ts).
 */
export async function sendEvents(
  token: string,
  events: ClientEvent[],
  mayRefresh = true,
): Promise<void> {
  const secret = appSettings().signingSecret;
  try {
    const headers = await requestHeaders({ token, language: currentLanguage() });
    const res = await fetch(`${API_BASE_PATH}/events`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      credentials: 'include',
      keepalive: true,
    });
    if (res.ok) return;
    const refusal = (await res.json().catch(() => null)) as object | null;
    if (
      mayRefresh &&
      refusal &&
      signedWithStaleSecret(refusal) &&
      (await secretRenewedSince(secret))
    ) {
      return sendEvents(token, events, false);
    }
    console.warn(`[events] ${events.length} events refused (HTTP ${res.status})`);
  } catch (err) {
    console.warn('[events] could not send events', err);
  }
}
