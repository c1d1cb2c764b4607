import {
  batchItem,
  batchResultsReply,
  type Camelize,
  checkBatchReply,
  listTemplatesReply,
  type ReplaceTemplateRequest,
  readSheetReply,
  type TemplateItem,
  templateItem,
} from '@talkreel/contract';
import type { z } from 'zod';
import { callApi } from '../../api/client';

/** Templates and personalised batches (issue 28) as the web app calls them. */

export type Template = Camelize<TemplateItem>;
/**
 * A batch as the pages read it: each row's `values` become `cells`, in the order of the batch's
 * columns. The call layer camel-cases every key of a reply, which would rename a column
 * ("first_name" → "firstName") and merge two that differ only so; a list keeps them as written.
 */
const batchReply = batchItem.transform(({ columns, rows, ...batch }) => ({
  ...batch,
  columns,
  rows: rows.map(({ values, ...row }) => ({ ...row, cells: columns.map((c) => values[c] ?? '') })),
}));
export type Batch = Camelize<z.output<typeof batchReply>>;
export type BatchCheck = Camelize<z.output<typeof checkBatchReply>>;
export interface SheetRows {
  columns: string[];
  rows: string[][];
}

export const templatesKey = ['templates'] as const;
export const batchKey = (id: string) => ['batch', id] as const;

export const listTemplates = async () =>
  (await callApi('/template/list', { reply: listTemplatesReply })).templates;

const post = <S extends z.ZodType>(path: string, body: unknown, reply: S, toast = true) =>
  callApi(path, { method: 'POST', body, reply, toast, timeoutMs: 60_000 });

export const renameTemplate = (id: string, name: string) =>
  post('/template/rename', { id, name }, templateItem);
export type Replacement = ReplaceTemplateRequest['replacements'][number];
/** Another actor or voice where the template names one (its creator or a workspace owner). */
export const replaceInTemplate = (id: string, replacements: Replacement[]) =>
  post('/template/replace', { id, replacements }, templateItem);
export const duplicateTemplate = (id: string) => post('/template/duplicate', { id }, templateItem);
export const deleteTemplate = async (id: string) => {
  await callApi('/template/delete', { method: 'POST', body: { id } });
};
export const templateDetail = (id: string) => post('/template/detail', { id }, templateItem);
export const createTemplate = (name: string, body: Record<string, unknown>, toast = true) =>
  post('/template/create', { name, body }, templateItem, toast);

/** An XLSX (or CSV) file read by the server; 1001 names the row and column it cannot read. */
export const readSheetFile = (fileName: string, contentBase64: string) =>
  post(
    '/batch/read-sheet',
    { file_name: fileName, content_base64: contentBase64 },
    readSheetReply,
    false,
  );

export interface BatchPlan extends SheetRows {
  templateId: string;
  mapping: Record<string, string>;
  nameColumn: string | null;
}
const planBody = (p: BatchPlan) => ({
  template_id: p.templateId,
  columns: p.columns,
  rows: p.rows,
  mapping: p.mapping,
  name_column: p.nameColumn,
});
export const checkBatch = (plan: BatchPlan) =>
  post('/batch/check', planBody(plan), checkBatchReply);
export const createBatch = (plan: BatchPlan, name: string) =>
  post('/batch/create', { ...planBody(plan), name, on_problems: 'skip' }, batchReply);
export const batchDetail = (id: string) => post('/batch/detail', { id }, batchReply);
export const steerBatch = (id: string, action: 'pause' | 'resume' | 'cancel' | 'retry') =>
  post(`/batch/${action}`, { id }, batchReply);
export const batchResults = (id: string) => post('/batch/results', { id }, batchResultsReply);
