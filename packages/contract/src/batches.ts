import { z } from 'zod';
import { idInput } from './fields';
import {
  SHEET_COLUMN_NAME_MAX_CHARS,
  SHEET_MAX_BYTES,
  SHEET_MAX_COLUMNS,
  SHEET_MAX_ROWS,
} from './sheet';
import { TEMPLATE_NAME_MAX_CHARS } from './templates';

/**
 * Personalised batches (issue 28): one video per row of a sheet, made from a template. Rows are
 * numbered from 1 in the order sent (the header row is not counted); a problem names its row and
 * the column whose value is at fault.
 */

export const BATCH_NAME_MAX_CHARS = TEMPLATE_NAME_MAX_CHARS;
/** Longest value of one cell: a script's worth, with room for markup the check then refuses. */
export const SHEET_CELL_MAX_CHARS = 5000;
/** Largest rows JSON the web page or the public API sends (1 000 rows of a few cells). */
export const BATCH_BODY_MAX_BYTES = 6 * 1024 * 1024;
/**
 * Videos of one batch in progress at once (waiting or rendering). The render queue is fair per
 * user, so this is not what keeps others' videos moving; it keeps a batch from taking its maker's
 * and workspace's whole cap of videos in progress, and keeps the next row already waiting when a
 * render slot frees.
 */
export const BATCH_ROWS_IN_FLIGHT = 4;
/** How often a running batch looks at its videos to feed the next rows. */
export const BATCH_FEED_INTERVAL_MS = 2_000;

export const BATCH_STATUSES = ['running', 'paused', 'cancelled', 'done'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_ROW_STATUSES = [
  'waiting',
  'rendering',
  'done',
  'failed',
  'skipped',
  'cancelled',
] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];
export const ON_PROBLEMS = ['refuse', 'skip'] as const;

export const BatchMessage = {
  NOT_FOUND: 'Batch not found',
  NO_ROWS: 'Send at least one row',
  ROWS_OR_UPLOAD: 'Send rows or upload_id: exactly one of them',
  TOO_MANY_ROWS: `At most ${SHEET_MAX_ROWS} rows`,
  TOO_MANY_COLUMNS: `At most ${SHEET_MAX_COLUMNS} columns`,
  ROW_NOT_OBJECT: (row: number) => `Row ${row} must be an object of column names to text`,
  UNKNOWN_COLUMN: (column: string) => `No column is named "${column}"`,
  HAS_PROBLEMS: (n: number) =>
    `${n} ${n === 1 ? 'row has a problem' : 'rows have problems'}; nothing was queued`,
  NOTHING_GOOD: 'No row can be made: every row has a problem',
  MISSING_VALUE: (variable: string) =>
    `No value for {{${variable}}}, and the variable has no default`,
  CELL_TOO_LONG: (n: number) =>
    `The value has ${n} characters; a cell may hold at most ${SHEET_CELL_MAX_CHARS}`,
  DUPLICATE_NAME: (name: string, first: number) =>
    `The video name "${name}" is already used by row ${first}`,
  NAME_EMPTY: 'The video name is empty',
  UNKNOWN_ACTOR: (id: string) => `No actor "${id}" can be used (deleted, not ready or not yours)`,
  UNKNOWN_VOICE: (id: string) => `No voice "${id}" can be used (deleted or not yours)`,
  NO_VOICE: 'The actor has no voice of its own: name a voice in the template or a column',
  NOT_RUNNING: 'Only a running batch can be paused',
  NOT_PAUSED: 'Only a paused batch can be resumed',
  FINISHED: 'The batch has finished',
  NOTHING_TO_RETRY: 'The batch has no failed rows',
  QUEUE_FAILED: 'Could not queue the video',
} as const;

/** Which column fills each variable: by default the column of the same name (columnKey). */
export const columnMappingInput = z
  .record(z.string().max(64), z.string().max(SHEET_COLUMN_NAME_MAX_CHARS), {
    error: 'Mapping must map variable names to column names',
  })
  .nullish();

/** The rows a batch is made of, as the web page sends them (the sheet it read). */
export const batchSheetInput = z.object({
  columns: z
    .array(
      z.string().trim().min(1, 'Column names cannot be empty').max(SHEET_COLUMN_NAME_MAX_CHARS),
      {
        error: 'Columns must be a list of names',
      },
    )
    .min(1, 'Name at least one column')
    .max(SHEET_MAX_COLUMNS, BatchMessage.TOO_MANY_COLUMNS),
  rows: z
    .array(z.array(z.string({ error: 'Every cell must be text' })), { error: BatchMessage.NO_ROWS })
    .min(1, BatchMessage.NO_ROWS)
    .max(SHEET_MAX_ROWS, BatchMessage.TOO_MANY_ROWS),
});

const batchPlanFields = {
  template_id: idInput('Template ID'),
  ...batchSheetInput.shape,
  mapping: columnMappingInput,
  /** The column whose value names each video; left out: row number and the first variable. */
  name_column: z.string().max(SHEET_COLUMN_NAME_MAX_CHARS).nullish(),
};

export const checkBatchRequest = z.object(batchPlanFields);
export const createBatchRequest = z.object({
  ...batchPlanFields,
  name: z
    .string()
    .trim()
    .max(BATCH_NAME_MAX_CHARS, `Batch name must be at most ${BATCH_NAME_MAX_CHARS} characters`)
    .nullish(),
  on_problems: z.enum(ON_PROBLEMS).nullish(),
});
export type CreateBatchRequest = z.output<typeof createBatchRequest>;

/** One refused row: where (row from 1, column name or null) and why. */
export const rowProblem = z
  .object({
    row: z.number().int(),
    column: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'RowProblem' });
export type RowProblem = z.infer<typeof rowProblem>;

export const checkBatchReply = z.object({
  rows: z.number().int(),
  good: z.number().int(),
  problems: z.array(rowProblem),
  /** Each variable and the column that fills it (null: none, its default is used). */
  mapping: z.record(z.string(), z.string().nullable()),
  names: z.array(z.string()),
});

/** POST /batch/read-sheet: an XLSX or CSV file (base64) read into columns and rows. */
export const readSheetRequest = z.object({
  file_name: z.string().trim().min(1).max(255),
  content_base64: z.string().min(1, 'The file is empty'),
});
export const readSheetReply = batchSheetInput;

export const batchCounts = z.object({
  done: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
  rendering: z.number().int(),
  skipped: z.number().int(),
  cancelled: z.number().int(),
});
export type BatchCounts = z.infer<typeof batchCounts>;

export const batchRowItem = z.object({
  /** From 1, in the order sent. */
  index: z.number().int(),
  status: z.enum(BATCH_ROW_STATUSES),
  name: z.string(),
  values: z.record(z.string(), z.string()),
  video_id: z.string().nullable(),
  /** The finished video (compressed when there is one), signed, for playing it inline. */
  video_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  error: z.string().nullable(),
});

export const batchItem = z.object({
  id: z.string(),
  name: z.string(),
  template_id: z.string().nullable(),
  project_id: z.string(),
  status: z.enum(BATCH_STATUSES),
  columns: z.array(z.string()),
  counts: batchCounts,
  rows: z.array(batchRowItem),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BatchItem = z.infer<typeof batchItem>;

export const batchIdRequest = z.object({ id: idInput('Batch ID') });
export const listBatchesReply = z.object({
  batches: z.array(batchItem.omit({ rows: true, columns: true })),
});
export const batchResultsReply = z.object({ file_name: z.string(), csv: z.string() });

/* Public API. */

export const publicCreateBatchRequest = z
  .object({
    rows: z
      .array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])))
      .min(1, BatchMessage.NO_ROWS)
      .max(SHEET_MAX_ROWS, BatchMessage.TOO_MANY_ROWS)
      .optional()
      .describe(`Up to ${SHEET_MAX_ROWS} rows, each an object of column name to value`),
    upload_id: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe(
        `Instead of rows: the id of an upload of kind sheet (POST /uploads), a CSV (UTF-8, with or without BOM; comma, semicolon or tab) or XLSX (first worksheet) of at most ${SHEET_MAX_BYTES / 1024 / 1024} MB whose first row names the columns`,
      ),
    name: z.string().trim().min(1).max(BATCH_NAME_MAX_CHARS).optional(),
    name_column: z.string().max(SHEET_COLUMN_NAME_MAX_CHARS).optional(),
    mapping: z.record(z.string(), z.string()).optional().describe('Variable name → column name'),
    on_problems: z
      .enum(ON_PROBLEMS)
      .optional()
      .describe(
        'refuse (default): any row problem answers 422 and queues nothing; skip: go on with the good rows',
      ),
  })
  .refine((b) => (b.rows ? 1 : 0) + (b.upload_id ? 1 : 0) === 1, {
    message: BatchMessage.ROWS_OR_UPLOAD,
    path: ['rows'],
  });
export type PublicCreateBatchRequest = z.infer<typeof publicCreateBatchRequest>;

export const publicBatch = z
  .object({
    id: z.string(),
    object: z.literal('batch'),
    name: z.string(),
    template_id: z.string().nullable(),
    project_id: z.string(),
    status: z.enum(BATCH_STATUSES),
    counts: batchCounts,
    rows: z.array(
      z.object({
        index: z.number().int(),
        status: z.enum(BATCH_ROW_STATUSES),
        name: z.string(),
        video_id: z.string().nullable(),
        error: z.string().nullable(),
      }),
    ),
    problems: z.array(rowProblem).describe('The rows skipped and why'),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'Batch' });
export type PublicBatch = z.infer<typeof publicBatch>;
export const publicBatchIdParams = z.object({ id: z.string().min(1) });
