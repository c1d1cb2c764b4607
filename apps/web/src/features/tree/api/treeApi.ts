import {
  createFolderReply,
  createProjectReply,
  folderListReply,
  projectListReply,
  projectVideosReply,
  TREE_PAGE,
  TREE_PAGE_SIZE,
  UNCATEGORIZED_FOLDER_ID,
  VIDEO_PAGE_SIZE,
} from '@talkreel/contract';
import { callApi } from '../../../api/client';

/** The folder and project tree calls of core.md §7; lists use page 1, size 1000. */

export const listFolders = (workspaceId: string, switchWorkspace: boolean) =>
  callApi('/sidebar/folders', {
    method: 'POST',
    body: {
      workspace_id: workspaceId,
      current_page: TREE_PAGE,
      page_size: TREE_PAGE_SIZE,
      switch_workspace: switchWorkspace,
    },
    reply: folderListReply,
  });

export const listProjects = (
  workspaceId: string,
  folderId: string,
  options: { toast?: boolean } = {},
) =>
  callApi('/sidebar/folder/projects', {
    method: 'POST',
    body: {
      workspace_id: workspaceId,
      folder_id: folderId,
      current_page: TREE_PAGE,
      page_size: TREE_PAGE_SIZE,
    },
    reply: projectListReply,
    toast: options.toast,
  });

export const createFolder = (workspaceId: string, name: string) =>
  callApi('/sidebar/folder', {
    method: 'POST',
    body: { name, workspace_id: workspaceId },
    reply: createFolderReply,
  });

/**
 * A refused folder rename shows the server's message like every other refused change (issue 24),
 * where core.md §8 had it only logged: an undo without a word read as a lost edit.
 */
export const renameFolder = (folderId: string, name: string) =>
  callApi('/sidebar/folder/rename', { method: 'POST', body: { folder_id: folderId, name } });

export const deleteFolder = (folderId: string, options: { toast?: boolean } = {}) =>
  callApi('/sidebar/folder/delete', {
    method: 'POST',
    body: { folder_id: folderId },
    toast: options.toast,
  });

export const sortFolders = (folderDetail: { id: string; sort_order: number }[]) =>
  callApi('/sidebar/folder/sort', { method: 'POST', body: { folder_detail: folderDetail } });

export const createProject = (workspaceId: string, name: string, folderId: string) =>
  callApi('/sidebar/project', {
    method: 'POST',
    body: {
      name,
      folder_id: folderId === UNCATEGORIZED_FOLDER_ID ? null : folderId,
      workspace_id: workspaceId,
    },
    reply: createProjectReply,
  });

export const renameProject = (projectId: string, name: string) =>
  callApi('/sidebar/project/rename', { method: 'POST', body: { project_id: projectId, name } });

export const deleteProject = (projectId: string) =>
  callApi('/sidebar/project/delete', { method: 'POST', body: { project_id: projectId } });

const wireFolder = (key: string) => (key === UNCATEGORIZED_FOLDER_ID ? null : key);

/** Moves a project to the top of `toKey`, then applies `sortDetail` (core.md §7). */
export const moveProject = (
  input: {
    projectId: string;
    fromKey: string;
    toKey: string;
    sortDetail: { id: string; sort_order: number }[];
  },
  options: { toast?: boolean } = {},
) =>
  callApi('/sidebar/project/move', {
    method: 'POST',
    body: {
      project_id: input.projectId,
      from_folder_id: wireFolder(input.fromKey),
      to_folder_id: wireFolder(input.toKey),
      sort_detail: input.sortDetail,
    },
    toast: options.toast,
  });

/** A project's videos (creation.md §7); `null` when it has none yet. */
export const listProjectVideos = (projectId: string) =>
  callApi('/video/videos-by-folder-project', {
    method: 'POST',
    body: { project_id: projectId, current_page: TREE_PAGE, page_size: VIDEO_PAGE_SIZE },
    reply: projectVideosReply,
    toast: false,
  });
