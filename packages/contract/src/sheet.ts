/**
 * The rows of a personalised batch (issue 28) as a CSV file: UTF-8 with or without a byte order
 * mark, comma, semicolon or tab between cells, RFC 4180 quoting. Pure (bytes in, cells out), so
 * the web page can check a file before sending it and the server parses it the same way.
 */

export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SHEET_MAX_ROWS = 1000;
/** Each row's values travel as the video's metadata (at most 20 keys of up to 40 characters). */
export const SHEET_MAX_COLUMNS = 20;
export const SHEET_COLUMN_NAME_MAX_CHARS = 40;

/** Rows and cells as they are read: the first row names the columns. */
export interface Sheet {
  columns: string[];
  /** One array per data row, each as long as `columns` (short rows padded with ''). */
  rows: string[][];
}

/**
 * Where a whole file is refused. `row` counts data rows from 1 (0 is the header row), `column`
 * is the column's name when the header gave one, else its position ("column 3").
 */
export interface SheetProblem {
  row: number;
  column: string | null;
  message: string;
}

export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; problem: SheetProblem };

export const rowLabel = (row: number) => (row === 0 ? 'The header row' : `Row ${row}`);

export const SheetMessage = {
  TOO_LARGE: `The file is larger than ${SHEET_MAX_BYTES / 1024 / 1024} MB`,
  EMPTY: 'The file has no rows: its first row must name the columns',
  NO_DATA: 'The file names its columns but has no rows of values',
  NOT_UTF8: (row: number, column: string) =>
    `${rowLabel(row)}, ${column}: the file is not UTF-8 text; save it as "CSV UTF-8" and upload it again`,
  UNCLOSED_QUOTE: (row: number, column: string) =>
    `${rowLabel(row)}, ${column}: a quoted cell is never closed (a " without its closing ")`,
  TOO_MANY_COLUMNS: (n: number) =>
    `The file has ${n} columns; at most ${SHEET_MAX_COLUMNS} are allowed`,
  TOO_MANY_ROWS: `The file has more than ${SHEET_MAX_ROWS} rows of values`,
  UNNAMED_COLUMN: (position: number) => `Column ${position} has no name in the header row`,
  COLUMN_NAME_TOO_LONG: (position: number) =>
    `The name of column ${position} is longer than ${SHEET_COLUMN_NAME_MAX_CHARS} characters`,
  DUPLICATE_COLUMN: (name: string) => `Two columns are named "${name}"`,
  EXTRA_CELLS: (row: number, cells: number, columns: number) =>
    `${rowLabel(row)} has ${cells} cells but the header row names ${columns} columns`,
  NOT_A_SHEET: 'The file is neither CSV nor XLSX',
  /** A sheet upload refused on confirm (its bytes are neither a workbook nor UTF-8 text). */
  INVALID_UPLOAD: `Invalid sheet: upload an XLSX file or a CSV saved as UTF-8 text, at most ${SHEET_MAX_BYTES / 1024 / 1024} MB`,
} as const;

/** Index of the first byte that does not start or continue valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** Reads CSV bytes: checks size and encoding, then parses (parseCsvText). */
export function parseCsvBytes(bytes: Uint8Array): SheetResult {
  if (bytes.length > SHEET_MAX_BYTES) return refuse(0, null, SheetMessage.TOO_LARGE);
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    // Where the bad byte sits, counted as the parser would count it.
    const before = new TextDecoder().decode(bytes.subarray(0, bad));
    const { records } = splitRecords(stripBom(before), delimiterOf(stripBom(before)));
    // A bad byte right after a line break starts a record of its own.
    const fresh = before === '' || /[\r\n]$/.test(before);
    const row = fresh ? records.length : Math.max(0, records.length - 1);
    const cells = fresh ? 1 : (records[records.length - 1]?.cells.length ?? 1);
    const header = records[0]?.cells;
    return refuse(
      row,
      columnOf(header, cells - 1, row),
      SheetMessage.NOT_UTF8(row, columnName(header, cells - 1, row)),
    );
  }
  return parseCsvText(new TextDecoder().decode(bytes));
}

/** Parses CSV text (a leading byte order mark is dropped) into columns and rows. */
export function parseCsvText(raw: string): SheetResult {
  const text = stripBom(raw);
  const { records, unclosed } = splitRecords(text, delimiterOf(text));
  if (unclosed) {
    const row = records.length - 1;
    return refuse(
      row,
      columnOf(records[0]?.cells, unclosed.cell, row),
      SheetMessage.UNCLOSED_QUOTE(row, columnName(records[0]?.cells, unclosed.cell, row)),
    );
  }
  return sheetOfCells(records.map((r) => r.cells));
}

/** Checks the header and shapes rows read from any format (CSV, or XLSX on the server). */
export function sheetOfCells(cells: string[][]): SheetResult {
  const filled = cells.filter((r) => r.some((c) => c.trim() !== ''));
  if (!filled.length) return refuse(0, null, SheetMessage.EMPTY);
  const header = filled[0].map((c) => c.trim());
  while (header.length && header[header.length - 1] === '') header.pop();
  if (header.length > SHEET_MAX_COLUMNS)
    return refuse(0, null, SheetMessage.TOO_MANY_COLUMNS(header.length));
  const seen = new Set<string>();
  for (const [i, name] of header.entries()) {
    if (!name) return refuse(0, `column ${i + 1}`, SheetMessage.UNNAMED_COLUMN(i + 1));
    if (name.length > SHEET_COLUMN_NAME_MAX_CHARS)
      return refuse(0, `column ${i + 1}`, SheetMessage.COLUMN_NAME_TOO_LONG(i + 1));
    if (seen.has(name.toLowerCase())) return refuse(0, name, SheetMessage.DUPLICATE_COLUMN(name));
    seen.add(name.toLowerCase());
  }
  const data = filled.slice(1);
  if (!data.length) return refuse(0, null, SheetMessage.NO_DATA);
  if (data.length > SHEET_MAX_ROWS)
    return refuse(SHEET_MAX_ROWS + 1, null, SheetMessage.TOO_MANY_ROWS);
  const rows: string[][] = [];
  for (const [i, row] of data.entries()) {
    const cellsUsed = lastFilled(row) + 1;
    if (cellsUsed > header.length)
      return refuse(
        i + 1,
        `column ${cellsUsed}`,
        SheetMessage.EXTRA_CELLS(i + 1, cellsUsed, header.length),
      );
    rows.push(header.map((_, c) => row[c] ?? ''));
  }
  return { ok: true, sheet: { columns: header, rows } };
}

function lastFilled(row: string[]): number {
  for (let i = row.length - 1; i >= 0; i--) if (row[i].trim() !== '') return i;
  return -1;
}

const refuse = (row: number, column: string | null, message: string): SheetResult => ({
  ok: false,
  problem: { row, column, message },
});

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** A problem's `column`: the header's name for it, else its position ("column 3"). */
function columnOf(header: string[] | undefined, index: number, row: number): string {
  return (row > 0 ? header?.[index]?.trim() : undefined) || `column ${index + 1}`;
}

/** The column as a message names it: `column "company"`, or `column 3`. */
function columnName(header: string[] | undefined, index: number, row: number): string {
  const name = row > 0 ? header?.[index]?.trim() : undefined;
  return name ? `column "${name}"` : `column ${index + 1}`;
}

/**
 * The separator of the header row, outside quotes: the most frequent of `;`, `,` and tab (comma on
 * a tie). Spreadsheets in many European locales save "CSV" with semicolons.
 */
export function delimiterOf(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * RFC 4180 records: quoted cells may hold separators, line breaks and doubled quotes. Stops
 * early when there are more records than a sheet may hold (the check after reports it), so a
 * 5 MB file of one-character lines costs no more than it must.
 */
function splitRecords(
  text: string,
  delimiter: string,
): { records: { cells: string[] }[]; unclosed: { cell: number } | null } {
  const records: { cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let i = 0;
  const endCell = () => {
    cells.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    records.push({ cells });
    cells = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      wasQuoted = true;
      cell = '';
    } else if (ch === delimiter) endCell();
    else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i++;
      if (records.length > SHEET_MAX_ROWS + 2) return { records, unclosed: null };
    } else cell += ch;
    i++;
  }
  if (quoted) {
    records.push({ cells: [...cells, cell] });
    return { records, unclosed: { cell: cells.length } };
  }
  if (cell !== '' || cells.length) endRecord();
  return { records, unclosed: null };
}

/**
 * A cell as it may go into a CSV another person opens in a spreadsheet: one starting with `=`,
 * `+`, `-`, `@` (or a tab or carriage return) is prefixed with `'` so it is never run as a
 * formula (OWASP "CSV injection"), then quoted when it holds a separator, quote or line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text (comma-separated, CRLF, with a byte order mark so Excel reads UTF-8). */
export function toCsv(rows: string[][]): string {
  return `\ufeff${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
