import {
  createWorkspaceReply,
  createWorkspaceRequest,
  deleteWorkspaceRequest,
  emptyReply,
  updateWorkspaceRequest,
  workspaceListReply,
  workspaceListRequest,
  workspaceSettingsReply,
  workspaceSettingsRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { createWorkspaceWithOwner } from './create-workspace';
import { deleteWorkspace } from './delete-workspace';
import { listWorkspaces } from './list-workspaces';
import { setWorkspaceSettings } from './set-workspace-settings';
import { updateWorkspace } from './update-workspace';

const tag = 'workspaces';

/** Workspaces, called products in the interface (core.md §7). */
export const workspaceRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/workspace/list',
    tag,
    summary: "The caller's workspaces with the caller's role (owner or member)",
    input: workspaceListRequest,
    reply: workspaceListReply,
    handler: ({ ctx, user, input }) => listWorkspaces(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/workspace',
    tag,
    summary: 'Create a workspace owned by the caller; it becomes the current one',
    input: createWorkspaceRequest,
    reply: createWorkspaceReply,
    handler: async ({ ctx, user, input }) => ({
      workspace: await ctx.db
        .transaction()
        .execute((trx) =>
          createWorkspaceWithOwner(trx, user.id, input.name, input.description, ctx.now()),
        ),
    }),
  }),
  userRoute({
    method: 'PUT',
    url: '/workspace/:id',
    tag,
    summary: 'Rename a workspace (owners and members)',
    input: updateWorkspaceRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await updateWorkspace(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'DELETE',
    url: '/workspace/:id',
    tag,
    summary: 'Delete a workspace and everything in it (owner only; never the last one)',
    input: deleteWorkspaceRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await deleteWorkspace(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'PUT',
    url: '/workspace/:id/settings',
    tag,
    summary:
      'Owner only: keep_folders true stops a reload from dissolving folders (core.md §4 rule off)',
    input: workspaceSettingsRequest,
    reply: workspaceSettingsReply,
    handler: ({ ctx, user, input }) => setWorkspaceSettings(ctx, user, input),
  }),
];
