import {
  createWorkspaceReply,
  emptyReply,
  folderListReply,
  TREE_PAGE,
  TREE_PAGE_SIZE,
  workspaceListReply,
  workspaceSettingsReply,
} from '@talkreel/contract';
import { callApi } from '../../api/client';

/** The product list uses page 1, size 1000 (core.md §7 answer handling). */
export const listWorkspaces = () =>
  callApi('/workspace/list', {
    method: 'POST',
    body: { page: TREE_PAGE, page_size: TREE_PAGE_SIZE },
    reply: workspaceListReply,
  });

export const createWorkspace = (name: string, description = '') =>
  callApi('/workspace', {
    method: 'POST',
    body: { name, description },
    reply: createWorkspaceReply,
  });

/** The list carries no description, so none is sent: the server keeps the stored one. */
export const renameWorkspace = (id: string, name: string) =>
  callApi(`/workspace/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
    reply: emptyReply,
  });

/** The owner's "Keep folders across reloads" (issue 24); the server refuses anyone else. */
export const setKeepFolders = (id: string, keepFolders: boolean) =>
  callApi(`/workspace/${encodeURIComponent(id)}/settings`, {
    method: 'PUT',
    body: { keep_folders: keepFolders },
    reply: workspaceSettingsReply,
  });

export const deleteWorkspace = (id: string) =>
  callApi(`/workspace/${encodeURIComponent(id)}`, { method: 'DELETE', reply: emptyReply });

/**
 * Makes `id` the account's current workspace on the server (the one members calls act on):
 * the folder list with switch_workspace, as the spec's product switch does (core.md §7).
 */
export const switchWorkspace = (id: string) =>
  callApi('/sidebar/folders', {
    method: 'POST',
    body: {
      workspace_id: id,
      current_page: TREE_PAGE,
      page_size: TREE_PAGE_SIZE,
      switch_workspace: true,
    },
    reply: folderListReply,
  });
