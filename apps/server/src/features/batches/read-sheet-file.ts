import { Code, SHEET_KIND, type Sheet, type SheetProblem } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { resolveFileUri } from '../uploads/resolve-file-uri';
import { readObject } from '../videos/stored-files';
import { readSheet } from './read-sheet';

/**
 * A file that cannot be read as a sheet: 1001 with the message naming the row and column, and
 * the same problem as `data.problems` (the public API's 422 lists it as a batch's row problems).
 */
export class UnreadableSheetError extends AppError {
  constructor(readonly problem: SheetProblem) {
    super(Code.INVALID_INPUT, problem.message, { problems: [problem] });
  }
}

/** A file's bytes as columns and rows, or UnreadableSheetError naming where it cannot be read. */
export async function readSheetBytes(bytes: Uint8Array): Promise<Sheet> {
  const result = await readSheet(bytes);
  if (!result.ok) throw new UnreadableSheetError(result.problem);
  return result.sheet;
}

/** The web page's file (base64) as columns and rows. */
export const readSheetFile = (base64: string) =>
  readSheetBytes(new Uint8Array(Buffer.from(base64, 'base64')));

/**
 * A confirmed sheet upload of `ownerId`, named by its file_uri, read the same way (the public
 * API's `upload_id`). Anything but the owner's confirmed sheet is refused as resolveFileUri does.
 */
export async function readSheetUpload(ctx: AppContext, ownerId: string, fileUri: string) {
  const upload = await resolveFileUri(ctx, ownerId, fileUri, SHEET_KIND);
  return { upload, sheet: await readSheetBytes(await readObject(ctx, upload.file_key)) };
}
