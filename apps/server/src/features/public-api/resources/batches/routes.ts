import {
  BATCH_BODY_MAX_BYTES,
  BatchMessage,
  publicBatch,
  publicBatchIdParams,
  publicCreateBatchRequest,
  publicTemplateIdParams,
  SHEET_MAX_ROWS,
} from '@talkreel/contract';
import { z } from 'zod';
import type { AppContext } from '../../../../app-context';
import { notFound } from '../../../../http/app-error';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { toPublicBatch } from '../../../batches/batch-item';
import { authorizeBatch } from '../../../batches/policy';
import { batchResultsCsv } from '../../../batches/results-csv';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { hideForeign } from '../hide-foreign';
import { createPublicBatch } from './create-batch';

const tag = 'Batches';

/** The key's workspace's batch, else 404 (another workspace's is not said to exist). */
async function batchOf(ctx: AppContext, principal: ApiPrincipal, id: string) {
  const batch = await hideForeign(authorizeBatch(ctx, principal.user, 'read', id));
  if (batch.workspace_id !== principal.workspaceId) throw notFound(BatchMessage.NOT_FOUND);
  return batch;
}

/** Personalised batches: one video per row of a template, followed as one object. */
export const batchApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'POST',
    url: '/templates/:id/batches',
    operationId: 'createBatch',
    summary: 'Make one video per row of a template, from JSON rows or an uploaded sheet',
    description: `Up to ${SHEET_MAX_ROWS} rows, each an object of column name to value, or instead \`upload_id\`: an upload of kind \`sheet\` (CSV or XLSX, its first row naming the columns; a file that cannot be read is 422 naming the row and column). Send exactly one of the two. Columns fill the variables of the same name (or as \`mapping\` says). Every row is checked first: with any problem the answer is 422 with \`problems: [{ row, column, message }]\` and nothing is queued, unless \`on_problems\` is \`skip\`. Answered 202 with the batch; its rows go in progress as your caps of videos in progress allow, each video named from \`name_column\` (default: row number and first variable) and carrying its row as \`metadata\`. \`batch.completed\` is sent when every row has ended.`,
    tag,
    scope: 'write',
    params: publicTemplateIdParams,
    body: publicCreateBatchRequest,
    bodyLimit: BATCH_BODY_MAX_BYTES,
    reply: publicBatch,
    status: 202,
    handler: ({ ctx, principal, params, body }) =>
      createPublicBatch(ctx, principal, params.id, body),
  }),
  apiRoute({
    method: 'GET',
    url: '/batches/:id',
    operationId: 'getBatch',
    summary: 'A batch: its status, counts and every row',
    tag,
    scope: 'read',
    params: publicBatchIdParams,
    reply: publicBatch,
    handler: async ({ ctx, principal, params }) =>
      toPublicBatch(ctx, await batchOf(ctx, principal, params.id)),
  }),
  apiRoute({
    method: 'GET',
    url: '/batches/:id/results.csv',
    operationId: 'getBatchResults',
    summary: 'results.csv: the input columns plus video_id, status, video_url (expiring), error',
    description:
      'Cells starting with =, +, - or @ are prefixed with an apostrophe, so no spreadsheet runs them as formulas.',
    tag,
    scope: 'read',
    params: publicBatchIdParams,
    reply: z.string(),
    contentType: 'text/csv',
    handler: async ({ ctx, principal, params }) =>
      batchResultsCsv(ctx, await batchOf(ctx, principal, params.id)),
  }),
];
