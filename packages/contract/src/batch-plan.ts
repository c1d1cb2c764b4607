import { BatchMessage, type RowProblem, SHEET_CELL_MAX_CHARS } from './batches';
import {
  columnKey,
  scanVariables,
  stringsOf,
  substituteDeep,
  variablesOf,
} from './template-variables';
import { type VideoTask, videoTaskInput } from './videos';

/**
 * The check of every row of a personalised batch before anything is made (issue 28), pure so the
 * web page shows the same problems the server refuses: variables without a value or default,
 * cells too long, a task the task schema refuses once filled (script length, settings), and video
 * names used twice. What needs the database (actors, voices) the server adds.
 */

export interface PlannedRow {
  /** From 1. */
  index: number;
  name: string;
  values: Record<string, string>;
  /** The filled task, valid for the task schema; null when the row has a problem. */
  task: VideoTask | null;
  problems: RowProblem[];
}

export interface BatchPlanInput {
  body: Record<string, unknown>;
  columns: string[];
  rows: string[][];
  mapping?: Record<string, string> | null;
  nameColumn?: string | null;
  /** The project the tasks go to (the schema needs one; the server sets the real one). */
  projectId: string;
}

/** Each variable of the body and the column filling it (null: none; its default applies). */
export function mappingOf(
  body: Record<string, unknown>,
  columns: string[],
  chosen: Record<string, string> | null | undefined,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const v of variablesOf(stringsOf(body).map((s) => s.text))) {
    const picked = chosen?.[v.name];
    out[v.name] =
      picked && columns.includes(picked)
        ? picked
        : (columns.find((c) => columnKey(c) === columnKey(v.name)) ?? null);
  }
  return out;
}

/** Columns the request names that the sheet does not have (a whole-request mistake). */
export function unknownColumns(input: BatchPlanInput): string[] {
  const named = [
    ...Object.values(input.mapping ?? {}),
    ...(input.nameColumn ? [input.nameColumn] : []),
  ];
  return named.filter((c) => !input.columns.includes(c));
}

export function planBatchRows(input: BatchPlanInput): PlannedRow[] {
  const { body, columns } = input;
  const mapping = mappingOf(body, columns, input.mapping);
  const variables = variablesOf(stringsOf(body).map((s) => s.text));
  const firstVariable = variables[0]?.name;
  const seenNames = new Map<string, number>();
  return input.rows.map((cells, i) => {
    const index = i + 1;
    const problems: RowProblem[] = [];
    const values: Record<string, string> = {};
    for (const [c, column] of columns.entries()) values[column] = (cells[c] ?? '').trim();
    for (const column of columns) {
      const n = [...values[column]].length;
      if (n > SHEET_CELL_MAX_CHARS)
        problems.push({ row: index, column, message: BatchMessage.CELL_TOO_LONG(n) });
    }
    const byVariable: Record<string, string> = {};
    for (const [name, column] of Object.entries(mapping))
      if (column) byVariable[name] = values[column];

    const name = nameOf(index, values, byVariable, input.nameColumn, firstVariable);
    if (!name)
      problems.push({
        row: index,
        column: input.nameColumn ?? null,
        message: BatchMessage.NAME_EMPTY,
      });
    else {
      const first = seenNames.get(name.toLowerCase());
      if (first !== undefined)
        problems.push({
          row: index,
          column: input.nameColumn ?? null,
          message: BatchMessage.DUPLICATE_NAME(name, first),
        });
      else seenNames.set(name.toLowerCase(), index);
    }

    let task: VideoTask | null = null;
    if (!problems.length) {
      const filled = substituteDeep(body, byVariable);
      for (const m of filled.missing)
        for (const variable of m.names)
          problems.push({
            row: index,
            column: mapping[variable] ?? variable,
            message: BatchMessage.MISSING_VALUE(variable),
          });
      if (!problems.length) {
        const parsed = videoTaskInput.safeParse({ ...filled.value, project_id: input.projectId });
        if (parsed.success) task = parsed.data;
        else
          for (const issue of parsed.error.issues)
            problems.push({
              row: index,
              column: columnAt(body, issue.path, mapping, byVariable),
              message: issue.message,
            });
      }
    }
    return { index, name: name ?? '', values, task, problems };
  });
}

function nameOf(
  index: number,
  values: Record<string, string>,
  byVariable: Record<string, string>,
  nameColumn: string | null | undefined,
  firstVariable: string | undefined,
): string | null {
  if (nameColumn) return values[nameColumn]?.trim() || null;
  const first = firstVariable ? byVariable[firstVariable]?.trim() : '';
  return first ? `${index} ${first}` : String(index);
}

/**
 * The column behind the body's string at `path`: of its variables, the one whose value in this
 * row is longest (a script too long is most likely that cell's doing), else null.
 */
function columnAt(
  body: Record<string, unknown>,
  path: PropertyKey[],
  mapping: Record<string, string | null>,
  byVariable: Record<string, string>,
): string | null {
  let at: unknown = body;
  for (const key of path) {
    if (at && typeof at === 'object') at = (at as Record<PropertyKey, unknown>)[key];
    else return null;
  }
  if (typeof at !== 'string') return null;
  const spans = scanVariables(at).spans;
  if (!spans.length) return null;
  const longest = [...spans].sort(
    (a, b) => (byVariable[b.name]?.length ?? 0) - (byVariable[a.name]?.length ?? 0),
  )[0];
  return mapping[longest.name] ?? longest.name;
}
