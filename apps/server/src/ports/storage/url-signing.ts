import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a local media link carries besides the key. */
export interface MediaLinkParams {
  exp: number;
  sig: string;
  dl?: string;
}

const mac = (secret: string, key: string, exp: number, dl: string | undefined) =>
  createHmac('sha256', secret)
    .update(`${key}\n${exp}\n${dl ?? ''}`)
    .digest();

/** Hex HMAC-SHA256 over the key, the expiry (unix seconds) and the download name. */
export const signMediaLink = (secret: string, key: string, exp: number, dl?: string) =>
  mac(secret, key, exp, dl).toString('hex');

/** True when the signature matches and `nowSec` is not past the expiry. */
export function verifyMediaLink(
  secret: string,
  key: string,
  params: MediaLinkParams,
  nowSec: number,
): boolean {
  if (!Number.isSafeInteger(params.exp) || nowSec > params.exp) return false;
  if (!/^[0-9a-f]{64}$/.test(params.sig)) return false;
  return timingSafeEqual(Buffer.from(params.sig, 'hex'), mac(secret, key, params.exp, params.dl));
}

/**
 * The secret for local media links: STORAGE_SIGNING_SECRET, else a random one kept in the
 * data directory. The API signing secret is not used: every web client ships it.
 */
export function loadOrCreateSigningSecret(configured: string | undefined, root: string): string {
  if (configured) return configured;
  const file = path.join(root, '.signing-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(root, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      // `wx` fails if another process won the race; then its secret is the one to use.
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/** What a local upload (PUT) link carries besides the key. */
export interface PutLinkParams {
  exp: number;
  size: number;
  sig: string;
}

// "PUT" in the signed text keeps a download link from ever being replayed as an upload one.
const putMac = (secret: string, key: string, exp: number, size: number) =>
  createHmac('sha256', secret).update(`PUT\n${key}\n${exp}\n${size}`).digest();

export const signPutLink = (secret: string, key: string, exp: number, size: number) =>
  putMac(secret, key, exp, size).toString('hex');

/** True when an upload link's signature matches and it has not expired. */
export function verifyPutLink(
  secret: string,
  key: string,
  params: PutLinkParams,
  nowSec: number,
): boolean {
  if (!Number.isSafeInteger(params.exp) || nowSec > params.exp) return false;
  if (!Number.isSafeInteger(params.size) || params.size < 1) return false;
  if (!/^[0-9a-f]{64}$/.test(params.sig)) return false;
  return timingSafeEqual(
    Buffer.from(params.sig, 'hex'),
    putMac(secret, key, params.exp, params.size),
  );
}
