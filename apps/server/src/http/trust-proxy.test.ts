import { API_BASE_PATH, ATTEMPT_LIMIT, Code } from '@talkreel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../test/test-server';
import { parseTrustProxy } from './trust-proxy';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A login attempt with a made-up session: refused with 1007 until the address is capped (1011). */
async function loginAttempt(forwardedFor?: string): Promise<number> {
  const res = await fetch(`${server?.url}${API_BASE_PATH}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({
      email: 'nobody@example.com',
      login_method: 2,
      email_session_id: 'no-such-session',
      email_verification: '123456',
    }),
  });
  return ((await res.json()) as { code: number }).code;
}

describe('TRUST_PROXY', () => {
  it('reads unset/false as no proxy, true as one hop, digits as hops, anything else as a list', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.7 ')).toEqual(['10.0.0.0/8', '192.168.1.7']);
  });

  it('by default counts the real peer address: plain calls and forged X-Forwarded-For share one cap', async () => {
    server = await startTestServer({ trustProxy: loadConfig({}).trustProxy });
    for (let i = 0; i < ATTEMPT_LIMIT / 2; i++)
      expect(await loginAttempt()).toBe(Code.INVALID_CODE);
    for (let i = 0; i < ATTEMPT_LIMIT / 2; i++) {
      expect(await loginAttempt(`203.0.113.${i}`)).toBe(Code.INVALID_CODE);
    }
    expect(await loginAttempt('198.51.100.77')).toBe(Code.SLOW_DOWN);
    expect(await loginAttempt()).toBe(Code.SLOW_DOWN);
  });

  it('the old TRUST_PROXY=true is one hop: a forged leftmost address does not escape the cap', async () => {
    server = await startTestServer({ trustProxy: parseTrustProxy('true') });
    const client = '192.0.2.10';
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      expect(await loginAttempt(`203.0.113.${i}, ${client}`)).toBe(Code.INVALID_CODE);
    }
    expect(await loginAttempt(`203.0.113.200, ${client}`)).toBe(Code.SLOW_DOWN);
    // The balancer's hop names each client, so another client keeps its own allowance.
    expect(await loginAttempt('192.0.2.11')).toBe(Code.INVALID_CODE);
  });

  it('with a list, only a listed peer may name the client', async () => {
    server = await startTestServer({ trustProxy: parseTrustProxy('10.0.0.0/8') });
    // Our loopback peer is not listed, so its X-Forwarded-For is ignored.
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      expect(await loginAttempt(`192.0.2.${i}`)).toBe(Code.INVALID_CODE);
    }
    expect(await loginAttempt('192.0.2.200')).toBe(Code.SLOW_DOWN);
    await server.close();

    server = await startTestServer({ trustProxy: parseTrustProxy('127.0.0.1') });
    const client = '192.0.2.20';
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      expect(await loginAttempt(`203.0.113.${i}, ${client}`)).toBe(Code.INVALID_CODE);
    }
    expect(await loginAttempt(`203.0.113.201, ${client}`)).toBe(Code.SLOW_DOWN);
    expect(await loginAttempt('192.0.2.21')).toBe(Code.INVALID_CODE);
  });
});
