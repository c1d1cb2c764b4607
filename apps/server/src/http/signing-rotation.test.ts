import { createHash } from 'node:crypto';
import { Code, Message, RefusalReason, signaturePayload } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { testTime } from '../test/test-time';
import { webSettingsOf } from './web-settings';

/** X-Signature of a call made at `ts` with `token`, under `secret`. */
const signature = (ts: string, token: string, secret: string) =>
  createHash('sha256')
    .update(signaturePayload(ts, token, secret))
    .digest('hex');

/** GET /users/profile signed with `secret` instead of the server's own. */
async function profileSignedWith(server: TestServer, token: string, secret: string) {
  const ts = String(Date.now());
  return server.call('GET', '/users/profile', undefined, {
    token,
    timestamp: ts,
    signature: signature(ts, token, secret),
  });
}

describe('rotating API_SIGNING_SECRET', () => {
  let rotating: TestServer;
  let rotated: TestServer;
  beforeAll(async () => {
    rotating = await startTestServer({
      signingSecret: 'new-secret',
      previousSigningSecret: 'old-secret',
    });
    rotated = await startTestServer({ signingSecret: 'new-secret' });
  }, testTime(60_000));
  afterAll(async () => {
    await rotating?.close();
    await rotated?.close();
  });

  it('accepts calls signed with the previous secret while it is set, and the new one', async () => {
    const { token } = await signUp(rotating);
    const old = await profileSignedWith(rotating, token, 'old-secret');
    expect(old.body.code, old.body.message).toBe(Code.OK);
    const current = await profileSignedWith(rotating, token, 'new-secret');
    expect(current.body.code).toBe(Code.OK);
  });

  it('refuses any other secret', async () => {
    const { token } = await signUp(rotating);
    const other = await profileSignedWith(rotating, token, 'someone-elses-secret');
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: Message.BAD_SIGNATURE,
    });
  });

  it('refuses the old secret once the previous one is no longer set', async () => {
    const { token } = await signUp(rotated);
    const old = await profileSignedWith(rotated, token, 'old-secret');
    // The reason tells an open page that its secret is out of date (it re-reads its settings).
    expect(old.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: Message.BAD_SIGNATURE,
      data: { reason: RefusalReason.BAD_SIGNATURE },
    });
    expect((await profileSignedWith(rotated, token, 'new-secret')).body.code).toBe(Code.OK);
  });

  it('hands the web app only the current secret', () => {
    expect(JSON.stringify(webSettingsOf(rotating.config))).not.toContain('old-secret');
    expect(webSettingsOf(rotating.config).signingSecret).toBe('new-secret');
  });
});
