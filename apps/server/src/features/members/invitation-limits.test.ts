import {
  Code,
  INVITATION_TTL_MS,
  INVITATIONS_PER_USER_PER_DAY,
  INVITATIONS_PER_WORKSPACE_PER_DAY,
  Message,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import {
  account,
  invitationMailTo,
  invite,
  members,
  signUpWithInviteToken,
  snapshot,
} from './test-team';

// Its own server: these tests move the clock by days.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://studio.example.com' });
});
afterAll(() => server.close());

const accept = (token: string, inviteToken: string) =>
  server.call('POST', '/users/accept-invitation', { invite_token: inviteToken }, { token });

describe('invitation expiry', () => {
  it('an invitation older than INVITATION_TTL_MS is refused with 1007, listed as expired, and replaced by inviting again', async () => {
    const owner = await account(server);
    const invitee = await account(server);
    const stranger = uniqueEmail('stranger');
    const { token: oldToken, invitationId } = await invite(server, owner, invitee.email);
    const { token: strangerToken } = await invite(server, owner, stranger);

    // Past the invitation's lifetime in two steps, using both sessions halfway so that the
    // idle-session timeout (also a week) does not sign them out first.
    server.advanceClock(INVITATION_TTL_MS / 2);
    for (const who of [owner, invitee]) {
      expect(
        (await server.call('GET', '/users/profile', undefined, { token: who.token })).body.code,
      ).toBe(200);
    }
    server.advanceClock(INVITATION_TTL_MS / 2 + 1000);
    const before = await snapshot(server);
    const expired = await accept(invitee.token, oldToken);
    expect(expired.body).toEqual({
      code: Code.INVALID_CODE,
      message: 'This invitation has expired; ask for a new one',
      data: { reason: 'invitation_expired' },
    });
    // A new address can no longer skip the invitation code with the expired token.
    const signUp = await signUpWithInviteToken(server, stranger, strangerToken);
    expect(signUp.body).toMatchObject({
      code: Code.SIGN_IN_FAILED,
      message: Message.ACTIVATION_CODE_NEED,
    });
    const after = await snapshot(server);
    expect(after.members).toEqual(before.members);
    expect(after.invitations).toEqual(before.invitations);

    const listed = await members(server, owner);
    expect(listed.find((m) => m.id === invitationId)).toMatchObject({
      email: invitee.email,
      invite_status: 'expired',
      status: 'pending',
    });

    // Inviting the address again replaces the expired row, and the new link works.
    const { token: newToken, invitationId: newId } = await invite(server, owner, invitee.email);
    const relisted = await members(server, owner);
    expect(relisted.filter((m) => m.email === invitee.email)).toEqual([
      expect.objectContaining({ id: newId, invite_status: 'pending' }),
    ]);
    expect((await accept(invitee.token, newToken)).body.code).toBe(200);
    expect((await accept(invitee.token, oldToken)).body.code).toBe(Code.NOT_FOUND);
  });

  it('an invitation just inside INVITATION_TTL_MS still works', async () => {
    const owner = await account(server);
    const invitee = await account(server);
    const { token } = await invite(server, owner, invitee.email);
    server.advanceClock(INVITATION_TTL_MS - 60_000);
    expect((await accept(invitee.token, token)).body.code).toBe(200);
  });
});

describe('daily invitation cap', () => {
  it(`a workspace sends at most ${INVITATIONS_PER_WORKSPACE_PER_DAY} invitations a day (1011), then again the next day`, async () => {
    const owner = await account(server);
    for (let i = 0; i < INVITATIONS_PER_WORKSPACE_PER_DAY; i++) {
      // Stay under the per-minute cap of 10 so only the daily one can bite.
      if (i > 0 && i % 10 === 0) server.advanceClock(61_000);
      await invite(server, owner, uniqueEmail('daily'));
    }
    server.advanceClock(61_000);
    const before = await snapshot(server);
    const r = await server.call(
      'POST',
      '/users/invite-member',
      { email: uniqueEmail('daily') },
      { token: owner.token },
    );
    expect(r.status).toBe(429);
    expect(r.body).toEqual({
      code: Code.SLOW_DOWN,
      message: `This product has sent ${INVITATIONS_PER_WORKSPACE_PER_DAY} invitations today, please try again tomorrow`,
      data: { reason: 'daily_invitation_cap', limit: INVITATIONS_PER_WORKSPACE_PER_DAY },
    });
    expect(await snapshot(server)).toEqual(before);

    // Another workspace is not held back by this one.
    const other = await account(server);
    await invite(server, other, uniqueEmail('other'));

    server.advanceClock(24 * 3600_000);
    await invite(server, owner, uniqueEmail('next-day'));
  });

  it(`an account sends at most ${INVITATIONS_PER_USER_PER_DAY} a day over all its workspaces`, {
    timeout: testTime(120_000),
  }, async () => {
    const owner = await account(server);
    let sent = 0;
    // Workspace after workspace, each below its own cap: new workspaces are free to make.
    while (sent < INVITATIONS_PER_USER_PER_DAY) {
      const made = await server.call(
        'POST',
        '/workspace',
        { name: `Batch ${sent}` },
        { token: owner.token },
      );
      expect(made.body.code).toBe(200);
      for (
        let i = 0;
        i < INVITATIONS_PER_WORKSPACE_PER_DAY - 10 && sent < INVITATIONS_PER_USER_PER_DAY;
        i++, sent++
      ) {
        if (sent % 10 === 0) server.advanceClock(61_000);
        await invite(server, owner, uniqueEmail('spread'));
      }
    }
    await server.call('POST', '/workspace', { name: 'One more' }, { token: owner.token });
    server.advanceClock(61_000);
    const before = await snapshot(server);
    const r = await server.call(
      'POST',
      '/users/invite-member',
      { email: uniqueEmail('spread') },
      { token: owner.token },
    );
    expect(r.status).toBe(429);
    expect(r.body).toEqual({
      code: Code.SLOW_DOWN,
      message: `You have sent ${INVITATIONS_PER_USER_PER_DAY} invitations today, please try again tomorrow`,
      data: { reason: 'daily_user_invitation_cap', limit: INVITATIONS_PER_USER_PER_DAY },
    });
    expect(await snapshot(server)).toEqual(before);
    // A hundred and more calls, each sending a mail: far past the default on a busy machine.
  });
});

describe('names in invitation mails', () => {
  it('strip control and bidi characters and defuse links in the inviter and workspace names', async () => {
    const owner = await account(server);
    await server.call(
      'POST',
      '/users/profile',
      { username: 'Grace see https://evil.example/login' },
      { token: owner.token },
    );
    // Names stored before the API refused control characters still reach mails safely.
    await server.ctx.db
      .updateTable('workspaces')
      .set({ name: 'Pay\u202e\u0007 at www.evil-bank.com' })
      .where('id', '=', owner.ownWorkspaceId)
      .execute();
    const email = uniqueEmail('phish');
    await invite(server, owner, email);
    const { mail, link } = await invitationMailTo(server, email);

    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('\u202e');
      expect(part).not.toContain('\u0007');
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil-bank.com');
      expect(part).not.toContain('evil.example');
    }
    expect(mail.subject).toBe(
      'Grace see https[:]//evil[.]example/login invited you to Pay at www[.]evil-bank[.]com on Talkreel',
    );
    // The real link is untouched, and the only one in the HTML.
    expect(mail.text).toContain(link);
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      link.replace(/&/g, '&amp;'),
    ]);
  });

  it('ordinary names come through unchanged', async () => {
    const owner = await account(server);
    await server.call(
      'POST',
      '/users/profile',
      { username: 'Zoë O’Brien' },
      { token: owner.token },
    );
    await server.call(
      'PUT',
      `/workspace/${owner.ownWorkspaceId}`,
      { name: 'Acme Inc. Studio 2.0', description: '' },
      { token: owner.token },
    );
    const email = uniqueEmail('plain');
    await invite(server, owner, email);
    const { mail } = await invitationMailTo(server, email);
    expect(mail.subject).toBe('Zoë O’Brien invited you to Acme Inc. Studio 2.0 on Talkreel');
  });
});

describe('control characters in names are refused where names are set', () => {
  it.each([
    ['a line break', 'Team\nTwo'],
    ['a bell', 'Team\u0007'],
    ['a C1 control', 'Team\u0085'],
    ['a right-to-left override', 'Team \u202egpj.exe'],
    ['a bidi isolate', 'Team \u2066x\u2069'],
  ])('%s (1001), changing nothing', async (_label, name) => {
    const owner = await account(server);
    const before = await server.ctx.db
      .selectFrom('workspaces')
      .select('name')
      .where('id', '=', owner.ownWorkspaceId)
      .executeTakeFirstOrThrow();
    const rename = await server.call(
      'PUT',
      `/workspace/${owner.ownWorkspaceId}`,
      { name, description: '' },
      { token: owner.token },
    );
    expect(rename.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: 'Product name cannot contain control characters',
    });
    const create = await server.call('POST', '/workspace', { name }, { token: owner.token });
    expect(create.body.code).toBe(Code.INVALID_INPUT);
    const profile = await server.call(
      'POST',
      '/users/profile',
      { username: name },
      { token: owner.token },
    );
    expect(profile.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: 'Username cannot contain line breaks or control characters',
    });
    expect(
      await server.ctx.db
        .selectFrom('workspaces')
        .select('name')
        .where('id', '=', owner.ownWorkspaceId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
