import {
  BatchMessage,
  Code,
  type PlannedRow,
  type RowProblem,
  unknownColumns,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError, invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { authorizeTemplate } from '../templates/policy';
import { bodyOf } from '../templates/template-item';
import { createProject } from '../tree/projects';
import { checkRows } from './check-rows';
import { startFeeding } from './feed-batch';
import type { BatchRow } from './policy';

export interface NewBatch {
  templateId: string;
  name?: string | null;
  columns: string[];
  rows: string[][];
  mapping?: Record<string, string> | null;
  nameColumn?: string | null;
  onProblems?: 'refuse' | 'skip' | null;
  /** The public API makes videos without the page's verified-pair safeguard. */
  fromApi?: boolean;
}

/** Refused rows, every one named (1001 with `data.problems`); nothing was made. */
export class RowProblemsError extends AppError {
  constructor(
    readonly problems: RowProblem[],
    rows: number,
  ) {
    super(Code.INVALID_INPUT, BatchMessage.HAS_PROBLEMS(rows), { problems });
  }
}

/** Whole-request mistakes first (columns the mapping names that the sheet lacks), then rows. */
export async function planSheet(
  ctx: AppContext,
  user: AuthUser,
  input: NewBatch,
  projectId: string,
) {
  const template = await authorizeTemplate(ctx, user, 'read', input.templateId);
  const plan = {
    body: bodyOf(template),
    columns: input.columns,
    rows: input.rows,
    mapping: input.mapping,
    nameColumn: input.nameColumn,
    projectId,
  };
  const unknown = unknownColumns(plan)[0];
  if (unknown !== undefined) throw invalidInput(BatchMessage.UNKNOWN_COLUMN(unknown));
  return { template, rows: await checkRows(ctx, user, plan) };
}

/**
 * Makes a durable batch from a template and rows: every row checked first; with problems and
 * `on_problems` "refuse" (the default) nothing is made (RowProblemsError). Otherwise a project
 * named after the batch, one row each (the refused ones "skipped" with their reasons), and the
 * feeder's first job, which puts rows in progress as the caps allow (feed-batch.ts). Nothing is
 * counted against the caps of videos in progress here.
 */
export async function createBatch(
  ctx: AppContext,
  user: AuthUser,
  input: NewBatch,
): Promise<BatchRow> {
  const { template, rows } = await planSheet(ctx, user, input, 'batch');
  const problems = rows.flatMap((r) => r.problems);
  const bad = rows.filter((r) => r.problems.length).length;
  if (bad && (input.onProblems ?? 'refuse') === 'refuse') throw new RowProblemsError(problems, bad);
  if (bad === rows.length) throw new RowProblemsError(problems, bad);

  const now = ctx.now();
  const name =
    input.name?.trim() ||
    `${template.name} · ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')}`;
  const { project } = await createProject(ctx, user, {
    name,
    folder_id: null,
    workspace_id: template.workspace_id,
  });
  const batch: BatchRow = {
    id: newId(),
    workspace_id: template.workspace_id,
    user_id: user.id,
    template_id: template.id,
    project_id: project.id,
    name,
    status: 'running',
    columns: JSON.stringify(input.columns),
    problems: JSON.stringify(problems),
    skip_verified_pairs: 1,
    feed_round: 0,
    created_at: now,
    updated_at: now,
    finished_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('batches').values(batch).execute();
    // Chunks keep each statement under the databases' bound-parameter limits.
    const values = rows.map((r) => rowValues(batch.id, r, project.id, now));
    for (let i = 0; i < values.length; i += 100)
      await trx
        .insertInto('batch_rows')
        .values(values.slice(i, i + 100))
        .execute();
  });
  await startFeeding(ctx, batch.id);
  return batch;
}

function rowValues(batchId: string, row: PlannedRow, projectId: string, now: number) {
  return {
    batch_id: batchId,
    row_index: row.index,
    name: row.name,
    cells: JSON.stringify(row.values),
    task: row.task ? JSON.stringify({ ...row.task, project_id: projectId }) : null,
    status: row.task ? 'pending' : 'skipped',
    video_id: null,
    error: row.problems.map((p) => p.message).join('; ') || null,
    updated_at: now,
  };
}
