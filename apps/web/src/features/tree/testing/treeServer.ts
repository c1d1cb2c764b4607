import { Code } from '@talkreel/contract';
import {
  type FakeReply,
  fakeServer,
  ok,
  profileOf,
  refuse,
  type SeenCall,
  workspaceList,
} from '../../../test/fakeServer';

/** A folder or project row as the server keeps it (wire shape, snake_case). */
interface Row {
  id: string;
  name: string;
  sort_order: number;
  folder_id?: string | null;
  latest_video_image?: string | null;
}

type Handler = (call: SeenCall) => FakeReply | Promise<FakeReply>;

const CREATED_AT = '2026-03-04T08:09:00.000Z';

/**
 * The tree calls of a signed-in user's product ("w1"), answered from memory the way the real
 * server answers them, behind the fake network of test/fakeServer.ts. Any call can be
 * replaced (held, refused) through `override`.
 */
export function treeServer(
  seed: { folders?: Row[]; projects?: Row[]; keepFolders?: boolean; role?: string } = {},
) {
  const folders: Row[] = (seed.folders ?? []).map((r) => ({ ...r }));
  const settings = { keepFolders: seed.keepFolders ?? false };
  const projects: Row[] = (seed.projects ?? []).map((r) => ({ ...r }));
  let seq = 0;
  const overrides: Record<string, Handler> = {};
  const inFolder = (id: string | null) =>
    projects
      .filter((p) => (p.folder_id ?? null) === id)
      .sort((a, b) => b.sort_order - a.sort_order);
  const top = (rows: Row[]) => rows.reduce((m, r) => Math.max(m, r.sort_order), 0) + 1;
  const body = (call: SeenCall) => call.body as Record<string, unknown>;
  const folderRef = (v: unknown) => (v === 'uncategorized' || !v ? null : String(v));
  const project = (p: Row) => ({ ...p, folder_id: p.folder_id ?? null, created_at: CREATED_AT });

  /** Deletes a folder the server's way: its projects go to the top of uncategorized. */
  const dissolve = (id: string) => {
    const [gone] = folders.splice(
      folders.findIndex((x) => x.id === id),
      1,
    );
    deleted.add(gone.id);
    let order = top(inFolder(null)) + inFolder(gone.id).length;
    for (const p of inFolder(gone.id)) Object.assign(p, { folder_id: null, sort_order: order-- });
  };
  // Folders deleted here: naming one is refused as the real server does. (A folder a test's
  // override made up is not known here, and is taken as it is.)
  const deleted = new Set<string>();
  const folderGone = () => refuse(Code.NOT_FOUND, 'Folder not found');
  const knownFolder = (v: unknown) => !deleted.has(folderRef(v) ?? '');

  const handlers: Record<string, Handler> = {
    'GET /users/profile': () => ok(profileOf('ada@example.com')),
    'POST /workspace/list': () => {
      const list = workspaceList(['Marketing']);
      const [product] = list.workspaces;
      Object.assign(product, { role: seed.role ?? 'owner', keep_folders: settings.keepFolders });
      return ok(list);
    },
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /sidebar/folders': () => {
      const list = [...folders].sort((a, b) => b.sort_order - a.sort_order);
      return ok({
        current_num: 1,
        total_page: 1,
        total_folder: list.length + 1,
        folders: [
          ...list.map((f) => ({
            ...f,
            project_num: inFolder(f.id).length,
            is_uncategorized: false,
            created_at: CREATED_AT,
          })),
          {
            id: 'uncategorized',
            name: 'Uncategorized',
            sort_order: 0,
            project_num: inFolder(null).length,
            is_uncategorized: true,
            created_at: CREATED_AT,
          },
        ],
        keep_folders: settings.keepFolders,
      });
    },
    'POST /sidebar/folder/projects': (call) => {
      const list = inFolder(folderRef(body(call).folder_id)).map(project);
      return ok({ current_num: 1, total_page: 1, total_pro: list.length, projects: list });
    },
    'POST /sidebar/folder': (call) => {
      const folder = { id: `f${++seq}`, name: String(body(call).name), sort_order: top(folders) };
      folders.push(folder);
      return ok({ folder });
    },
    'POST /sidebar/folder/rename': (call) => {
      const f = folders.find((x) => x.id === body(call).folder_id);
      if (!f) return refuse(Code.NOT_FOUND, 'Folder not found');
      f.name = String(body(call).name);
      return ok(null);
    },
    'POST /sidebar/folder/delete': (call) => {
      if (!folders.some((x) => x.id === body(call).folder_id)) {
        return refuse(Code.NOT_FOUND, 'Folder not found');
      }
      dissolve(String(body(call).folder_id));
      return ok(null);
    },
    'POST /sidebar/folder/sort': (call) => {
      for (const e of body(call).folder_detail as { id: string; sort_order: number }[]) {
        const f = folders.find((x) => x.id === e.id);
        if (f) f.sort_order = e.sort_order;
      }
      return ok(null);
    },
    'POST /sidebar/project': (call) => {
      if (!knownFolder(body(call).folder_id)) return folderGone();
      const folderId = folderRef(body(call).folder_id);
      const p = {
        id: `p${++seq}`,
        name: String(body(call).name),
        sort_order: top(inFolder(folderId)),
        folder_id: folderId,
      };
      projects.push(p);
      return ok({ project: p });
    },
    'POST /sidebar/project/rename': (call) => {
      const p = projects.find((x) => x.id === body(call).project_id);
      if (!p) return refuse(Code.NOT_FOUND, 'Project not found');
      p.name = String(body(call).name);
      return ok(null);
    },
    'POST /sidebar/project/delete': (call) => {
      const i = projects.findIndex((x) => x.id === body(call).project_id);
      if (i < 0) return refuse(Code.NOT_FOUND, 'Project not found');
      projects.splice(i, 1);
      return ok(null);
    },
    'POST /sidebar/project/move': (call) => {
      const b = body(call);
      const p = projects.find((x) => x.id === b.project_id);
      if (!p) return refuse(Code.NOT_FOUND, 'Project not found');
      if (!knownFolder(b.from_folder_id) || !knownFolder(b.to_folder_id)) return folderGone();
      const to = folderRef(b.to_folder_id);
      p.sort_order = top(inFolder(to).filter((x) => x !== p));
      p.folder_id = to;
      for (const e of b.sort_detail as { id: string; sort_order: number }[]) {
        const q = projects.find((x) => x.id === e.id);
        if (q) q.sort_order = e.sort_order;
      }
      return ok(null);
    },
    // The video feature is not on the server yet: like an unknown call, 404 with code 1004.
    'POST /video/videos-by-folder-project': () => ({
      status: 404,
      body: { code: Code.NOT_FOUND, message: 'No such call', data: null },
    }),
  };

  const keys = Object.keys(handlers);
  const net = fakeServer(
    Object.fromEntries(
      keys.map((k) => [k, (call: SeenCall) => (overrides[k] ?? handlers[k])(call)]),
    ),
  );
  return {
    ...net,
    folders,
    projects,
    /** Answers `key` ("POST /sidebar/project/rename") with `handler` from now on. */
    override(key: string, handler: Handler | null) {
      if (handler) overrides[key] = handler;
      else delete overrides[key];
    },
    namesIn: (folderId: string | null) => inFolder(folderId).map((p) => p.name),
    /** What another member's reload does to a folder while this tab shows it (issue 24). */
    dissolveElsewhere: dissolve,
    settings,
  };
}

/** A reply the test releases by hand, to look at the screen while the call is in flight. */
export function held() {
  let release: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((r) => {
    release = r;
  });
  return { reply, release: (r: FakeReply) => release(r) };
}

export const failure = () => refuse(Code.OPERATION_FAILED, 'Please try again later.');
