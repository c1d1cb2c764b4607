import {
  parseCsvBytes,
  SHEET_MAX_BYTES,
  SheetMessage,
  type SheetResult,
  sheetOfCells,
} from '@talkreel/contract';
import { readSheet as readFirstWorksheet } from 'read-excel-file/node';

/** An XLSX file starts as a ZIP archive ("PK\x03\x04"). */
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

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
