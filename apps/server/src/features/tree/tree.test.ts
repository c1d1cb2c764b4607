import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addMember, currentWorkspaceOf, snapshotTree } from '../workspaces/test-membership';
import { recordLatestVideoImage } from './latest-video-image';
import { listFolders, listProjects, newFolder, newProject, newWorkspace } from './test-tree';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A fresh account with its own workspace, so each test owns its data. */
async function freshUser() {
  const user = await signUp(server);
  const workspaceId = (await currentWorkspaceOf(server, user.email))!;
  return { ...user, workspaceId };
}

const projectRow = (id: string) =>
  server.ctx.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();

const post = (path: string, body: unknown, token: string) =>
  server.call('POST', path, body, { token });

describe('POST /sidebar/folders', () => {
  it('always lists the uncategorized entry, even in an empty workspace', async () => {
    const u = await freshUser();
    const r = await listFolders(server, u.token, { workspace_id: u.workspaceId });
    expect(r).toEqual({
      current_num: 1,
      total_page: 1,
      total_folder: 1,
      folders: [
        {
          id: 'uncategorized',
          name: 'Uncategorized',
          sort_order: 0,
          project_num: 0,
          is_uncategorized: true,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          latest_video_image: null,
        },
      ],
      keep_folders: false,
    });
  });

  it('lists folders by descending sort_order with real project counts, uncategorized last', async () => {
    const u = await freshUser();
    const a = await newFolder(server, u.token, u.workspaceId, 'A');
    const b = await newFolder(server, u.token, u.workspaceId, 'B');
    const c = await newFolder(server, u.token, u.workspaceId, 'C');
    expect([a.sort_order, b.sort_order, c.sort_order]).toEqual([1, 2, 3]);
    await newProject(server, u.token, u.workspaceId, a.id);
    await newProject(server, u.token, u.workspaceId, a.id);
    await newProject(server, u.token, u.workspaceId, c.id);
    await newProject(server, u.token, u.workspaceId, null);

    const r = await listFolders(server, u.token, { workspace_id: u.workspaceId });
    expect(r.total_folder).toBe(4);
    expect(r.folders.map((f) => [f.name, f.sort_order, f.project_num, f.is_uncategorized])).toEqual(
      [
        ['C', 3, 1, false],
        ['B', 2, 0, false],
        ['A', 1, 2, false],
        ['Uncategorized', 0, 1, true],
      ],
    );
    expect(Date.parse(r.folders[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("shows the newest video image among each folder's projects as a media URL", async () => {
    const u = await freshUser();
    const f = await newFolder(server, u.token, u.workspaceId);
    const older = await newProject(server, u.token, u.workspaceId, f.id, 'older');
    const newer = await newProject(server, u.token, u.workspaceId, f.id, 'newer');
    const loose = await newProject(server, u.token, u.workspaceId, null);
    // The older project got the most recent video, so its image wins.
    await recordLatestVideoImage(server.ctx.db, newer.id, 'thumbs/newer.jpg', 1_000);
    await recordLatestVideoImage(server.ctx.db, older.id, 'thumbs/older.jpg', 2_000);
    await recordLatestVideoImage(server.ctx.db, loose.id, 'thumbs/loose.jpg', 500);

    const r = await listFolders(server, u.token, { workspace_id: u.workspaceId });
    // mediaUrl may sign the address; the stored key is what identifies the image.
    const keyOf = (url: string | null) => url && /\/media\/([^?]+)/.exec(url)?.[1];
    expect(r.folders.map((x) => keyOf(x.latest_video_image))).toEqual([
      'thumbs/older.jpg',
      'thumbs/loose.jpg',
    ]);
    const projects = await listProjects(server, u.token, u.workspaceId, f.id);
    expect(projects.projects.map((p) => [p.name, keyOf(p.latest_video_image)])).toEqual([
      ['newer', 'thumbs/newer.jpg'],
      ['older', 'thumbs/older.jpg'],
    ]);
  });

  it('pages, with the uncategorized entry on the last page', async () => {
    const u = await freshUser();
    for (const name of ['A', 'B', 'C']) await newFolder(server, u.token, u.workspaceId, name);
    const body = { workspace_id: u.workspaceId, page_size: 2 };
    const p1 = await listFolders(server, u.token, { ...body, current_page: 1 });
    const p2 = await listFolders(server, u.token, { ...body, current_page: 2 });
    const p3 = await listFolders(server, u.token, { ...body, current_page: 3 });
    expect([p1.total_page, p1.total_folder, p1.current_num]).toEqual([2, 4, 1]);
    expect(p1.folders.map((f) => f.name)).toEqual(['C', 'B']);
    expect(p2.current_num).toBe(2);
    expect(p2.folders.map((f) => f.name)).toEqual(['A', 'Uncategorized']);
    expect(p3.folders).toEqual([]);
  });

  it('acts on the current workspace when none is named, and switch_workspace changes it (and the profile)', async () => {
    const u = await freshUser();
    const other = await newWorkspace(server, u.token, 'Other');
    await newFolder(server, u.token, other, 'In other');
    // Creating a workspace made it current; go back to the first one.
    await listFolders(server, u.token, { workspace_id: u.workspaceId, switch_workspace: true });
    expect(await currentWorkspaceOf(server, u.email)).toBe(u.workspaceId);
    let r = await listFolders(server, u.token, {});
    expect(r.folders.map((f) => f.name)).toEqual(['Uncategorized']);

    // Looking at a workspace without switching leaves the current one alone.
    await listFolders(server, u.token, { workspace_id: other });
    expect(await currentWorkspaceOf(server, u.email)).toBe(u.workspaceId);

    await listFolders(server, u.token, { workspace_id: other, switch_workspace: true });
    expect(await currentWorkspaceOf(server, u.email)).toBe(other);
    const profile = await server.call<{ latest_modified_workspace: { id: string } }>(
      'GET',
      '/users/profile',
      undefined,
      { token: u.token },
    );
    expect(profile.body.data.latest_modified_workspace.id).toBe(other);
    r = await listFolders(server, u.token, {});
    expect(r.folders.map((f) => f.name)).toEqual(['In other', 'Uncategorized']);
  });

  it('refuses bad paging and changes nothing', async () => {
    const u = await freshUser();
    for (const [body, message] of [
      [{ current_page: 0 }, 'Current page must be a positive integer'],
      [{ page_size: 0 }, 'Page size must be a positive integer'],
      [{ switch_workspace: 'yes' }, 'Switch workspace must be a boolean'],
    ] as const) {
      const r = await post('/sidebar/folders', { workspace_id: u.workspaceId, ...body }, u.token);
      expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
  });
});

describe('POST /sidebar/folder/projects', () => {
  it('lists a folder or the uncategorized projects by descending sort_order', async () => {
    const u = await freshUser();
    const f = await newFolder(server, u.token, u.workspaceId);
    const p1 = await newProject(server, u.token, u.workspaceId, f.id, 'one');
    const p2 = await newProject(server, u.token, u.workspaceId, f.id, 'two');
    const loose = await newProject(server, u.token, u.workspaceId, 'uncategorized', 'loose');
    expect([p1.sort_order, p2.sort_order, loose.sort_order]).toEqual([1, 2, 1]);
    expect(loose.folder_id).toBeNull();

    const inFolder = await listProjects(server, u.token, u.workspaceId, f.id);
    expect(inFolder.total_pro).toBe(2);
    expect(inFolder.total_page).toBe(1);
    expect(inFolder.projects.map((p) => [p.name, p.sort_order, p.folder_id])).toEqual([
      ['two', 2, f.id],
      ['one', 1, f.id],
    ]);
    const uncategorized = await listProjects(server, u.token, u.workspaceId, 'uncategorized');
    expect(uncategorized.projects).toEqual([
      {
        id: loose.id,
        name: 'loose',
        sort_order: 1,
        folder_id: null,
        created_at: expect.stringMatching(/^\d{4}-/),
        latest_video_image: null,
      },
    ]);
    const page2 = await listProjects(server, u.token, u.workspaceId, f.id, {
      current_page: 2,
      page_size: 1,
    });
    expect([page2.current_num, page2.total_page, page2.total_pro]).toEqual([2, 2, 2]);
    expect(page2.projects.map((p) => p.name)).toEqual(['one']);
  });

  it("refuses a folder of another of the caller's workspaces (1004)", async () => {
    const u = await freshUser();
    const other = await newWorkspace(server, u.token);
    const f = await newFolder(server, u.token, other);
    const r = await post(
      '/sidebar/folder/projects',
      { workspace_id: u.workspaceId, folder_id: f.id },
      u.token,
    );
    expect(r.body.code).toBe(Code.NOT_FOUND);
  });

  it('needs a folder id', async () => {
    const u = await freshUser();
    const r = await post('/sidebar/folder/projects', { workspace_id: u.workspaceId }, u.token);
    expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message: 'Folder cannot be empty' });
  });
});

describe('folders: create, rename, delete, sort', () => {
  it('creates at the top of the current workspace when none is named', async () => {
    const u = await freshUser();
    await newFolder(server, u.token, u.workspaceId, 'First');
    const r = await server.call<{ folder: { id: string; name: string; sort_order: number } }>(
      'POST',
      '/sidebar/folder',
      { name: ' Second ' },
      { token: u.token },
    );
    expect(r.body.data.folder).toEqual({ id: expect.any(String), name: 'Second', sort_order: 2 });
    const row = await server.ctx.db
      .selectFrom('folders')
      .selectAll()
      .where('id', '=', r.body.data.folder.id)
      .executeTakeFirstOrThrow();
    expect(row.workspace_id).toBe(u.workspaceId);
  });

  it('refuses empty names with the spec messages and changes nothing', async () => {
    const u = await freshUser();
    const f = await newFolder(server, u.token, u.workspaceId, 'Keep');
    const p = await newProject(server, u.token, u.workspaceId, f.id, 'Keep');
    const before = await snapshotTree(server);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/sidebar/folder', { name: '', workspace_id: u.workspaceId }, 'Folder name cannot be empty'],
      ['/sidebar/folder/rename', { folder_id: f.id, name: '  ' }, 'Folder name cannot be empty'],
      [
        '/sidebar/project',
        { name: '', folder_id: null, workspace_id: u.workspaceId },
        'Project name cannot be empty',
      ],
      ['/sidebar/project/rename', { project_id: p.id }, 'Project name cannot be empty'],
    ];
    for (const [path, body, message] of cases) {
      const r = await post(path, body, u.token);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('renames', async () => {
    const u = await freshUser();
    const f = await newFolder(server, u.token, u.workspaceId, 'Before');
    expect(
      (await post('/sidebar/folder/rename', { folder_id: f.id, name: 'After' }, u.token)).body.code,
    ).toBe(200);
    const r = await listFolders(server, u.token, { workspace_id: u.workspaceId });
    expect(r.folders[0].name).toBe('After');
  });

  it('refuses to rename or delete the uncategorized folder', async () => {
    const u = await freshUser();
    await newProject(server, u.token, u.workspaceId, null);
    const before = await snapshotTree(server);
    for (const [path, body] of [
      ['/sidebar/folder/rename', { folder_id: 'uncategorized', name: 'Mine' }],
      ['/sidebar/folder/delete', { folder_id: 'uncategorized' }],
    ] as const) {
      const r = await post(path, body, u.token);
      expect(r.body).toMatchObject({
        code: Code.INVALID_INPUT,
        message: 'The uncategorized folder cannot be changed',
      });
    }
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('deleting a folder keeps its projects: they move to the top of uncategorized in their order', async () => {
    const u = await freshUser();
    const f = await newFolder(server, u.token, u.workspaceId);
    const keep = await newFolder(server, u.token, u.workspaceId, 'Keep');
    await newProject(server, u.token, u.workspaceId, null, 'loose-1');
    await newProject(server, u.token, u.workspaceId, null, 'loose-2');
    await newProject(server, u.token, u.workspaceId, f.id, 'in-1');
    await newProject(server, u.token, u.workspaceId, f.id, 'in-2');
    await newProject(server, u.token, u.workspaceId, f.id, 'in-3');
    await newProject(server, u.token, u.workspaceId, keep.id, 'kept');

    const r = await post('/sidebar/folder/delete', { folder_id: f.id }, u.token);
    expect(r.body.code).toBe(200);
    const folders = await listFolders(server, u.token, { workspace_id: u.workspaceId });
    expect(folders.folders.map((x) => [x.name, x.project_num])).toEqual([
      ['Keep', 1],
      ['Uncategorized', 5],
    ]);
    const loose = await listProjects(server, u.token, u.workspaceId, 'uncategorized');
    expect(loose.projects.map((p) => p.name)).toEqual([
      'in-3',
      'in-2',
      'in-1',
      'loose-2',
      'loose-1',
    ]);
    expect(loose.projects.every((p) => p.folder_id === null)).toBe(true);
    expect((await listProjects(server, u.token, u.workspaceId, keep.id)).total_pro).toBe(1);
  });

  it('sorts folders; an uncategorized entry in the list is ignored', async () => {
    const u = await freshUser();
    const a = await newFolder(server, u.token, u.workspaceId, 'A');
    const b = await newFolder(server, u.token, u.workspaceId, 'B');
    const c = await newFolder(server, u.token, u.workspaceId, 'C');
    const r = await post(
      '/sidebar/folder/sort',
      {
        folder_detail: [
          { id: a.id, sort_order: 3 },
          { id: c.id, sort_order: 2 },
          { id: b.id, sort_order: 1 },
          { id: 'uncategorized', sort_order: 0 },
        ],
      },
      u.token,
    );
    expect(r.body.code).toBe(200);
    const list = await listFolders(server, u.token, { workspace_id: u.workspaceId });
    expect(list.folders.map((f) => [f.name, f.sort_order])).toEqual([
      ['A', 3],
      ['C', 2],
      ['B', 1],
      ['Uncategorized', 0],
    ]);
    // The next folder still goes on top.
    expect((await newFolder(server, u.token, u.workspaceId, 'D')).sort_order).toBe(4);
  });

  it('refuses a malformed folder order and changes nothing', async () => {
    const u = await freshUser();
    const a = await newFolder(server, u.token, u.workspaceId, 'A');
    const before = await snapshotTree(server);
    for (const [detail, message] of [
      [[], 'Folder order cannot be empty'],
      [undefined, 'Folder order must be an array'],
      [
        [
          { id: a.id, sort_order: 1 },
          { id: a.id, sort_order: 2 },
        ],
        'Folder order lists an id twice',
      ],
      [[{ id: a.id, sort_order: -1 }], 'Sort order cannot be negative'],
      [[{ id: a.id, sort_order: 'x' }], 'Sort order must be a number'],
      [[{ sort_order: 1 }], 'Folder ID cannot be empty'],
    ] as const) {
      const r = await post('/sidebar/folder/sort', { folder_detail: detail }, u.token);
      expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
    expect(await snapshotTree(server)).toEqual(before);
  });

  it("refuses to sort folders of two of the caller's workspaces together (1001)", async () => {
    const u = await freshUser();
    const other = await newWorkspace(server, u.token);
    const a = await newFolder(server, u.token, u.workspaceId);
    const b = await newFolder(server, u.token, other);
    const before = await snapshotTree(server);
    const r = await post(
      '/sidebar/folder/sort',
      {
        folder_detail: [
          { id: a.id, sort_order: 9 },
          { id: b.id, sort_order: 8 },
        ],
      },
      u.token,
    );
    expect(r.body.code).toBe(Code.INVALID_INPUT);
    expect(await snapshotTree(server)).toEqual(before);
  });
});

describe('projects: create, rename, delete', () => {
  it('creates at the top of its folder; null and "uncategorized" both mean no folder', async () => {
    const u = await freshUser();
    const f = await newFolder(server, u.token, u.workspaceId);
    const a = await newProject(server, u.token, u.workspaceId, null, 'a');
    const b = await newProject(server, u.token, u.workspaceId, 'uncategorized', 'b');
    const c = await newProject(server, u.token, u.workspaceId, f.id, 'c');
    expect([a.sort_order, b.sort_order, c.sort_order]).toEqual([1, 2, 1]);
    expect([a.folder_id, b.folder_id, c.folder_id]).toEqual([null, null, f.id]);
    expect(await projectRow(c.id)).toMatchObject({
      workspace_id: u.workspaceId,
      folder_id: f.id,
      name: 'c',
    });
  });

  it("creates in the folder's workspace when no workspace is named", async () => {
    const u = await freshUser();
    const other = await newWorkspace(server, u.token);
    const f = await newFolder(server, u.token, other);
    await listFolders(server, u.token, { workspace_id: u.workspaceId, switch_workspace: true });
    const r = await server.call<{ project: { id: string } }>(
      'POST',
      '/sidebar/project',
      { name: 'p', folder_id: f.id },
      { token: u.token },
    );
    expect((await projectRow(r.body.data.project.id))?.workspace_id).toBe(other);
  });

  it("refuses a folder of another of the caller's workspaces than the one named (1004)", async () => {
    const u = await freshUser();
    const other = await newWorkspace(server, u.token);
    const f = await newFolder(server, u.token, other);
    const before = await snapshotTree(server);
    const r = await post(
      '/sidebar/project',
      { name: 'p', folder_id: f.id, workspace_id: u.workspaceId },
      u.token,
    );
    expect(r.body.code).toBe(Code.NOT_FOUND);
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('renames and deletes', async () => {
    const u = await freshUser();
    const p = await newProject(server, u.token, u.workspaceId, null, 'old');
    const other = await newProject(server, u.token, u.workspaceId, null, 'other');
    expect(
      (await post('/sidebar/project/rename', { project_id: p.id, name: 'new' }, u.token)).body.code,
    ).toBe(200);
    expect((await projectRow(p.id))?.name).toBe('new');
    expect((await post('/sidebar/project/delete', { project_id: p.id }, u.token)).body.code).toBe(
      200,
    );
    expect(await projectRow(p.id)).toBeUndefined();
    expect(await projectRow(other.id)).toBeDefined();
  });
});

describe('POST /sidebar/project/move', () => {
  async function scene() {
    const u = await freshUser();
    const from = await newFolder(server, u.token, u.workspaceId, 'From');
    const to = await newFolder(server, u.token, u.workspaceId, 'To');
    const moved = await newProject(server, u.token, u.workspaceId, from.id, 'moved');
    const t1 = await newProject(server, u.token, u.workspaceId, to.id, 't1');
    const t2 = await newProject(server, u.token, u.workspaceId, to.id, 't2');
    return { u, from, to, moved, t1, t2 };
  }
  const names = async (s: Awaited<ReturnType<typeof scene>>, folder: string) =>
    (await listProjects(server, s.u.token, s.u.workspaceId, folder)).projects.map((p) => p.name);

  it('puts the project at the top of the target folder', async () => {
    const s = await scene();
    const r = await post(
      '/sidebar/project/move',
      { project_id: s.moved.id, from_folder_id: s.from.id, to_folder_id: s.to.id, sort_detail: [] },
      s.u.token,
    );
    expect(r.body.code).toBe(200);
    expect(await names(s, s.to.id)).toEqual(['moved', 't2', 't1']);
    expect(await names(s, s.from.id)).toEqual([]);
    expect(await projectRow(s.moved.id)).toMatchObject({ folder_id: s.to.id, sort_order: 3 });
  });

  it('applies sort_detail positions, which may place the moved project', async () => {
    const s = await scene();
    const r = await post(
      '/sidebar/project/move',
      {
        project_id: s.moved.id,
        from_folder_id: s.from.id,
        to_folder_id: s.to.id,
        sort_detail: [
          { id: s.t2.id, sort_order: 3 },
          { id: s.moved.id, sort_order: 2 },
          { id: s.t1.id, sort_order: 1 },
        ],
      },
      s.u.token,
    );
    expect(r.body.code).toBe(200);
    expect(await names(s, s.to.id)).toEqual(['t2', 'moved', 't1']);
  });

  it('moves to and from uncategorized (null or "uncategorized")', async () => {
    const s = await scene();
    await newProject(server, s.u.token, s.u.workspaceId, null, 'loose');
    let r = await post(
      '/sidebar/project/move',
      { project_id: s.moved.id, from_folder_id: s.from.id, to_folder_id: 'uncategorized' },
      s.u.token,
    );
    expect(r.body.code).toBe(200);
    expect(await names(s, 'uncategorized')).toEqual(['moved', 'loose']);
    r = await post(
      '/sidebar/project/move',
      { project_id: s.moved.id, from_folder_id: null, to_folder_id: s.from.id },
      s.u.token,
    );
    expect(r.body.code).toBe(200);
    expect(await projectRow(s.moved.id)).toMatchObject({ folder_id: s.from.id });
  });

  it('reorders within a folder', async () => {
    const s = await scene();
    const r = await post(
      '/sidebar/project/move',
      {
        project_id: s.t1.id,
        from_folder_id: s.to.id,
        to_folder_id: s.to.id,
        sort_detail: [
          { id: s.t1.id, sort_order: 2 },
          { id: s.t2.id, sort_order: 1 },
        ],
      },
      s.u.token,
    );
    expect(r.body.code).toBe(200);
    expect(await names(s, s.to.id)).toEqual(['t1', 't2']);
  });

  it('moves where the user dropped it even when from_folder_id is stale', async () => {
    const s = await scene();
    const r = await post(
      '/sidebar/project/move',
      { project_id: s.moved.id, from_folder_id: s.to.id, to_folder_id: s.to.id },
      s.u.token,
    );
    expect(r.body.code).toBe(200);
    expect(await projectRow(s.moved.id)).toMatchObject({ folder_id: s.to.id });
  });

  it("refuses a target folder or sort id of another of the caller's workspaces and changes nothing", async () => {
    const s = await scene();
    const other = await newWorkspace(server, s.u.token);
    const otherFolder = await newFolder(server, s.u.token, other);
    const otherProject = await newProject(server, s.u.token, other, null);
    const before = await snapshotTree(server);
    const refusals: [Record<string, unknown>, number][] = [
      [{ to_folder_id: otherFolder.id }, Code.NOT_FOUND],
      [{ from_folder_id: otherFolder.id, to_folder_id: s.to.id }, Code.NOT_FOUND],
      [
        { to_folder_id: s.to.id, sort_detail: [{ id: otherProject.id, sort_order: 5 }] },
        Code.INVALID_INPUT,
      ],
      [
        { to_folder_id: s.to.id, sort_detail: [{ id: 'no-such-project', sort_order: 5 }] },
        Code.NOT_FOUND,
      ],
    ];
    for (const [body, code] of refusals) {
      const r = await post('/sidebar/project/move', { project_id: s.moved.id, ...body }, s.u.token);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await snapshotTree(server)).toEqual(before);
  });
});

describe('members work in the tree like owners', () => {
  it("a member sees and edits the owner's tree", async () => {
    const owner = await freshUser();
    const member = await freshUser();
    const team = await newWorkspace(server, owner.token, 'Team');
    await addMember(server, team, member.email);
    const f = await newFolder(server, member.token, team, 'By member');
    await newProject(server, owner.token, team, f.id, 'By owner');
    const r = await listFolders(server, member.token, { workspace_id: team });
    expect(r.folders.map((x) => [x.name, x.project_num])).toEqual([
      ['By member', 1],
      ['Uncategorized', 0],
    ]);
  });
});
