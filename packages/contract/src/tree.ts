import { z } from 'zod';
import {
  idInput,
  nameInput,
  optString,
  reqArray,
  reqBoolean,
  reqNumber,
  reqString,
} from './fields';
import { SORT_ENTRIES_MAX, UNCATEGORIZED_FOLDER_ID } from './limits';
import { optionalIdInput, pageInput, pageSizeInput } from './workspaces';

/** core.md §7 folder and project tree calls (the creation sidebar): wire shapes in snake_case. */

/**
 * The 1004 message of a folder id that exists nowhere, e.g. one a teammate's reload dissolved:
 * an open tab that still shows the folder reads it to catch up (issue 24).
 */
export const FOLDER_NOT_FOUND = 'Folder not found';

/** A folder reference where null, blank or `uncategorized` all mean "no folder" (null). */
export const folderRefInput = (label: string) =>
  optionalIdInput(label).transform((v) => (v === UNCATEGORIZED_FOLDER_ID ? null : v));

const flagInput = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `${label} must be a boolean` })
    .nullish()
    .transform((v) => v === true || v === 1);

const sortOrderInput = z
  .number({ error: 'Sort order must be a number' })
  .int('Sort order must be an integer')
  .min(0, 'Sort order cannot be negative')
  .max(Number.MAX_SAFE_INTEGER, 'Sort order is too large');

/** One `{id, sort_order}` entry of a reorder; ids are unique within a request. */
const sortEntries = (label: string, itemLabel: string) =>
  z
    .array(z.object({ id: idInput(`${itemLabel} ID`), sort_order: sortOrderInput }), {
      error: `${label} must be an array`,
    })
    .max(SORT_ENTRIES_MAX, `${label} lists more than ${SORT_ENTRIES_MAX} items`)
    .refine((list) => new Set(list.map((e) => e.id)).size === list.length, {
      message: `${label} lists an id twice`,
    });

export const folderListRequest = z.object({
  workspace_id: optionalIdInput('Workspace ID'),
  current_page: pageInput('Current page'),
  page_size: pageSizeInput(),
  switch_workspace: flagInput('Switch workspace'),
});
export const folderItem = z.object({
  id: reqString('ID'),
  name: reqString('Name'),
  sort_order: reqNumber('Sort order'),
  project_num: reqNumber('Project number'),
  is_uncategorized: reqBoolean('Is uncategorized'),
  created_at: reqString('Created at'),
  latest_video_image: optString('Latest video image'),
});
export const folderListReply = z.object({
  current_num: reqNumber('Current number'),
  total_page: reqNumber('Total page'),
  total_folder: reqNumber('Total folder'),
  folders: reqArray('Folders', folderItem),
  /**
   * The workspace's "Keep folders across reloads" setting (issue 24), so the load that is a
   * refresh knows whether core.md §4's rule dissolves folders; absent means the rule holds.
   */
  keep_folders: z.boolean().nullish(),
});

export const projectListRequest = z.object({
  workspace_id: optionalIdInput('Workspace ID'),
  folder_id: idInput('Folder'),
  current_page: pageInput('Current page'),
  page_size: pageSizeInput(),
});
export const projectItem = z.object({
  id: reqString('ID'),
  name: reqString('Name'),
  sort_order: reqNumber('Sort order'),
  folder_id: optString('Folder ID'),
  created_at: reqString('Created at'),
  latest_video_image: optString('Latest video image'),
});
export const projectListReply = z.object({
  current_num: reqNumber('Current number'),
  total_page: reqNumber('Total page'),
  total_pro: reqNumber('Total projects'),
  projects: reqArray('Projects', projectItem),
});

export const createFolderRequest = z.object({
  name: nameInput('Folder'),
  workspace_id: optionalIdInput('Workspace ID'),
});
export const createFolderReply = z.object({
  folder: z.object(
    { id: reqString('ID'), name: reqString('Name'), sort_order: reqNumber('Sort order') },
    { error: 'Folder cannot be empty' },
  ),
});

export const deleteFolderRequest = z.object({ folder_id: idInput('Folder ID') });
export const renameFolderRequest = z.object({
  folder_id: idInput('Folder ID'),
  name: nameInput('Folder'),
});
export const sortFoldersRequest = z.object({
  folder_detail: sortEntries('Folder order', 'Folder').refine((list) => list.length > 0, {
    message: 'Folder order cannot be empty',
  }),
});

export const createProjectRequest = z.object({
  name: nameInput('Project'),
  folder_id: folderRefInput('Folder ID'),
  workspace_id: optionalIdInput('Workspace ID'),
});
export const createProjectReply = z.object({
  project: z.object(
    {
      id: reqString('ID'),
      name: reqString('Name'),
      sort_order: reqNumber('Sort order'),
      folder_id: optString('Folder ID'),
    },
    { error: 'Project cannot be empty' },
  ),
});

export const renameProjectRequest = z.object({
  project_id: idInput('Project ID'),
  name: nameInput('Project'),
});
export const deleteProjectRequest = z.object({ project_id: idInput('Project ID') });

/** Moves a project to the top of `to_folder_id`, then applies `sort_detail` (project orders). */
export const moveProjectRequest = z.object({
  project_id: idInput('Project ID'),
  from_folder_id: folderRefInput('From folder ID'),
  to_folder_id: folderRefInput('To folder ID'),
  sort_detail: sortEntries('Project order', 'Project')
    .nullish()
    .transform((v) => v ?? []),
});
