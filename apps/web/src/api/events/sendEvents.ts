import { API_BASE_PATH, type ClientEvent } from '@talkreel/contract';
import { currentLanguage } from '../../i18n/i18n';
import { requestHeaders } from '../requestHeaders';

/**
 * Posts one batch to our own server. `keepalive` lets it finish while the page unloads, which
 * sendBeacon would too, but a beacon cannot carry the signed headers every call needs.
 * Analytics never bother the user: failures are logged and the batch is dropped.
 */
export async function sendEvents(token: string, events: ClientEvent[]): Promise<void> {
  try {
    const headers = await requestHeaders({ token, language: currentLanguage() });
    const res = await fetch(`${API_BASE_PATH}/events`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      credentials: 'include',
      keepalive: true,
    });
    if (!res.ok) console.warn(`[events] ${events.length} events refused (HTTP ${res.status})`);
  } catch (err) {
    console.warn('[events] could not send events', err);
  }
}
