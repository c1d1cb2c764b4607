import {
  publicCreateTemplateRequest,
  publicReplaceTemplateRequest,
  publicTemplate,
  publicTemplateIdParams,
  SHEET_MAX_ROWS,
} from '@talkreel/contract';
import { z } from 'zod';
import { listTemplates } from '../../../templates/list-templates';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { createPublicTemplate } from './create-template';
import { replaceInPublicTemplate } from './replace-in-template';
import { toPublicTemplate } from './template-resource';

const tag = 'Templates';

/** Templates: a video designed once, its script holding {{variables}} filled per row. */
export const templateApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'GET',
    url: '/templates',
    operationId: 'listTemplates',
    summary: "The workspace's templates, newest first",
    tag,
    scope: 'read',
    reply: z.object({ data: z.array(publicTemplate) }),
    handler: async ({ ctx, principal }) => ({
      data: (await listTemplates(ctx, principal.user, principal.workspaceId)).map(toPublicTemplate),
    }),
  }),
  apiRoute({
    method: 'POST',
    url: '/templates',
    operationId: 'createTemplate',
    summary: 'Save a template: the body of POST /videos plus a name',
    description: `Scripts may hold \`{{first_name}}\` or \`{{company|our team}}\` (a default after \`|\`); actor_id and voice_id may be a variable naming a column of ids. Make videos from it with \`POST /templates/{id}/batches\` (up to ${SHEET_MAX_ROWS} rows).`,
    tag,
    scope: 'write',
    body: publicCreateTemplateRequest,
    reply: publicTemplate,
    status: 201,
    handler: ({ ctx, principal, body }) => createPublicTemplate(ctx, principal, body),
  }),
  apiRoute({
    method: 'POST',
    url: '/templates/:id/replacements',
    operationId: 'replaceInTemplate',
    summary: 'Put another actor or voice where the template names one, e.g. a deleted one',
    description:
      "The template's `missing` lists what was deleted; name a replacement for each (its creator or a workspace owner only). Answers the template, `missing` updated; a batch's rows that needed them pass again.",
    tag,
    scope: 'write',
    params: publicTemplateIdParams,
    body: publicReplaceTemplateRequest,
    reply: publicTemplate,
    handler: ({ ctx, principal, params, body }) =>
      replaceInPublicTemplate(ctx, principal, params.id, body),
  }),
];
