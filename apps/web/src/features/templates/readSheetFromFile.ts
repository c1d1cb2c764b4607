import { parseCsvBytes, parseCsvText, SHEET_MAX_BYTES, SheetMessage } from '@talkreel/contract';
import { ApiError } from '../../api/ApiError';
import { readSheetFile, type SheetRows } from './templatesApi';

export type SheetRead = { ok: true; sheet: SheetRows } | { ok: false; message: string };

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen file as columns and rows: CSV is read here with the server's own parser (no upload
 * for a file it would refuse); XLSX (a ZIP by its first bytes) is read by the server.
 */
export async function readSheetFromFile(file: File): Promise<SheetRead> {
  if (file.size > SHEET_MAX_BYTES) return { ok: false, message: SheetMessage.TOO_LARGE };
  const bytes = await bytesOf(file);
  if (!isZip(bytes)) {
    const r = parseCsvBytes(bytes);
    return r.ok ? r : { ok: false, message: r.problem.message };
  }
  try {
    return { ok: true, sheet: await readSheetFile(file.name, await base64Of(file)) };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : String(err) };
  }
}

/** Rows pasted from a spreadsheet (tab-separated) or typed as CSV. */
export function readPastedRows(text: string): SheetRead {
  const r = parseCsvText(text);
  return r.ok ? r : { ok: false, message: r.problem.message };
}
