import {
  batchSheetInput,
  type PublicBatch,
  type PublicCreateBatchRequest,
  TemplateMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { invalidInput, notFound } from '../../../../http/app-error';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { toPublicBatch } from '../../../batches/batch-item';
import { createBatch } from '../../../batches/create-batch';
import { authorizeTemplate } from '../../../templates/policy';
import { hideForeign } from '../hide-foreign';

export const UPLOAD_NOT_YET = 'Send the rows as JSON (rows); upload_id is not accepted yet';

/**
 * `POST /templates/{id}/batches`: the web app's batch from JSON rows (objects of column name to
 * value; the columns are every key, first seen first). Problems: 422 listing each and nothing
 * queued, unless `on_problems` is "skip".
 */
export async function createPublicBatch(
  ctx: AppContext,
  principal: ApiPrincipal,
  templateId: string,
  body: PublicCreateBatchRequest,
): Promise<PublicBatch> {
  const template = await hideForeign(authorizeTemplate(ctx, principal.user, 'read', templateId));
  if (template.workspace_id !== principal.workspaceId) throw notFound(TemplateMessage.NOT_FOUND);
  if (!body.rows) throw invalidInput(UPLOAD_NOT_YET);
  const columns: string[] = [];
  for (const row of body.rows)
    for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const sheet = batchSheetInput.safeParse({
    columns,
    rows: body.rows.map((row) =>
      columns.map((c) => (row[c] === null || row[c] === undefined ? '' : String(row[c]))),
    ),
  });
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
  return toPublicBatch(ctx, batch);
}
