import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { newFolder, newProject, newWorkspace } from '../tree/test-tree';
import { addMember, currentWorkspaceOf, snapshotTree, userIdOf } from './test-membership';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface ListReply {
  workspaces: {
    id: string;
    name: string;
    role: string;
    member_count: number;
    owner_name: string | null;
  }[];
  total: number;
  page: number;
  page_size: number;
}
const list = (token: string, body: Record<string, unknown> = {}) =>
  server.call<ListReply>('POST', '/workspace/list', body, { token });

const profileWorkspace = async (token: string) =>
  (
    await server.call<{ latest_modified_workspace: { id: string } }>(
      'GET',
      '/users/profile',
      undefined,
      { token },
    )
  ).body.data.latest_modified_workspace.id;

const workspaceRow = (id: string) =>
  server.ctx.db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /workspace/list', () => {
  it("lists a new account's first workspace with the spec's defaults", async () => {
    const { token, email } = await signUp(server);
    const r = await list(token);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual({
      workspaces: [
        {
          id: expect.any(String),
          name: 'My Product',
          role: 'owner',
          member_count: 1,
          owner_name: email.split('@')[0],
          keep_folders: false,
        },
      ],
      total: 1,
      page: 1,
      page_size: 1000,
    });
    expect(await profileWorkspace(token)).toBe(r.body.data.workspaces[0].id);
  });

  it("gives the caller's role in each workspace and its member count, oldest joined first", async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const team = await newWorkspace(server, owner.token, 'Team');
    await addMember(server, team, member.email);
    const r = await list(member.token);
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.workspaces.map((w) => [w.name, w.role, w.member_count])).toEqual([
      ['My Product', 'owner', 1],
      ['Team', 'member', 2],
    ]);
    const ownerView = await list(owner.token);
    expect(ownerView.body.data.workspaces.find((w) => w.id === team)).toMatchObject({
      role: 'owner',
      member_count: 2,
    });
  });

  it("names each workspace's owner, so two products of one name can be told apart", async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    // Both are "My Product": the member's own and the one they were invited to.
    const theirs = (await list(owner.token)).body.data.workspaces[0].id;
    await addMember(server, theirs, member.email);
    const r = await list(member.token);
    expect(r.body.data.workspaces.map((w) => [w.name, w.role, w.owner_name])).toEqual([
      ['My Product', 'owner', member.email.split('@')[0]],
      ['My Product', 'member', owner.email.split('@')[0]],
    ]);
  });

  it('reports the role admin as owner', async () => {
    const owner = await signUp(server);
    const admin = await signUp(server);
    const team = await newWorkspace(server, owner.token);
    await addMember(server, team, admin.email, 'admin');
    const r = await list(admin.token);
    expect(r.body.data.workspaces.find((w) => w.id === team)?.role).toBe('owner');
  });

  it('pages', async () => {
    const { token } = await signUp(server);
    await newWorkspace(server, token, 'Second');
    await newWorkspace(server, token, 'Third');
    const r = await list(token, { page: 2, page_size: 2 });
    expect(r.body.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(r.body.data.workspaces.map((w) => w.name)).toEqual(['Third']);
    const beyond = await list(token, { page: 9, page_size: 2 });
    expect(beyond.body.data.workspaces).toEqual([]);
  });

  it('refuses a page or page size that is not a positive integer', async () => {
    const { token } = await signUp(server);
    for (const [body, message] of [
      [{ page: 0 }, 'Page must be a positive integer'],
      [{ page: 1.5 }, 'Page must be a positive integer'],
      [{ page: 'two' }, 'Page must be a positive integer'],
      [{ page_size: -3 }, 'Page size must be a positive integer'],
      [{ page_size: 1001 }, 'Page size must be at most 1000'],
    ] as const) {
      const r = await list(token, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
    expect((await list(token, { page: '1', page_size: '5' })).body.data.page_size).toBe(5);
  });
});

describe('POST /workspace', () => {
  it('creates a workspace owned by the caller and makes it current', async () => {
    const { token, email } = await signUp(server);
    const r = await server.call<{ workspace: { id: string; name: string } }>(
      'POST',
      '/workspace',
      { name: '  Launch  ', description: 'Spring videos' },
      { token },
    );
    expect(r.body.code).toBe(200);
    expect(r.body.data.workspace).toEqual({ id: expect.any(String), name: 'Launch' });
    const id = r.body.data.workspace.id;
    expect(await workspaceRow(id)).toMatchObject({ name: 'Launch', description: 'Spring videos' });
    const role = await server.ctx.db
      .selectFrom('workspace_members')
      .select('role')
      .where('workspace_id', '=', id)
      .where('user_id', '=', await userIdOf(server, email))
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('owner');
    expect(await profileWorkspace(token)).toBe(id);
  });

  it('defaults the description to empty', async () => {
    const { token } = await signUp(server);
    const id = await newWorkspace(server, token, 'Plain');
    expect((await workspaceRow(id))?.description).toBe('');
  });

  it('refuses an empty name and creates nothing', async () => {
    const { token } = await signUp(server);
    const before = await snapshotTree(server);
    for (const name of ['', '   ', undefined]) {
      const r = await server.call('POST', '/workspace', { name }, { token });
      expect(r.body).toMatchObject({
        code: Code.INVALID_INPUT,
        message: 'Product name cannot be empty',
      });
    }
    expect(await snapshotTree(server)).toEqual(before);
  });
});

describe('PUT /workspace/{id}', () => {
  it('renames and re-describes; an absent description is kept', async () => {
    const { token } = await signUp(server);
    const id = await newWorkspace(server, token, 'Old');
    let r = await server.call(
      'PUT',
      `/workspace/${id}`,
      { name: 'New', description: 'About' },
      { token },
    );
    expect(r.body.code).toBe(200);
    expect(await workspaceRow(id)).toMatchObject({ name: 'New', description: 'About' });
    r = await server.call('PUT', `/workspace/${id}`, { name: 'Newer' }, { token });
    expect(r.body.code).toBe(200);
    expect(await workspaceRow(id)).toMatchObject({ name: 'Newer', description: 'About' });
  });

  it('refuses an empty name and changes nothing', async () => {
    const { token } = await signUp(server);
    const id = await newWorkspace(server, token, 'Keep');
    const r = await server.call('PUT', `/workspace/${id}`, { name: ' ' }, { token });
    expect(r.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: 'Product name cannot be empty',
    });
    expect((await workspaceRow(id))?.name).toBe('Keep');
  });
});

describe('DELETE /workspace/{id}', () => {
  it('removes the folders, projects, memberships and invitations of the workspace', async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const keep = await newWorkspace(server, owner.token, 'Keep');
    const keepFolder = await newFolder(server, owner.token, keep);
    await newProject(server, owner.token, keep, keepFolder.id);
    const gone = await newWorkspace(server, owner.token, 'Gone');
    const folder = await newFolder(server, owner.token, gone);
    await newProject(server, owner.token, gone, folder.id);
    await newProject(server, owner.token, gone, null);
    await addMember(server, gone, member.email);
    await server.ctx.db
      .insertInto('member_invitations')
      .values({
        id: `inv-${gone}`,
        workspace_id: gone,
        email: 'someone@example.com',
        token_hash: `hash-${gone}`,
        invited_by: await userIdOf(server, owner.email),
        created_at: Date.now(),
        accepted_at: null,
        revoked_at: null,
      })
      .execute();
    const before = await snapshotTree(server);

    const r = await server.call('DELETE', `/workspace/${gone}`, undefined, {
      token: owner.token,
    });
    expect(r.body.code).toBe(200);
    const after = await snapshotTree(server);
    expect(after.workspaces.map((w) => w.id)).not.toContain(gone);
    expect(after.folders.filter((f) => f.workspace_id === gone)).toEqual([]);
    expect(after.projects.filter((p) => p.workspace_id === gone)).toEqual([]);
    expect(after.members.filter((m) => m.workspace_id === gone)).toEqual([]);
    const invitations = await server.ctx.db
      .selectFrom('member_invitations')
      .select('id')
      .where('workspace_id', '=', gone)
      .execute();
    expect(invitations).toEqual([]);
    // The listing cache's counter goes too (it existed: projects were written), the kept one stays.
    const versions = await server.ctx.db
      .selectFrom('tree_versions')
      .select('workspace_id')
      .where('workspace_id', 'in', [gone, keep])
      .execute();
    expect(versions.map((v) => v.workspace_id)).toEqual([keep]);
    // Everything of other workspaces is untouched.
    const others = <T extends { workspace_id: string }>(rows: T[]) =>
      rows.filter((row) => row.workspace_id !== gone);
    expect(others(after.folders)).toEqual(others(before.folders));
    expect(others(after.projects)).toEqual(others(before.projects));
    expect(others(after.members)).toEqual(others(before.members));
  });

  it('falls back the current workspace of everyone who had it open; a member left with none gets a fresh one', async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const loner = await signUp(server);
    const gone = await newWorkspace(server, owner.token, 'Gone');
    await addMember(server, gone, member.email);
    await addMember(server, gone, loner.email);
    // The loner deletes their own first workspace, so the team is all they have.
    const lonerFirst = (await currentWorkspaceOf(server, loner.email))!;
    const own = await server.call('DELETE', `/workspace/${lonerFirst}`, undefined, {
      token: loner.token,
    });
    expect(own.body.code).toBe(200);
    for (const u of [member, loner]) {
      await server.call(
        'POST',
        '/sidebar/folders',
        { workspace_id: gone, switch_workspace: true },
        { token: u.token },
      );
      expect(await profileWorkspace(u.token)).toBe(gone);
    }
    expect(await profileWorkspace(owner.token)).toBe(gone);

    const r = await server.call('DELETE', `/workspace/${gone}`, undefined, {
      token: owner.token,
    });
    expect(r.body.code).toBe(200);

    const ownerList = (await list(owner.token)).body.data.workspaces;
    expect(ownerList.map((w) => w.name)).toEqual(['My Product']);
    expect(await profileWorkspace(owner.token)).toBe(ownerList[0].id);
    expect(await currentWorkspaceOf(server, owner.email)).toBe(ownerList[0].id);

    const memberList = (await list(member.token)).body.data.workspaces;
    expect(memberList.map((w) => w.name)).toEqual(['My Product']);
    expect(await currentWorkspaceOf(server, member.email)).toBe(memberList[0].id);

    const lonerList = (await list(loner.token)).body.data.workspaces;
    expect(lonerList).toEqual([
      {
        id: expect.any(String),
        name: 'My Product',
        role: 'owner',
        member_count: 1,
        owner_name: loner.email.split('@')[0],
        keep_folders: false,
      },
    ]);
    expect(lonerList[0].id).not.toBe(lonerFirst);
    expect(await currentWorkspaceOf(server, loner.email)).toBe(lonerList[0].id);
  });

  it("keeps a member's current workspace when it was another one", async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const gone = await newWorkspace(server, owner.token, 'Gone');
    await addMember(server, gone, member.email);
    const memberCurrent = await currentWorkspaceOf(server, member.email);
    await server.call('DELETE', `/workspace/${gone}`, undefined, { token: owner.token });
    expect(await currentWorkspaceOf(server, member.email)).toBe(memberCurrent);
  });

  it('refuses to delete the last workspace of the caller (1009) and changes nothing', async () => {
    const { token, email } = await signUp(server);
    const only = (await currentWorkspaceOf(server, email))!;
    await newFolder(server, token, only);
    const before = await snapshotTree(server);
    const r = await server.call('DELETE', `/workspace/${only}`, undefined, { token });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: Code.OPERATION_FAILED,
      message: 'Your last product cannot be deleted',
    });
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('refuses a non-member with 1003 and reason not_member, a member without the right with none', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const member = await signUp(server);
    const team = await newWorkspace(server, owner.token);
    await addMember(server, team, member.email);
    const before = await snapshotTree(server);
    const outside = await server.call(
      'PUT',
      `/workspace/${team}`,
      { name: 'Mine' },
      {
        token: stranger.token,
      },
    );
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual({
      code: Code.ACCESS_RESTRICTED,
      message: 'Permission denied',
      data: { reason: 'not_member', workspace_id: team },
    });
    const inside = await server.call('DELETE', `/workspace/${team}`, undefined, {
      token: member.token,
    });
    expect(inside.status).toBe(403);
    expect(inside.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(inside.body.data).toBeNull();
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('refuses a member (1003): only an owner may delete', async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const team = await newWorkspace(server, owner.token);
    await addMember(server, team, member.email);
    const before = await snapshotTree(server);
    const r = await server.call('DELETE', `/workspace/${team}`, undefined, {
      token: member.token,
    });
    expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('lets an admin-role member delete like an owner', async () => {
    const owner = await signUp(server);
    const admin = await signUp(server);
    const team = await newWorkspace(server, owner.token);
    await addMember(server, team, admin.email, 'admin');
    const r = await server.call('DELETE', `/workspace/${team}`, undefined, {
      token: admin.token,
    });
    expect(r.body.code).toBe(200);
    expect(await workspaceRow(team)).toBeUndefined();
  });
});
