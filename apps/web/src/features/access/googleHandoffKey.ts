/**
 * The random key this tab keeps while it is away at the Google sign-in. The server hands the
 * result back as a one-time code that only this key can redeem, so a sign-in link made in
 * another browser signs nobody in here. sessionStorage: per tab, gone when the tab closes.
 */
const STORAGE_KEY = 'talkreel.googleHandoffKey';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A fresh 32-byte key, stored for the return trip. */
export function createHandoffKey(): string {
  const key = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(STORAGE_KEY, key);
  return key;
}

/** The stored key, removed as it is read: a key serves one return. */
export function takeHandoffKey(): string | null {
  const key = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  return key;
}
