import { expect } from 'vitest';
import type { TestServer } from '../../test/test-server';

/** Test helpers that build a tree through the real API. Used only by *.test.ts files. */

export interface FolderRow {
  id: string;
  name: string;
  sort_order: number;
  project_num: number;
  is_uncategorized: boolean;
  created_at: string;
  latest_video_image: string | null;
}
export interface ProjectRow {
  id: string;
  name: string;
  sort_order: number;
  folder_id: string | null;
  created_at: string;
  latest_video_image: string | null;
}

async function ok<T>(promise: Promise<{ body: { code: number; message: string; data: T } }>) {
  const r = await promise;
  expect(r.body, r.body.message).toMatchObject({ code: 200 });
  return r.body.data;
}

export const newWorkspace = async (server: TestServer, token: string, name = 'Team') =>
  (
    await ok(
      server.call<{ workspace: { id: string; name: string } }>(
        'POST',
        '/workspace',
        { name },
        { token },
      ),
    )
  ).workspace.id;

export const newFolder = async (
  server: TestServer,
  token: string,
  workspaceId: string,
  name = 'Folder',
) =>
  (
    await ok(
      server.call<{ folder: { id: string; name: string; sort_order: number } }>(
        'POST',
        '/sidebar/folder',
        { name, workspace_id: workspaceId },
        { token },
      ),
    )
  ).folder;

export const newProject = async (
  server: TestServer,
  token: string,
  workspaceId: string,
  folderId: string | null,
  name = 'Project',
) =>
  (
    await ok(
      server.call<{
        project: { id: string; name: string; sort_order: number; folder_id: string | null };
      }>(
        'POST',
        '/sidebar/project',
        { name, folder_id: folderId, workspace_id: workspaceId },
        {
          token,
        },
      ),
    )
  ).project;

export const listFolders = (server: TestServer, token: string, body: Record<string, unknown>) =>
  ok(
    server.call<{
      current_num: number;
      total_page: number;
      total_folder: number;
      folders: FolderRow[];
      keep_folders: boolean;
    }>('POST', '/sidebar/folders', body, { token }),
  );

export const listProjects = (
  server: TestServer,
  token: string,
  workspaceId: string,
  folderId: string,
  page: { current_page?: number; page_size?: number } = {},
) =>
  ok(
    server.call<{
      current_num: number;
      total_page: number;
      total_pro: number;
      projects: ProjectRow[];
    }>(
      'POST',
      '/sidebar/folder/projects',
      { workspace_id: workspaceId, folder_id: folderId, ...page },
      { token },
    ),
  );
