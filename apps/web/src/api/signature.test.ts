import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sha256Hex, signRequest } from './signature';

const nodeHex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('matches Node for ASCII and non-ASCII text with Web Crypto', async () => {
    for (const s of ['', 'abc', '1700000000000tok:密钥-ü'])
      expect(await sha256Hex(s)).toBe(nodeHex(s));
  });

  it('falls back to node-forge where Web Crypto is missing (plain-HTTP origins)', async () => {
    vi.stubGlobal('crypto', {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    });
    expect(globalThis.crypto.subtle).toBeUndefined();
    for (const s of ['abc', '1700000000000tok:密钥-ü']) expect(await sha256Hex(s)).toBe(nodeHex(s));
  });

  it('signs timestamp + token + secret', async () => {
    expect(await signRequest('1', 't', 's')).toBe(nodeHex('1ts'));
  });
});
