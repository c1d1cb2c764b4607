import {
  firstInvalidUtf8,
  parseCsvBytes,
  SHEET_MAX_BYTES,
  type SheetFormat,
  SheetMessage,
  type SheetResult,
  sheetOfCells,
} from '@talkreel/contract';
import { readSheet as readFirstWorksheet } from 'read-excel-file/node';

/** An XLSX file starts as a ZIP archive ("PK\x03\x04"). */
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * What a sheet upload is, judged by its bytes when it is confirmed: XLSX when it is a ZIP whose
 * central directory lists `xl/workbook.xml`, CSV when it is UTF-8 text (a byte order mark or
 * none; no NUL, which UTF-16 "Unicode text" saves are full of), else null. Whether its cells
 * make a sheet is readSheet's to say when a batch reads it, naming the row and column.
 */
export function sheetFormatOf(bytes: Uint8Array): SheetFormat | null {
  if (!bytes.length) return null;
  if (isZip(bytes)) return zipNames(bytes)?.includes('xl/workbook.xml') ? 'xlsx' : null;
  return firstInvalidUtf8(bytes) < 0 && !bytes.includes(0) ? 'csv' : null;
}

/** The file names a ZIP's central directory lists, or null when it has none that holds. */
function zipNames(b: Uint8Array): string[] | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65 535.
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + nameLength > b.length) return null;
    names.push(Buffer.from(b.subarray(at + 46, at + 46 + nameLength)).toString('utf8'));
    at += 46 + skip;
  }
  return names;
}

/**
 * A sheet from a file's bytes: XLSX (its first worksheet; numbers and dates as text) or CSV
 * (contract's parser), judged by content, not by the name. Every refusal names its row.
 */
export async function readSheet(bytes: Uint8Array): Promise<SheetResult> {
  if (bytes.length > SHEET_MAX_BYTES)
    return { ok: false, problem: { row: 0, column: null, message: SheetMessage.TOO_LARGE } };
  if (!isZip(bytes)) return parseCsvBytes(bytes);
  let cells: unknown[][];
  try {
    cells = (await readFirstWorksheet(Buffer.from(bytes))) as unknown[][];
  } catch {
    return { ok: false, problem: { row: 0, column: null, message: SheetMessage.NOT_A_SHEET } };
  }
  return sheetOfCells(cells.map((row) => row.map(cellText)));
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
}
