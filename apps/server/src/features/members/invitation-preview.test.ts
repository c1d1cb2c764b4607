import { ATTEMPT_LIMIT, Code, INVITATION_TTL_MS, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, uniqueEmail } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { account, invite } from './test-team';

// Its own server: one test moves the clock by a week.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const preview = (inviteToken: unknown, ip = freshIp()) =>
  server.call('POST', '/users/invitation-preview', { invite_token: inviteToken }, { ip });

const gone = {
  code: Code.NOT_FOUND,
  message: 'This invitation does not exist or has expired',
  data: null,
};

describe('POST /users/invitation-preview', () => {
  it('tells the holder of a live link, without signing in, who invites which address to which product', async () => {
    const owner = await account(server);
    await server.call(
      'POST',
      '/users/profile',
      { username: 'Grace Hopper' },
      { token: owner.token },
    );
    await server.call(
      'PUT',
      `/workspace/${owner.ownWorkspaceId}`,
      { name: 'Launch Studio', description: '' },
      { token: owner.token },
    );
    const email = uniqueEmail('preview');
    const { token } = await invite(server, owner, email);
    const r = await preview(token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      code: 200,
      message: 'success',
      data: { email, inviter_name: 'Grace Hopper', workspace_name: 'Launch Studio' },
    });
  });

  it('defuses links in the names it shows, as the e-mail does', async () => {
    const owner = await account(server);
    await server.call(
      'PUT',
      `/workspace/${owner.ownWorkspaceId}`,
      { name: 'Verify at www.evil-bank.com', description: '' },
      { token: owner.token },
    );
    const { token } = await invite(server, owner, uniqueEmail('preview'));
    const r = await preview(token);
    expect(r.body).toMatchObject({ data: { workspace_name: 'Verify at www[.]evil-bank[.]com' } });
  });

  it('answers unknown, used, revoked and expired tokens alike with 1004 and nothing else', async () => {
    const owner = await account(server);
    const invitee = await account(server);
    const used = await invite(server, owner, invitee.email);
    await server.call(
      'POST',
      '/users/accept-invitation',
      { invite_token: used.token },
      { token: invitee.token },
    );
    const revoked = await invite(server, owner, uniqueEmail('revoked'));
    await server.call(
      'POST',
      '/users/remove-member',
      { member_id: revoked.invitationId },
      { token: owner.token },
    );
    const expiring = await invite(server, owner, uniqueEmail('expiring'));
    expect((await preview(expiring.token)).body.code).toBe(200);
    server.advanceClock(INVITATION_TTL_MS + 1000);

    for (const token of ['no-such-token', used.token, revoked.token, expiring.token]) {
      const r = await preview(token);
      expect(r.status, token).toBe(404);
      expect(r.body, token).toEqual(gone);
    }
    expect((await preview('')).body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: 'Invite token cannot be empty',
    });
  });

  it(`is capped at ${ATTEMPT_LIMIT} a minute per client address (1011)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      expect((await preview(`guess-${i}`, ip)).body.code).toBe(Code.NOT_FOUND);
    }
    expect((await preview('guess-last', ip)).body).toMatchObject({
      code: Code.SLOW_DOWN,
      message: Message.TOO_FREQUENT,
    });
    // Another address is not held back.
    expect((await preview('guess-other')).body.code).toBe(Code.NOT_FOUND);
  });
});
