import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { type Account, account, invite, members, snapshot, team } from './test-team';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Who = 'anonymous' | 'outsider' | 'member' | 'owner';

/**
 * Every members call by every kind of caller. Calls act on the caller's current workspace, so
 * an outsider (owner of another workspace) who names our members' ids finds nothing there.
 */
describe('members calls: authorization matrix', () => {
  let owner: Account;
  let member: Account;
  let outsider: Account;
  let workspaceId: string;
  let pendingId: string;

  beforeAll(async () => {
    ({ owner, member, workspaceId } = await team(server));
    outsider = await account(server);
    pendingId = (await invite(server, owner, uniqueEmail('pending'))).invitationId;
  });

  const tokenOf = (who: Who) =>
    who === 'anonymous' ? undefined : { outsider, member, owner }[who].token;

  const toRemove = (id: () => string) => () => ({ member_id: id() });
  const toOwn = (id: () => string) => () => ({ new_owner_id: id() });
  const refusals: [Who, string, string, number, () => object][] = [
    ['anonymous', 'GET', '/users/members', Code.SIGN_IN_REQUIRED, () => ({})],
    [
      'anonymous',
      'POST',
      '/users/invite-member',
      Code.SIGN_IN_REQUIRED,
      () => ({ email: uniqueEmail('x') }),
    ],
    [
      'member',
      'POST',
      '/users/invite-member',
      Code.ACCESS_RESTRICTED,
      () => ({ email: uniqueEmail('x') }),
    ],
    [
      'anonymous',
      'POST',
      '/users/transfer-ownership',
      Code.SIGN_IN_REQUIRED,
      toOwn(() => member.id),
    ],
    ['outsider', 'POST', '/users/transfer-ownership', Code.NOT_FOUND, toOwn(() => member.id)],
    ['member', 'POST', '/users/transfer-ownership', Code.ACCESS_RESTRICTED, toOwn(() => member.id)],
    ['member', 'POST', '/users/transfer-ownership', Code.ACCESS_RESTRICTED, toOwn(() => owner.id)],
    ['anonymous', 'POST', '/users/remove-member', Code.SIGN_IN_REQUIRED, toRemove(() => member.id)],
    ['outsider', 'POST', '/users/remove-member', Code.NOT_FOUND, toRemove(() => member.id)],
    ['outsider', 'POST', '/users/remove-member', Code.NOT_FOUND, toRemove(() => pendingId)],
    ['member', 'POST', '/users/remove-member', Code.ACCESS_RESTRICTED, toRemove(() => member.id)],
    ['member', 'POST', '/users/remove-member', Code.ACCESS_RESTRICTED, toRemove(() => owner.id)],
    ['member', 'POST', '/users/remove-member', Code.ACCESS_RESTRICTED, toRemove(() => pendingId)],
    [
      'anonymous',
      'POST',
      '/users/accept-invitation',
      Code.SIGN_IN_REQUIRED,
      () => ({ invite_token: 'x' }),
    ],
  ];

  it.each(refusals)(
    '%s: %s %s is refused with %i, nothing changed',
    async (who, method, path, code, body) => {
      const before = await snapshot(server);
      const r = await server.call(method, path, method === 'GET' ? undefined : body(), {
        token: tokenOf(who),
      });
      expect(r.body.code, `${who} ${path}`).toBe(code);
      expect(await snapshot(server)).toEqual(before);
    },
  );

  it('a bad request signature is refused before anything happens', async () => {
    const before = await snapshot(server);
    const r = await server.call(
      'POST',
      '/users/remove-member',
      { member_id: member.id },
      { token: owner.token, signature: '00'.repeat(32) },
    );
    expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(await snapshot(server)).toEqual(before);
  });

  it('members list: the owner and members see the workspace; an outsider sees only their own', async () => {
    const byOwner = await members(server, owner);
    const byMember = await members(server, member);
    expect(byMember).toEqual(byOwner);
    expect(byOwner.map((m) => m.id)).toEqual([owner.id, member.id, pendingId]);
    const byOutsider = await members(server, outsider);
    expect(byOutsider.map((m) => m.workspace_id)).toEqual([outsider.ownWorkspaceId]);
    expect(byOutsider.map((m) => m.id)).not.toContain(member.id);
  });

  it('an outsider inviting acts on their own workspace, never on ours', async () => {
    const email = uniqueEmail('theirs');
    const r = await server.call(
      'POST',
      '/users/invite-member',
      { email },
      { token: outsider.token },
    );
    expect(r.body.code).toBe(200);
    const row = await server.ctx.db
      .selectFrom('member_invitations')
      .select('workspace_id')
      .where('id', '=', (r.body.data as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row.workspace_id).toBe(outsider.ownWorkspaceId);
    expect(row.workspace_id).not.toBe(workspaceId);
  });

  it('the owner may make every call', async () => {
    const t = await team(server);
    const email = uniqueEmail('ok');
    const invited = await server.call(
      'POST',
      '/users/invite-member',
      { email },
      { token: t.owner.token },
    );
    expect(invited.body.code).toBe(200);
    const id = (invited.body.data as { id: string }).id;
    expect((await members(server, t.owner)).map((m) => m.id)).toContain(id);
    expect(
      (
        await server.call(
          'POST',
          '/users/remove-member',
          { member_id: id },
          { token: t.owner.token },
        )
      ).body.code,
    ).toBe(200);
    expect(
      (
        await server.call(
          'POST',
          '/users/transfer-ownership',
          { new_owner_id: t.member.id },
          {
            token: t.owner.token,
          },
        )
      ).body.code,
    ).toBe(200);
    expect(
      (
        await server.call(
          'POST',
          '/users/remove-member',
          { member_id: t.owner.id },
          { token: t.member.token },
        )
      ).body.code,
    ).toBe(200);
    expect((await members(server, t.member)).map((m) => m.id)).toEqual([t.member.id]);
  });

  it('a member whose current workspace is their own is the owner there, not here', async () => {
    // Switching away makes the member's calls act on their own workspace.
    await server.call(
      'POST',
      '/sidebar/folders',
      {
        workspace_id: member.ownWorkspaceId,
        current_page: 1,
        page_size: 1000,
        switch_workspace: true,
      },
      { token: member.token },
    );
    const before = await snapshot(server);
    const r = await server.call(
      'POST',
      '/users/remove-member',
      { member_id: owner.id },
      {
        token: member.token,
      },
    );
    expect(r.body.code).toBe(Code.NOT_FOUND);
    expect(await snapshot(server)).toEqual(before);
    await server.call(
      'POST',
      '/sidebar/folders',
      { workspace_id: workspaceId, current_page: 1, page_size: 1000, switch_workspace: true },
      { token: member.token },
    );
  });
});
