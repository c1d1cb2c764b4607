import { Header } from '@talkreel/contract';
import { signRequest } from './signature';

/** A v4 UUID; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newRequestId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Headers of every call (core.md §7); a token adds the bearer, auth-token and signature. */
export async function requestHeaders(input: {
  token: string | null;
  language: string;
  now?: number;
}): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    [Header.LANGUAGE]: input.language,
    [Header.REQUEST_ID]: newRequestId(),
  };
  if (input.token) {
    const timestamp = String(input.now ?? Date.now());
    headers[Header.AUTHORIZATION] = `Bearer ${input.token}`;
    headers[Header.AUTH_TOKEN] = input.token;
    headers[Header.TIMESTAMP] = timestamp;
    headers[Header.SIGNATURE] = await signRequest(timestamp, input.token);
  }
  return headers;
}
