import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_PREFIX_LENGTH } from '@talkreel/contract';
import { hashToken } from '../../http/auth';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256: every 32-byte number fits in 43 base-62 digits. */
const SECRET_DIGITS = 43;

/** `bytes` as a fixed-width base-62 number (leading zeros kept, so every secret is as long). */
export function base62(bytes: Buffer, width = SECRET_DIGITS): string {
  let n = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(width, '0');
}

/**
 * A new key: `tr_` + 32 random bytes in base 62. Only its SHA-256 (hex, as session tokens are
 * hashed) and its first characters are stored; the secret itself is shown once.
 */
export function newApiKeySecret(): {
  secret: string;
  hash: string;
  shownPrefix: string;
} {
  const secret = `${API_KEY_PREFIX}${base62(randomBytes(32))}`;
  return {
    secret,
    hash: hashToken(secret),
    shownPrefix: secret.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
  };
}
