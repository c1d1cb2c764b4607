import {
  createTemplateRequest,
  emptyReply,
  listTemplatesReply,
  renameTemplateRequest,
  replaceTemplateRequest,
  templateIdRequest,
  templateItem,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { deleteTemplate, renameTemplate, replaceInTemplate } from './change-template';
import { listTemplates } from './list-templates';
import { authorizeTemplate } from './policy';
import { createTemplate, duplicateTemplate } from './save-template';
import { toTemplateItems } from './template-item';

const tag = 'templates';

/** Templates of the current workspace (issue 28, Assets → Templates). */
export const templateRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/template/list',
    tag,
    summary: "The current workspace's templates, newest first",
    reply: listTemplatesReply,
    handler: async ({ ctx, user }) => ({ templates: await listTemplates(ctx, user) }),
  }),
  userRoute({
    method: 'POST',
    url: '/template/detail',
    tag,
    summary: 'One template',
    input: templateIdRequest,
    reply: templateItem,
    handler: async ({ ctx, user, input }) =>
      (await toTemplateItems(ctx, user, [await authorizeTemplate(ctx, user, 'read', input.id)]))[0],
  }),
  userRoute({
    method: 'POST',
    url: '/template/create',
    tag,
    summary: "Save a video's settings (a process-batch task without its project) as a template",
    input: createTemplateRequest,
    reply: templateItem,
    handler: ({ ctx, user, input }) => createTemplate(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/template/rename',
    tag,
    summary: 'Rename a template (its creator or a workspace owner)',
    input: renameTemplateRequest,
    reply: templateItem,
    handler: ({ ctx, user, input }) => renameTemplate(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/template/replace',
    tag,
    summary:
      'Put another actor or voice where the template names one, e.g. a deleted one (its creator or a workspace owner)',
    input: replaceTemplateRequest,
    reply: templateItem,
    handler: ({ ctx, user, input }) => replaceInTemplate(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/template/duplicate',
    tag,
    summary: 'Copy a template',
    input: templateIdRequest,
    reply: templateItem,
    handler: ({ ctx, user, input }) => duplicateTemplate(ctx, user, input.id),
  }),
  userRoute({
    method: 'POST',
    url: '/template/delete',
    tag,
    summary: 'Delete a template (its creator or a workspace owner); its batches stay',
    input: templateIdRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await deleteTemplate(ctx, user, input.id);
      return null;
    },
  }),
];
