import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { REDACTED, redactUrl } from './redact-url';

let server: TestServer;
const log: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
  server = await startTestServer({}, { logStream: stream });
});
afterAll(() => server.close());

/** Each secret is unique so a hit anywhere in the log names the parameter that leaked. */
const secret = (name: string) => `s3cr3t-${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

const SECRET_NAMES = [
  'token',
  'session_id',
  'email_session_id',
  'third_party_session_id',
  'code',
  'state',
  'sig',
  'signature',
  'X-Amz-Signature',
  'X-Amz-Credential',
  'invite_token',
  'access_token',
];

describe('request logging', () => {
  it('never writes token, session, code or signature values of a URL to the log', async () => {
    const paths = [
      // The invitation link lands on the SPA root; sign-in returns carry a token.
      `/?token=${secret('token')}&email=someone%40example.com`,
      `/media/avatars/u/a.png?exp=1&sig=${secret('sig')}`,
      `/api/v1/oauth/google/callback?code=${secret('code')}&state=${secret('state')}`,
      `/login/?${SECRET_NAMES.map((n) => `${n}=${secret(n)}`).join('&')}&lang=de`,
      `/api/v1/users/members?INVITE_TOKEN=${secret('invite_token')}&page=2#frag`,
    ];
    for (const p of paths)
      await (await fetch(`${server.url}${p}`, { redirect: 'manual' })).arrayBuffer();
    await expect
      .poll(() => log.join('').split('request completed').length - 1)
      .toBeGreaterThanOrEqual(paths.length);

    const text = log.join('');
    const lines = text
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            req?: { url: string };
            res?: { statusCode: number };
            responseTime?: number;
          },
      );
    // One access line per request, carrying the request, its status and its time.
    const access = lines.filter((l) => l.msg === 'request completed');
    expect(access).toHaveLength(paths.length);
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    for (const l of access) {
      expect(l.res?.statusCode).toBeGreaterThanOrEqual(200);
      expect(l.responseTime).toBeGreaterThanOrEqual(0);
    }
    for (const name of SECRET_NAMES) expect(text).not.toContain(secret(name));
    expect(access.map((l) => l.req?.url)).toEqual([
      `/?token=${REDACTED}&email=someone%40example.com`,
      `/media/avatars/u/a.png?exp=1&sig=${REDACTED}`,
      `/api/v1/oauth/google/callback?code=${REDACTED}&state=${REDACTED}`,
      `/login/?${SECRET_NAMES.map((n) => `${n}=${REDACTED}`).join('&')}&lang=de`,
      `/api/v1/users/members?INVITE_TOKEN=${REDACTED}&page=2`,
    ]);
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/v1/workspace/list')).toBe('/api/v1/workspace/list');
    expect(redactUrl('/a?lang=zh-TW&x')).toBe('/a?lang=zh-TW&x');
    expect(redactUrl('/a?to%6Ben=abc')).toBe(`/a?to%6Ben=${REDACTED}`);
  });
});
