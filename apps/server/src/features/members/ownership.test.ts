import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  type Account,
  account,
  invite,
  members,
  signUpWithInviteToken,
  snapshot,
  team,
} from './test-team';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const roleOf = async (workspaceId: string, userId: string) =>
  (
    await server.ctx.db
      .selectFrom('workspace_members')
      .select('role')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.role ?? null;

const transfer = (who: Account, newOwnerId: string) =>
  server.call(
    'POST',
    '/users/transfer-ownership',
    { new_owner_id: newOwnerId },
    { token: who.token },
  );
const remove = (who: Account, memberId: string) =>
  server.call('POST', '/users/remove-member', { member_id: memberId }, { token: who.token });
const folders = (who: Account, workspaceId: string) =>
  server.call(
    'POST',
    '/sidebar/folders',
    { workspace_id: workspaceId, current_page: 1, page_size: 1000, switch_workspace: false },
    { token: who.token },
  );

describe('POST /users/transfer-ownership', () => {
  it('makes the target owner and everyone else member, and the powers move with it', async () => {
    const { owner, member, workspaceId } = await team(server);
    const third = await account(server);
    const { token } = await invite(server, owner, third.email);
    await server.call(
      'POST',
      '/users/accept-invitation',
      { invite_token: token },
      { token: third.token },
    );

    const r = await transfer(owner, member.id);
    expect(r.body).toMatchObject({ code: 200, data: null });
    expect(await roleOf(workspaceId, member.id)).toBe('owner');
    expect(await roleOf(workspaceId, owner.id)).toBe('member');
    expect(await roleOf(workspaceId, third.id)).toBe('member');
    const list = await members(server, owner);
    expect(list.filter((m) => m.role === 'owner').map((m) => m.id)).toEqual([member.id]);
    expect(list[0].id).toBe(member.id);

    // The former owner lost the owner's calls; the new owner has them.
    const before = await snapshot(server);
    expect((await transfer(owner, owner.id)).body.code).toBe(Code.ACCESS_RESTRICTED);
    expect((await remove(owner, third.id)).body.code).toBe(Code.ACCESS_RESTRICTED);
    const invited = await server.call(
      'POST',
      '/users/invite-member',
      { email: uniqueEmail('late') },
      { token: owner.token },
    );
    expect(invited.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(await snapshot(server)).toEqual(before);
    expect((await remove(member, third.id)).body.code).toBe(200);
  });

  it('treats the legacy role admin as owner', async () => {
    const { owner, member, workspaceId } = await team(server);
    await server.ctx.db
      .updateTable('workspace_members')
      .set({ role: 'admin' })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', owner.id)
      .execute();
    expect((await members(server, member))[0]).toMatchObject({ id: owner.id, role: 'owner' });
    expect((await transfer(owner, member.id)).body.code).toBe(200);
    expect(await roleOf(workspaceId, owner.id)).toBe('member');
  });

  it('refuses self, a pending invitee, an unknown id and a member of another workspace, changing nothing', async () => {
    const { owner } = await team(server);
    const { invitationId } = await invite(server, owner, uniqueEmail('pending'));
    const elsewhere = await team(server);
    const cases: [string, number][] = [
      [owner.id, Code.INVALID_INPUT],
      [invitationId, Code.INVALID_INPUT],
      ['no-such-member', Code.NOT_FOUND],
      [elsewhere.member.id, Code.NOT_FOUND],
      ['', Code.INVALID_INPUT],
    ];
    for (const [id, code] of cases) {
      const before = await snapshot(server);
      const r = await transfer(owner, id);
      expect(r.body.code, id).toBe(code);
      expect(await snapshot(server)).toEqual(before);
    }
  });
});

describe('POST /users/remove-member', () => {
  it("ends the member's access at once and moves them back to their own workspace", async () => {
    const { owner, member, workspaceId } = await team(server);
    expect((await folders(member, workspaceId)).body.code).toBe(200);
    expect((await members(server, member))[0].workspace_id).toBe(workspaceId);

    const r = await remove(owner, member.id);
    expect(r.body).toMatchObject({ code: 200, data: null });
    expect(await roleOf(workspaceId, member.id)).toBeNull();

    // The very next call on that workspace, with the same session, is refused.
    const next = await folders(member, workspaceId);
    expect(next.status).toBe(403);
    expect(next.body.code).toBe(Code.ACCESS_RESTRICTED);
    // It says why, so the member's open page can tell them and move to their own product.
    expect(next.body.data).toEqual({ reason: 'not_member', workspace_id: workspaceId });
    const switched = await server.call(
      'POST',
      '/sidebar/folders',
      { workspace_id: workspaceId, current_page: 1, page_size: 1000, switch_workspace: true },
      { token: member.token },
    );
    expect(switched.body.code).toBe(Code.ACCESS_RESTRICTED);
    const profile = await server.call<{ latest_modified_workspace: { id: string } }>(
      'GET',
      '/users/profile',
      undefined,
      { token: member.token },
    );
    expect(profile.body.data.latest_modified_workspace.id).toBe(member.ownWorkspaceId);
    const own = await members(server, member);
    expect(own.map((m) => [m.id, m.role, m.workspace_id])).toEqual([
      [member.id, 'owner', member.ownWorkspaceId],
    ]);
    expect((await members(server, owner)).map((m) => m.id)).toEqual([owner.id]);
  });

  it('a removed member left with no workspace of their own gets a fresh one', async () => {
    const { owner, member, workspaceId } = await team(server);
    // Only the invited workspace is left to them (e.g. they once handed their own over).
    await server.ctx.db
      .deleteFrom('workspace_members')
      .where('user_id', '=', member.id)
      .where('workspace_id', '!=', workspaceId)
      .execute();
    expect((await remove(owner, member.id)).body.code).toBe(200);
    const left = await server.ctx.db
      .selectFrom('workspace_members')
      .select(['workspace_id', 'role'])
      .where('user_id', '=', member.id)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0].role).toBe('owner');
    expect(left[0].workspace_id).not.toBe(workspaceId);
    const profile = await server.call<{ latest_modified_workspace: { id: string } }>(
      'GET',
      '/users/profile',
      undefined,
      {
        token: member.token,
      },
    );
    expect(profile.body.data.latest_modified_workspace.id).toBe(left[0].workspace_id);
  });

  it('revokes a pending invitation when given its id: the link stops working', async () => {
    const owner = await account(server);
    const email = uniqueEmail('revoked');
    const { invitationId, token } = await invite(server, owner, email);
    expect((await remove(owner, invitationId)).body.code).toBe(200);
    expect((await members(server, owner)).map((m) => m.id)).toEqual([owner.id]);

    const login = await signUpWithInviteToken(server, email, token);
    expect(login.body).toMatchObject({
      code: Code.SIGN_IN_FAILED,
      message: 'ACTIVATION_CODE_NEED',
    });
    // Revoked, the address can be invited again.
    expect((await invite(server, owner, email)).invitationId).not.toBe(invitationId);
  });

  it('refuses to remove the owner (self), unknown ids and members of other workspaces, changing nothing', async () => {
    const { owner } = await team(server);
    const elsewhere = await team(server);
    const cases: [string, number][] = [
      [owner.id, Code.ACCESS_RESTRICTED],
      ['no-such-member', Code.NOT_FOUND],
      [elsewhere.member.id, Code.NOT_FOUND],
      [elsewhere.owner.id, Code.NOT_FOUND],
      ['', Code.INVALID_INPUT],
    ];
    for (const [id, code] of cases) {
      const before = await snapshot(server);
      const r = await remove(owner, id);
      expect(r.body.code, id).toBe(code);
      expect(await snapshot(server)).toEqual(before);
    }
  });

  it('a removed member can be invited back', async () => {
    const { owner, member, workspaceId } = await team(server);
    await remove(owner, member.id);
    const { token } = await invite(server, owner, member.email);
    const r = await server.call(
      'POST',
      '/users/accept-invitation',
      { invite_token: token },
      {
        token: member.token,
      },
    );
    expect(r.body.code).toBe(200);
    expect(await roleOf(workspaceId, member.id)).toBe('member');
  });
});
