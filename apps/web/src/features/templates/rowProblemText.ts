import {
  BatchMessage,
  SCRIPT_MAX_CHARS,
  SCRIPT_MIN_CHARS,
  SHEET_CELL_MAX_CHARS,
  speechTooLongMessage,
  VideoMessage,
} from '@talkreel/contract';
import type { TFunction } from 'i18next';
import { type Known, kindOf, known, type Params } from './messageKinds';

/**
 * A batch row's problems come from the server in English (the check's and the render's own
 * messages). The web page shows the kinds it recognises in the reader's language (see
 * messageKinds.ts), and the server's words for anything else.
 */

const KNOWN: Known[] = [
  known(BatchMessage.MISSING_VALUE, 'missingValue', ([variable]) => ({
    variable: `{{${variable}}}`,
  })),
  known(BatchMessage.CELL_TOO_LONG, 'cellTooLong', ([chars]) => ({
    chars,
    max: SHEET_CELL_MAX_CHARS,
  })),
  known(BatchMessage.DUPLICATE_NAME, 'duplicateName', ([name, row]) => ({ name, row })),
  known(BatchMessage.NAME_EMPTY, 'nameEmpty'),
  known(BatchMessage.UNKNOWN_ACTOR, 'unknownActor', ([id]) => ({ id })),
  known(BatchMessage.UNKNOWN_VOICE, 'unknownVoice', ([id]) => ({ id })),
  known(BatchMessage.NO_VOICE, 'noVoice'),
  known(VideoMessage.SCRIPT_TOO_SHORT, 'scriptTooShort', () => ({ min: SCRIPT_MIN_CHARS })),
  known(VideoMessage.SCRIPT_TOO_LONG, 'scriptTooLong', () => ({ max: SCRIPT_MAX_CHARS })),
  known(VideoMessage.MISSING_TEXT_OR_ACTORS, 'missingTextOrActors'),
  known(speechTooLongMessage, 'speechTooLong', ([seconds]) => ({ seconds })),
];

/** The kind of a row problem the contract names and its values, or null for any other text. */
export function rowProblemKind(message: string): { key: string; params: Params } | null {
  return kindOf(KNOWN, message);
}

/** A row problem in the reader's language where its kind is known, else as the server said it. */
export function rowProblemText(message: string, t: TFunction): string {
  const kind = rowProblemKind(message);
  return kind ? t(`templates.problem.${kind.key}`, kind.params) : message;
}

/**
 * A batch row's error: a skipped row's problems joined by "; ", or a video's failure. Translated
 * when every part is of a known kind; a mix stays as the server wrote it rather than half in
 * each language.
 */
export function rowErrorText(error: string, t: TFunction): string {
  if (rowProblemKind(error)) return rowProblemText(error, t);
  const parts = error.split('; ');
  if (parts.length > 1 && parts.every((p) => rowProblemKind(p)))
    return parts.map((p) => rowProblemText(p, t)).join(t('templates.problem.separator'));
  return error;
}
