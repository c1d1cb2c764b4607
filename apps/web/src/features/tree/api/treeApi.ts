import {
  Code,
  createFolderReply,
  createProjectReply,
  FOLDER_NOT_FOUND,
  folderListReply,
  projectListReply,
  projectVideosReply,
  TREE_PAGE,
  TREE_PAGE_SIZE,
  UNCATEGORIZED_FOLDER_ID,
  VIDEO_PAGE_SIZE,
} from '@talkreel/contract';
import { isApiError } from '../../../api/ApiError';
import { callApi } from '../../../api/client';
import { notMemberWorkspaceId } from '../../../api/refusals';
import { showErrorToast } from '../../../api/showErrorToast';

/** The folder and project tree calls of core.md §7; lists use page 1, size 1000. */

let goneFolderListener: (() => void) | null = null;

/**
 * Who takes over when a change names a folder the server no longer has (state/goneFolders.ts):
 * a teammate's reload dissolved it, so "Folder not found" would only confuse (issue 24).
 */
export function onGoneFolder(listener: () => void): () => void {
  goneFolderListener = listener;
  return () => {
    if (goneFolderListener === listener) goneFolderListener = null;
  };
}

/**
 * A change that names folders: a refusal for a folder that is gone goes to the listener
 * instead of the catalogue toast; any other failure is toasted as usual (unless `toast` is
 * false: housekeeping, which neither toasts nor catches up).
 */
async function namingFolders<T>(call: () => Promise<T>, toast = true): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (toast && isApiError(err)) {
      const gone = err.code === Code.NOT_FOUND && err.message === FOLDER_NOT_FOUND;
      if (gone && goneFolderListener) goneFolderListener();
      // A removal from the product is the shell's to tell (api/client.ts reportFailure).
      else if (notMemberWorkspaceId(err) === null) showErrorToast(err);
    }
    throw err;
  }
}

export const listFolders = (
  workspaceId: string,
  switchWorkspace: boolean,
  options: { toast?: boolean } = {},
) =>
  callApi('/sidebar/folders', {
    method: 'POST',
    body: {
      workspace_id: workspaceId,
      current_page: TREE_PAGE,
      page_size: TREE_PAGE_SIZE,
      switch_workspace: switchWorkspace,
    },
    reply: folderListReply,
    toast: options.toast,
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
  namingFolders(() =>
    callApi('/sidebar/folder/rename', {
      method: 'POST',
      body: { folder_id: folderId, name },
      toast: false,
    }),
  );

export const deleteFolder = (folderId: string, options: { toast?: boolean } = {}) =>
  namingFolders(
    () =>
      callApi('/sidebar/folder/delete', {
        method: 'POST',
        body: { folder_id: folderId },
        toast: false,
      }),
    options.toast,
  );

export const sortFolders = (folderDetail: { id: string; sort_order: number }[]) =>
  namingFolders(() =>
    callApi('/sidebar/folder/sort', {
      method: 'POST',
      body: { folder_detail: folderDetail },
      toast: false,
    }),
  );

export const createProject = (workspaceId: string, name: string, folderId: string) =>
  namingFolders(() =>
    callApi('/sidebar/project', {
      method: 'POST',
      body: {
        name,
        folder_id: folderId === UNCATEGORIZED_FOLDER_ID ? null : folderId,
        workspace_id: workspaceId,
      },
      reply: createProjectReply,
      toast: false,
    }),
  );

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
  namingFolders(
    () =>
      callApi('/sidebar/project/move', {
        method: 'POST',
        body: {
          project_id: input.projectId,
          from_folder_id: wireFolder(input.fromKey),
          to_folder_id: wireFolder(input.toKey),
          sort_detail: input.sortDetail,
        },
        toast: false,
      }),
    options.toast,
  );

/** A project's videos (creation.md §7); `null` when it has none yet. */
export const listProjectVideos = (projectId: string) =>
  callApi('/video/videos-by-folder-project', {
    method: 'POST',
    body: { project_id: projectId, current_page: TREE_PAGE, page_size: VIDEO_PAGE_SIZE },
    reply: projectVideosReply,
    toast: false,
  });
