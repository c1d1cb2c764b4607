import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  addMember,
  currentWorkspaceOf,
  snapshotTree,
  userIdOf,
} from '../workspaces/test-membership';
import { newFolder, newProject, newWorkspace } from './test-tree';

/**
 * The authorization matrix of every workspace and tree call: anonymous (1002), a member of
 * another workspace (1003 for existing ids, 1004 for unknown ones), a member and the owner.
 * Every refusal re-reads the rows to prove nothing changed.
 */

let server: TestServer;
type User = { email: string; token: string };
let owner: User;
let member: User;
let outsider: User;
/** The outsider's own items, for requests that mix them with the scene's. */
let outside: { workspace: string; folder: string; project: string };

beforeAll(async () => {
  server = await startTestServer();
  [owner, member, outsider] = [await signUp(server), await signUp(server), await signUp(server)];
  const workspace = (await currentWorkspaceOf(server, outsider.email))!;
  const folder = (await newFolder(server, outsider.token, workspace)).id;
  const project = (await newProject(server, outsider.token, workspace, folder)).id;
  outside = { workspace, folder, project };
});
afterAll(() => server.close());

/** A workspace of `owner` that `member` belongs to, with two folders and two projects. */
interface Scene {
  ws: string;
  folder: string;
  folder2: string;
  project: string;
  project2: string;
}
async function makeScene(): Promise<Scene> {
  const ws = await newWorkspace(server, owner.token, 'Scene');
  const folder = (await newFolder(server, owner.token, ws, 'F1')).id;
  const folder2 = (await newFolder(server, owner.token, ws, 'F2')).id;
  const project = (await newProject(server, owner.token, ws, folder, 'P1')).id;
  const project2 = (await newProject(server, owner.token, ws, null, 'P2')).id;
  await addMember(server, ws, member.email);
  return { ws, folder, folder2, project, project2 };
}

/** Items of the caller's own workspace. */
type Mine = { folder: string; project: string };
type Request = [method: string, path: string, body?: Record<string, unknown>];
interface Case {
  name: string;
  request: (s: Scene) => Request;
  /** Requests naming the scene's items, refused for the outsider with 1003. */
  foreign?: (s: Scene) => Request[];
  /** Requests naming ids that do not exist (beside the caller's own items), refused with 1004. */
  missing?: (s: Scene, mine: Mine) => Request[];
  /** Requests mixing the scene's items with the outsider's, refused for the member with 1003. */
  mixed?: (s: Scene) => Request[];
  /** Code for the member; 200 unless only an owner may. */
  memberCode?: number;
  /** What the outsider gets for `request` when it names nothing of the scene. */
  outsiderOk?: boolean;
  /** The effect of a successful call, checked by re-reading. */
  check: (s: Scene, actor: User, data: unknown) => Promise<void>;
}

const db = () => server.ctx.db;
const folderRow = (id: string) =>
  db().selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirst();
const projectRow = (id: string) =>
  db().selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
const workspaceRow = (id: string) =>
  db().selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();

const cases: Case[] = [
  {
    name: 'POST /workspace/list',
    request: () => ['POST', '/workspace/list', { page: 1, page_size: 1000 }],
    outsiderOk: true,
    check: async (s, actor, data) => {
      const list = (data as { workspaces: { id: string; role: string }[] }).workspaces;
      const entry = list.find((w) => w.id === s.ws);
      if (actor === outsider) expect(entry).toBeUndefined();
      else expect(entry?.role).toBe(actor === owner ? 'owner' : 'member');
    },
  },
  {
    name: 'POST /workspace',
    request: () => ['POST', '/workspace', { name: 'Created' }],
    outsiderOk: true,
    check: async (_s, actor, data) => {
      const { id } = (data as { workspace: { id: string } }).workspace;
      const row = await db()
        .selectFrom('workspace_members')
        .select('role')
        .where('workspace_id', '=', id)
        .where('user_id', '=', await userIdOf(server, actor.email))
        .executeTakeFirst();
      expect(row?.role).toBe('owner');
    },
  },
  {
    name: 'PUT /workspace/{id}',
    request: (s) => ['PUT', `/workspace/${s.ws}`, { name: 'Renamed', description: 'd' }],
    missing: () => [['PUT', '/workspace/no-such-workspace', { name: 'Renamed' }]],
    check: async (s) => {
      expect((await workspaceRow(s.ws))?.name).toBe('Renamed');
    },
  },
  {
    name: 'DELETE /workspace/{id}',
    request: (s) => ['DELETE', `/workspace/${s.ws}`],
    missing: () => [['DELETE', '/workspace/no-such-workspace']],
    memberCode: Code.ACCESS_RESTRICTED,
    check: async (s) => {
      expect(await workspaceRow(s.ws)).toBeUndefined();
      expect(await projectRow(s.project)).toBeUndefined();
      expect(await folderRow(s.folder)).toBeUndefined();
    },
  },
  {
    name: 'POST /sidebar/folders',
    request: (s) => ['POST', '/sidebar/folders', { workspace_id: s.ws, switch_workspace: true }],
    missing: () => [
      ['POST', '/sidebar/folders', { workspace_id: 'no-such-workspace', switch_workspace: true }],
    ],
    check: async (s, actor, data) => {
      const folders = (data as { folders: { id: string }[] }).folders.map((f) => f.id);
      expect(folders).toEqual([s.folder2, s.folder, 'uncategorized']);
      expect(await currentWorkspaceOf(server, actor.email)).toBe(s.ws);
    },
  },
  {
    name: 'POST /sidebar/folder/projects',
    request: (s) => [
      'POST',
      '/sidebar/folder/projects',
      { workspace_id: s.ws, folder_id: s.folder },
    ],
    foreign: (s) => [
      ['POST', '/sidebar/folder/projects', { workspace_id: s.ws, folder_id: 'uncategorized' }],
      ['POST', '/sidebar/folder/projects', { folder_id: s.folder }],
      [
        'POST',
        '/sidebar/folder/projects',
        { workspace_id: outside.workspace, folder_id: s.folder },
      ],
    ],
    missing: (s) => [
      ['POST', '/sidebar/folder/projects', { workspace_id: s.ws, folder_id: 'no-such-folder' }],
    ],
    mixed: (s) => [
      ['POST', '/sidebar/folder/projects', { workspace_id: s.ws, folder_id: outside.folder }],
    ],
    check: async (s, _actor, data) => {
      const projects = (data as { projects: { id: string }[] }).projects.map((p) => p.id);
      expect(projects).toEqual([s.project]);
    },
  },
  {
    name: 'POST /sidebar/folder',
    request: (s) => ['POST', '/sidebar/folder', { name: 'New', workspace_id: s.ws }],
    missing: () => [['POST', '/sidebar/folder', { name: 'New', workspace_id: 'no-such-ws' }]],
    check: async (s, _actor, data) => {
      const { id } = (data as { folder: { id: string } }).folder;
      expect(await folderRow(id)).toMatchObject({ workspace_id: s.ws, name: 'New', sort_order: 3 });
    },
  },
  {
    name: 'POST /sidebar/folder/delete',
    request: (s) => ['POST', '/sidebar/folder/delete', { folder_id: s.folder }],
    missing: () => [['POST', '/sidebar/folder/delete', { folder_id: 'no-such-folder' }]],
    check: async (s) => {
      expect(await folderRow(s.folder)).toBeUndefined();
      expect(await projectRow(s.project)).toMatchObject({ folder_id: null, workspace_id: s.ws });
    },
  },
  {
    name: 'POST /sidebar/folder/rename',
    request: (s) => ['POST', '/sidebar/folder/rename', { folder_id: s.folder, name: 'Renamed' }],
    missing: () => [
      ['POST', '/sidebar/folder/rename', { folder_id: 'no-such-folder', name: 'Renamed' }],
    ],
    check: async (s) => {
      expect((await folderRow(s.folder))?.name).toBe('Renamed');
    },
  },
  {
    name: 'POST /sidebar/folder/sort',
    request: (s) => [
      'POST',
      '/sidebar/folder/sort',
      {
        folder_detail: [
          { id: s.folder, sort_order: 2 },
          { id: s.folder2, sort_order: 1 },
        ],
      },
    ],
    foreign: (s) => [
      [
        'POST',
        '/sidebar/folder/sort',
        {
          folder_detail: [
            { id: outside.folder, sort_order: 2 },
            { id: s.folder, sort_order: 1 },
          ],
        },
      ],
    ],
    missing: (_s, mine) => [
      [
        'POST',
        '/sidebar/folder/sort',
        {
          folder_detail: [
            { id: mine.folder, sort_order: 2 },
            { id: 'no-such-folder', sort_order: 1 },
          ],
        },
      ],
    ],
    mixed: (s) => [
      [
        'POST',
        '/sidebar/folder/sort',
        {
          folder_detail: [
            { id: s.folder, sort_order: 9 },
            { id: outside.folder, sort_order: 8 },
          ],
        },
      ],
    ],
    check: async (s) => {
      expect((await folderRow(s.folder))?.sort_order).toBe(2);
      expect((await folderRow(s.folder2))?.sort_order).toBe(1);
    },
  },
  {
    name: 'POST /sidebar/project',
    request: (s) => [
      'POST',
      '/sidebar/project',
      { name: 'New', folder_id: s.folder, workspace_id: s.ws },
    ],
    foreign: (s) => [
      ['POST', '/sidebar/project', { name: 'New', folder_id: null, workspace_id: s.ws }],
      ['POST', '/sidebar/project', { name: 'New', folder_id: s.folder }],
      [
        'POST',
        '/sidebar/project',
        { name: 'New', folder_id: s.folder, workspace_id: outside.workspace },
      ],
    ],
    missing: (s) => [
      [
        'POST',
        '/sidebar/project',
        { name: 'New', folder_id: 'no-such-folder', workspace_id: s.ws },
      ],
      ['POST', '/sidebar/project', { name: 'New', folder_id: null, workspace_id: 'no-such-ws' }],
    ],
    mixed: (s) => [
      ['POST', '/sidebar/project', { name: 'New', folder_id: outside.folder, workspace_id: s.ws }],
    ],
    check: async (s, _actor, data) => {
      const { id } = (data as { project: { id: string } }).project;
      expect(await projectRow(id)).toMatchObject({
        workspace_id: s.ws,
        folder_id: s.folder,
        name: 'New',
        sort_order: 2,
      });
    },
  },
  {
    name: 'POST /sidebar/project/rename',
    request: (s) => ['POST', '/sidebar/project/rename', { project_id: s.project, name: 'Renamed' }],
    missing: () => [
      ['POST', '/sidebar/project/rename', { project_id: 'no-such-project', name: 'Renamed' }],
    ],
    check: async (s) => {
      expect((await projectRow(s.project))?.name).toBe('Renamed');
    },
  },
  {
    name: 'POST /sidebar/project/delete',
    request: (s) => ['POST', '/sidebar/project/delete', { project_id: s.project }],
    missing: () => [['POST', '/sidebar/project/delete', { project_id: 'no-such-project' }]],
    check: async (s) => {
      expect(await projectRow(s.project)).toBeUndefined();
      expect(await projectRow(s.project2)).toBeDefined();
    },
  },
  {
    name: 'POST /sidebar/project/move',
    request: (s) => [
      'POST',
      '/sidebar/project/move',
      {
        project_id: s.project,
        from_folder_id: s.folder,
        to_folder_id: s.folder2,
        sort_detail: [{ id: s.project, sort_order: 7 }],
      },
    ],
    foreign: (s) => [
      [
        'POST',
        '/sidebar/project/move',
        { project_id: outside.project, from_folder_id: outside.folder, to_folder_id: s.folder },
      ],
      [
        'POST',
        '/sidebar/project/move',
        {
          project_id: outside.project,
          from_folder_id: outside.folder,
          to_folder_id: outside.folder,
          sort_detail: [{ id: s.project, sort_order: 1 }],
        },
      ],
    ],
    missing: (s, mine) => [
      ['POST', '/sidebar/project/move', { project_id: 'no-such-project', to_folder_id: s.folder }],
      [
        'POST',
        '/sidebar/project/move',
        { project_id: mine.project, to_folder_id: 'no-such-folder' },
      ],
      [
        'POST',
        '/sidebar/project/move',
        {
          project_id: mine.project,
          to_folder_id: mine.folder,
          sort_detail: [{ id: 'no-such-project', sort_order: 1 }],
        },
      ],
    ],
    mixed: (s) => [
      ['POST', '/sidebar/project/move', { project_id: s.project, to_folder_id: outside.folder }],
      [
        'POST',
        '/sidebar/project/move',
        { project_id: s.project, from_folder_id: outside.folder, to_folder_id: s.folder2 },
      ],
      [
        'POST',
        '/sidebar/project/move',
        {
          project_id: s.project,
          to_folder_id: s.folder2,
          sort_detail: [
            { id: s.project2, sort_order: 5 },
            { id: outside.project, sort_order: 4 },
          ],
        },
      ],
    ],
    check: async (s) => {
      expect(await projectRow(s.project)).toMatchObject({ folder_id: s.folder2, sort_order: 7 });
    },
  },
];

/** Sends `request` as `actor` and asserts the code and that no row changed. */
async function expectRefused(actor: User | null, request: Request, code: number) {
  const before = await snapshotTree(server);
  const [method, path, body] = request;
  const r = await server.call(method, path, body, actor ? { token: actor.token } : {});
  expect(r.body.code, `${method} ${path} ${JSON.stringify(body)}`).toBe(code);
  expect(await snapshotTree(server)).toEqual(before);
}

describe.each(cases)('$name', (c) => {
  it('refuses an anonymous caller (1002)', async () => {
    const s = await makeScene();
    await expectRefused(null, c.request(s), Code.SIGN_IN_REQUIRED);
  });

  it('refuses a member of another workspace: 1003 for its ids, 1004 for unknown ids', async () => {
    const s = await makeScene();
    if (c.outsiderOk) {
      const [method, path, body] = c.request(s);
      const r = await server.call(method, path, body, { token: outsider.token });
      expect(r.body.code).toBe(200);
      await c.check(s, outsider, r.body.data);
      return;
    }
    for (const request of [c.request(s), ...(c.foreign?.(s) ?? [])]) {
      await expectRefused(outsider, request, Code.ACCESS_RESTRICTED);
    }
    for (const request of c.missing?.(s, outside) ?? []) {
      await expectRefused(outsider, request, Code.NOT_FOUND);
    }
    for (const request of c.missing?.(s, s) ?? []) {
      await expectRefused(owner, request, Code.NOT_FOUND);
    }
  });

  it(`lets a member of the workspace (${c.memberCode ?? 200})`, async () => {
    const s = await makeScene();
    for (const request of c.mixed?.(s) ?? []) {
      await expectRefused(member, request, Code.ACCESS_RESTRICTED);
    }
    if (c.memberCode) {
      await expectRefused(member, c.request(s), c.memberCode);
      return;
    }
    const [method, path, body] = c.request(s);
    const r = await server.call(method, path, body, { token: member.token });
    expect(r.body.code, r.body.message).toBe(200);
    await c.check(s, member, r.body.data);
  });

  it('lets the owner of the workspace (200)', async () => {
    const s = await makeScene();
    const [method, path, body] = c.request(s);
    const r = await server.call(method, path, body, { token: owner.token });
    expect(r.body.code, r.body.message).toBe(200);
    await c.check(s, owner, r.body.data);
  });
});
