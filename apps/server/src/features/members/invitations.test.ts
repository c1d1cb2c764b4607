import { Code, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/ids';
import { uniqueEmail } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addMember } from '../workspaces/test-membership';
import {
  account,
  invitationMailTo,
  invite,
  members,
  signUpWithInviteToken,
  snapshot,
} from './test-team';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://studio.example.com' });
});
afterAll(() => server.close());

describe('POST /users/invite-member', () => {
  it('mails a localised invitation with a link the web start-up routing reads, stores only the token hash, and lists the invitee as pending', async () => {
    const owner = await account(server);
    await server.call(
      'POST',
      '/users/profile',
      { username: 'Grace Hopper' },
      { token: owner.token },
    );
    const email = uniqueEmail('invitee');
    const r = await server.call<{ id: string; email: string; invite_status: string }>(
      'POST',
      '/users/invite-member',
      { email: `  ${email.toUpperCase()} ` },
      { token: owner.token },
    );
    expect(r.body).toMatchObject({ code: 200, data: { email, invite_status: 'pending' } });

    const { mail, link, token } = await invitationMailTo(server, email);
    expect(link).toBe(
      `https://studio.example.com/?token=${token}&email=${encodeURIComponent(email)}`,
    );
    expect(mail.subject).toBe('Grace Hopper invited you to My Product on Talkreel');
    expect(mail.html).toContain('Accept invitation');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    const row = await server.ctx.db
      .selectFrom('member_invitations')
      .selectAll()
      .where('id', '=', r.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await members(server, owner);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: owner.id, role: 'owner', invite_status: 'accepted' });
    expect(list[1]).toEqual({
      id: r.body.data.id,
      username: email,
      email,
      role: 'member',
      avatar: null,
      status: 'pending',
      invite_status: 'pending',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      workspace_id: owner.ownWorkspaceId,
    });
  });

  it('writes the e-mail in the language of the request', async () => {
    const owner = await account(server);
    const email = uniqueEmail('de');
    await invite(server, owner, email, 'de');
    const { mail } = await invitationMailTo(server, email);
    expect(mail.subject).toContain('eingeladen');
  });

  it('refuses members, pending invitees and bad addresses, changing nothing', async () => {
    const owner = await account(server);
    const member = await account(server);
    await addMember(server, owner.ownWorkspaceId, member.email);
    const pending = uniqueEmail('pending');
    await invite(server, owner, pending);
    const cases: [string, number, string][] = [
      // Oneself: the precise message (issue 24), still "already exists" in the catalogue.
      [owner.email, Code.ALREADY_EXISTS, Message.ALREADY_MEMBER],
      [owner.email.toUpperCase(), Code.ALREADY_EXISTS, Message.ALREADY_MEMBER],
      [member.email, Code.ALREADY_EXISTS, Message.EMAIL_EXISTS],
      [pending, Code.ALREADY_EXISTS, Message.EMAIL_EXISTS],
      [pending.toUpperCase(), Code.ALREADY_EXISTS, Message.EMAIL_EXISTS],
      ['not-an-address', Code.INVALID_INPUT, Message.INVALID_EMAIL],
      ['two words@example.com', Code.INVALID_INPUT, Message.INVALID_EMAIL],
      ['', Code.INVALID_INPUT, Message.EMAIL_EMPTY],
    ];
    for (const [email, code, message] of cases) {
      const before = await snapshot(server);
      const r = await server.call(
        'POST',
        '/users/invite-member',
        { email },
        { token: owner.token },
      );
      expect(r.body, email).toMatchObject({ code, message });
      expect(await snapshot(server)).toEqual(before);
    }
  });

  it('caps invitations at 10 a minute per owner', async () => {
    const owner = await account(server);
    for (let i = 0; i < 10; i++) await invite(server, owner, uniqueEmail('burst'));
    const before = await snapshot(server);
    const r = await server.call(
      'POST',
      '/users/invite-member',
      { email: uniqueEmail('burst') },
      { token: owner.token },
    );
    expect(r.body).toMatchObject({ code: Code.SLOW_DOWN, message: Message.TOO_FREQUENT });
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('joining through an invitation', () => {
  it('a new address signs up with the invite token (no invitation code) and lands in the workspace as a member', async () => {
    const owner = await account(server);
    const email = uniqueEmail('fresh');
    const { token } = await invite(server, owner, email);

    const login = await signUpWithInviteToken(server, email, token);
    expect(login.body.code).toBe(200);
    const profile = await server.call<{ latest_modified_workspace: { id: string } }>(
      'GET',
      '/users/profile',
      undefined,
      { token: login.body.data.token },
    );
    expect(profile.body.data.latest_modified_workspace.id).toBe(owner.ownWorkspaceId);

    const list = await members(server, owner);
    expect(list.map((m) => [m.email, m.role, m.invite_status])).toEqual([
      [owner.email, 'owner', 'accepted'],
      [email, 'member', 'accepted'],
    ]);
    // The newcomer also owns a workspace of their own, to fall back to.
    const own = await server.ctx.db
      .selectFrom('workspace_members')
      .innerJoin('users', 'users.id', 'workspace_members.user_id')
      .select('workspace_members.role')
      .where('users.email', '=', email)
      .execute();
    expect(own.map((r) => r.role).sort()).toEqual(['member', 'owner']);
  });

  it('a signed-in user accepts with POST /users/accept-invitation; the token then is used up', async () => {
    const owner = await account(server);
    const invitee = await account(server);
    const { token } = await invite(server, owner, invitee.email);
    const r = await server.call(
      'POST',
      '/users/accept-invitation',
      { invite_token: token },
      { token: invitee.token },
    );
    expect(r.body).toMatchObject({ code: 200, data: { workspace_id: owner.ownWorkspaceId } });
    const list = await members(server, invitee);
    expect(list.map((m) => m.id)).toEqual([owner.id, invitee.id]);
    expect(list[1]).toMatchObject({ role: 'member', status: 'active', invite_status: 'accepted' });

    const before = await snapshot(server);
    const again = await server.call(
      'POST',
      '/users/accept-invitation',
      { invite_token: token },
      { token: invitee.token },
    );
    expect(again.body.code).toBe(Code.NOT_FOUND);
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses a token meant for another address (1003), an unknown one (1004) and an empty one (1001), changing nothing', async () => {
    const owner = await account(server);
    const invitee = uniqueEmail('meant');
    const intruder = await account(server);
    const { token } = await invite(server, owner, invitee);
    const cases: [string, number][] = [
      [token, Code.ACCESS_RESTRICTED],
      ['no-such-token', Code.NOT_FOUND],
      ['', Code.INVALID_INPUT],
    ];
    for (const [inviteToken, code] of cases) {
      const before = await snapshot(server);
      const r = await server.call(
        'POST',
        '/users/accept-invitation',
        { invite_token: inviteToken },
        { token: intruder.token },
      );
      expect(r.body.code, inviteToken).toBe(code);
      expect(await snapshot(server)).toEqual(before);
    }
    // The rightful invitee can still use it.
    expect((await signUpWithInviteToken(server, invitee, token)).body.code).toBe(200);
  });

  it('anonymous accept is refused with 1002', async () => {
    const before = await snapshot(server);
    const r = await server.call('POST', '/users/accept-invitation', { invite_token: 'x' });
    expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
    expect(await snapshot(server)).toEqual(before);
  });
});
