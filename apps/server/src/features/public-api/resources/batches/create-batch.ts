import {
  batchSheetInput,
  type PublicBatch,
  type PublicCreateBatchRequest,
  SHEET_KIND,
  type Sheet,
  TemplateMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { invalidInput, notFound } from '../../../../http/app-error';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { toPublicBatch } from '../../../batches/batch-item';
import { createBatch } from '../../../batches/create-batch';
import { readSheetUpload } from '../../../batches/read-sheet-file';
import { authorizeTemplate } from '../../../templates/policy';
import { markUploadUsed } from '../../../uploads/resolve-file-uri';
import { hideForeign } from '../hide-foreign';
import { takeUpload } from '../uploads/take-upload';

/**
 * `POST /templates/{id}/batches`: the web app's batch from JSON rows (objects of column name to
 * value; the columns are every key, first seen first) or from an uploaded sheet (`upload_id`,
 * read as `/batch/read-sheet` reads a file). Either way the same sheet goes the one way a batch is
 * made. Problems: 422 listing each and nothing queued, unless `on_problems` is "skip".
 */
export async function createPublicBatch(
  ctx: AppContext,
  principal: ApiPrincipal,
  templateId: string,
  body: PublicCreateBatchRequest,
): Promise<PublicBatch> {
  const template = await hideForeign(authorizeTemplate(ctx, principal.user, 'read', templateId));
  if (template.workspace_id !== principal.workspaceId) throw notFound(TemplateMessage.NOT_FOUND);
  const { sheet: read, uploadId } = body.upload_id
    ? await sheetOfUpload(ctx, principal, body.upload_id)
    : { sheet: sheetOfRows(body.rows ?? []), uploadId: null };
  const sheet = batchSheetInput.safeParse(read);
  if (!sheet.success) throw invalidInput(sheet.error.issues[0].message);
  const batch = await hideForeign(
    createBatch(ctx, principal.user, {
      templateId: template.id,
      name: body.name,
      columns: sheet.data.columns,
      rows: sheet.data.rows,
      mapping: body.mapping,
      nameColumn: body.name_column,
      onProblems: body.on_problems,
    }),
  );
  if (uploadId) await markUploadUsed(ctx, uploadId);
  return toPublicBatch(ctx, batch);
}

/** JSON rows as a sheet: numbers and booleans as text, null and missing keys empty. */
function sheetOfRows(rows: NonNullable<PublicCreateBatchRequest['rows']>): Sheet {
  const columns: string[] = [];
  for (const row of rows)
    for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  return {
    columns,
    rows: rows.map((row) =>
      columns.map((c) => (row[c] === null || row[c] === undefined ? '' : String(row[c]))),
    ),
  };
}

/**
 * The caller's sheet upload, confirmed here as `POST /actors` confirms its upload (another
 * user's is 404, another kind 422), then read; a file it cannot read is 422 naming the row and
 * column.
 */
async function sheetOfUpload(ctx: AppContext, principal: ApiPrincipal, uploadId: string) {
  const { fileUri } = await takeUpload(ctx, principal, uploadId, [SHEET_KIND]);
  const { sheet } = await readSheetUpload(ctx, principal.user.id, fileUri);
  return { sheet, uploadId };
}
