import { invalidInput } from '../../http/app-error';
import { readSheet } from './read-sheet';

/** The web page's file (base64) as columns and rows, or 1001 naming where it cannot be read. */
export async function readSheetFile(base64: string) {
  const result = await readSheet(new Uint8Array(Buffer.from(base64, 'base64')));
  if (!result.ok) throw invalidInput(result.problem.message);
  return result.sheet;
}
