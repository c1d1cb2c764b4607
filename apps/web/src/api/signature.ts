import { signaturePayload } from '@talkreel/contract';
import { appSettings } from '../config';

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Hex SHA-256 of a UTF-8 string. */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  // Web Crypto exists only in secure contexts; a self-hosted server on plain http:// over the
  // LAN has none, so fall back to node-forge (loaded only then).
  const { default: forge } = await import('node-forge');
  const md = forge.md.sha256.create();
  md.update(text, 'utf8');
  return md.digest().toHex();
}

/** X-Signature: hex SHA-256(timestamp + token + secret) (core.md §7). */
export const signRequest = (
  timestamp: string,
  token: string,
  secret = appSettings().signingSecret,
) => sha256Hex(signaturePayload(timestamp, token, secret));
