import {
  createFolderReply,
  createFolderRequest,
  createProjectReply,
  createProjectRequest,
  deleteFolderRequest,
  deleteProjectRequest,
  emptyReply,
  folderListReply,
  folderListRequest,
  LIST_BODY_MAX_BYTES,
  moveProjectRequest,
  projectListReply,
  projectListRequest,
  renameFolderRequest,
  renameProjectRequest,
  sortFoldersRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { createFolder, deleteFolder, renameFolder, sortFolders } from './folders';
import { listFolders } from './list-folders';
import { listProjects } from './list-projects';
import { signInForListing } from './listing-access';
import { moveProject } from './move-project';
import { createProject, deleteProject, renameProject } from './projects';

const tag = 'tree';

/** The creation sidebar's folder and project tree (core.md §7). */
export const treeRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/sidebar/folders',
    tag,
    summary:
      'Folders of a workspace (default: the current one) plus the uncategorized entry; switch_workspace makes it current',
    input: folderListRequest,
    reply: folderListReply,
    handler: ({ ctx, user, input }) => listFolders(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/folder/projects',
    tag,
    summary: 'Projects of a folder (folder_id may be `uncategorized`) by descending sort_order',
    input: projectListRequest,
    reply: projectListReply,
    signIn: ({ ctx, req, input }) => signInForListing(ctx, req, input),
    handler: ({ ctx, user, input }) => listProjects(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/folder',
    tag,
    summary: 'Create a folder at the top of the workspace',
    input: createFolderRequest,
    reply: createFolderReply,
    handler: ({ ctx, user, input }) => createFolder(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/folder/delete',
    tag,
    summary: 'Delete a folder; its projects move to uncategorized',
    input: deleteFolderRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await deleteFolder(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/folder/rename',
    tag,
    summary: 'Rename a folder',
    input: renameFolderRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await renameFolder(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/folder/sort',
    tag,
    summary: 'Set folder positions (all folders of one workspace)',
    input: sortFoldersRequest,
    bodyLimit: LIST_BODY_MAX_BYTES,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await sortFolders(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/project',
    tag,
    summary: 'Create a project at the top of a folder (null or `uncategorized`: no folder)',
    input: createProjectRequest,
    reply: createProjectReply,
    handler: ({ ctx, user, input }) => createProject(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/project/rename',
    tag,
    summary: 'Rename a project',
    input: renameProjectRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await renameProject(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/project/delete',
    tag,
    summary: 'Delete a project and its videos',
    input: deleteProjectRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await deleteProject(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/sidebar/project/move',
    tag,
    summary: 'Move a project to the top of a folder, then apply sort_detail positions',
    input: moveProjectRequest,
    bodyLimit: LIST_BODY_MAX_BYTES,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await moveProject(ctx, user, input);
      return null;
    },
  }),
];
