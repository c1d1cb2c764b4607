import {
  BATCH_BODY_MAX_BYTES,
  batchIdRequest,
  batchItem,
  batchResultsReply,
  checkBatchReply,
  checkBatchRequest,
  createBatchRequest,
  listBatchesReply,
  mappingOf,
  readSheetReply,
  readSheetRequest,
  SHEET_MAX_BYTES,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { toBatchItem } from './batch-item';
import { createBatch, planSheet } from './create-batch';
import { listBatches } from './list-batches';
import { authorizeBatch } from './policy';
import { readSheetFile } from './read-sheet-file';
import { batchResultsCsv, resultsFileName } from './results-csv';
import { steerBatch } from './steer-batch';

const tag = 'batches';

/** Personalised batches (issue 28): check rows, make a batch, follow and steer it. */
export const batchRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/batch/read-sheet',
    tag,
    summary: `Read a CSV or XLSX file (base64, at most ${SHEET_MAX_BYTES / 1024 / 1024} MB) into columns and rows; 1001 naming the row and column of what cannot be read`,
    input: readSheetRequest,
    bodyLimit: Math.ceil((SHEET_MAX_BYTES * 4) / 3) + 4096,
    reply: readSheetReply,
    handler: ({ input }) => readSheetFile(input.content_base64),
  }),
  userRoute({
    method: 'POST',
    url: '/batch/check',
    tag,
    summary: 'Check every row against a template: each problem by row and column; nothing is made',
    input: checkBatchRequest,
    bodyLimit: BATCH_BODY_MAX_BYTES,
    reply: checkBatchReply,
    handler: async ({ ctx, user, input }) => {
      const sheet = { templateId: input.template_id, ...input, nameColumn: input.name_column };
      const { template, rows } = await planSheet(ctx, user, sheet, 'batch');
      return {
        rows: rows.length,
        good: rows.filter((r) => !r.problems.length).length,
        problems: rows.flatMap((r) => r.problems),
        mapping: mappingOf(JSON.parse(template.body), input.columns, input.mapping),
        names: rows.map((r) => r.name),
      };
    },
  }),
  userRoute({
    method: 'POST',
    url: '/batch/create',
    tag,
    summary:
      'Make one video per row of a template; with problems, 1001 with data.problems and nothing made unless on_problems is "skip"',
    input: createBatchRequest,
    bodyLimit: BATCH_BODY_MAX_BYTES,
    reply: batchItem,
    handler: async ({ ctx, user, input }) =>
      toBatchItem(
        ctx,
        await createBatch(ctx, user, {
          templateId: input.template_id,
          name: input.name,
          columns: input.columns,
          rows: input.rows,
          mapping: input.mapping,
          nameColumn: input.name_column,
          onProblems: input.on_problems,
        }),
      ),
  }),
  userRoute({
    method: 'GET',
    url: '/batch/list',
    tag,
    summary: "The current workspace's batches, newest first",
    reply: listBatchesReply,
    handler: async ({ ctx, user }) => ({ batches: await listBatches(ctx, user) }),
  }),
  userRoute({
    method: 'POST',
    url: '/batch/detail',
    tag,
    summary: 'A batch with the state of every row',
    input: batchIdRequest,
    reply: batchItem,
    handler: async ({ ctx, user, input }) =>
      toBatchItem(ctx, await authorizeBatch(ctx, user, 'read', input.id)),
  }),
  ...(['pause', 'resume', 'cancel', 'retry'] as const).map((action) =>
    userRoute({
      method: 'POST',
      url: `/batch/${action}`,
      tag,
      summary: `${action[0].toUpperCase()}${action.slice(1)} a batch`,
      input: batchIdRequest,
      reply: batchItem,
      handler: async ({ ctx, user, input }) =>
        toBatchItem(ctx, await steerBatch(ctx, user, input.id, action)),
    }),
  ),
  userRoute({
    method: 'POST',
    url: '/batch/results',
    tag,
    summary:
      'results.csv of a batch: its columns plus video_id, status, video_url (expiring), error',
    input: batchIdRequest,
    reply: batchResultsReply,
    handler: async ({ ctx, user, input }) => {
      const batch = await authorizeBatch(ctx, user, 'read', input.id);
      return { file_name: resultsFileName(batch), csv: await batchResultsCsv(ctx, batch) };
    },
  }),
];
