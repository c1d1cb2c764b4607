import {
  rowLabel,
  SHEET_COLUMN_NAME_MAX_CHARS,
  SHEET_MAX_BYTES,
  SHEET_MAX_COLUMNS,
  SHEET_MAX_ROWS,
  SheetMessage,
  VARIABLE_DEFAULT_MAX_CHARS,
  VARIABLE_NAME_MAX_CHARS,
  VariableMessage,
} from '@talkreel/contract';
import type { TFunction } from 'i18next';
import { type Known, kindOf, known, type Params } from './messageKinds';

/**
 * A sheet the page cannot read (the contract's SheetMessage, from its own CSV parser or from
 * `POST /batch/read-sheet`) and a `{{` written wrong (VariableMessage) in the reader's language,
 * matched as row problems are (messageKinds.ts); any other text is shown as it came.
 */

const MB = SHEET_MAX_BYTES / 1024 / 1024;

const SHEET: Known[] = [
  known(SheetMessage.TOO_LARGE, 'tooLarge', () => ({ mb: MB })),
  known(SheetMessage.EMPTY, 'empty'),
  known(SheetMessage.NO_DATA, 'noData'),
  known(SheetMessage.NOT_UTF8, 'notUtf8', ([where, column]) => ({ where, column }), 0),
  known(SheetMessage.UNCLOSED_QUOTE, 'unclosedQuote', ([where, column]) => ({ where, column }), 0),
  known(SheetMessage.TOO_MANY_COLUMNS, 'tooManyColumns', ([count]) => ({
    count: Number(count),
    max: SHEET_MAX_COLUMNS,
  })),
  known(SheetMessage.TOO_MANY_ROWS, 'tooManyRows', () => ({ max: SHEET_MAX_ROWS })),
  known(SheetMessage.UNNAMED_COLUMN, 'unnamedColumn', ([position]) => ({ position })),
  known(SheetMessage.COLUMN_NAME_TOO_LONG, 'columnNameTooLong', ([position]) => ({
    position,
    max: SHEET_COLUMN_NAME_MAX_CHARS,
  })),
  known(SheetMessage.DUPLICATE_COLUMN, 'duplicateColumn', ([name]) => ({ name })),
  known(
    SheetMessage.EXTRA_CELLS,
    'extraCells',
    ([where, cells, columns]) => ({ where, cells, columns }),
    0,
  ),
  known(SheetMessage.NOT_A_SHEET, 'notASheet'),
  known(SheetMessage.INVALID_UPLOAD, 'invalidUpload', () => ({ mb: MB })),
];

// Passed as values: written in a translation, "{{" would start an interpolation.
const BRACES = { open: '{{', close: '}}' };

const VARIABLE: Known[] = [
  known(VariableMessage.UNCLOSED, 'unclosed', ([near]) => ({ near, ...BRACES })),
  known(VariableMessage.EMPTY_NAME, 'emptyName', () => ({ example: '{{}}' })),
  known(VariableMessage.ODD_NAME, 'oddName', ([name]) => ({ name })),
  known(VariableMessage.NAME_TOO_LONG, 'nameTooLong', ([name]) => ({
    name,
    max: VARIABLE_NAME_MAX_CHARS,
  })),
  known(VariableMessage.DEFAULT_TOO_LONG, 'defaultTooLong', ([name]) => ({
    variable: `{{${name}}}`,
    max: VARIABLE_DEFAULT_MAX_CHARS,
  })),
  known(VariableMessage.NESTED, 'nested', ([near]) => ({ near, ...BRACES })),
];

/** The kind of a sheet message and its values (for tests and the page), or null. */
export const sheetMessageKind = (message: string) => kindOf(SHEET, message);
export const variableMessageKind = (message: string) => kindOf(VARIABLE, message);

/** "Row 3" / "The header row" and `column "company"` / `column 3`, said in the reader's words. */
function placeParams(params: Params, t: TFunction): Params {
  const out = { ...params };
  if (typeof params.where === 'string')
    out.where =
      params.where === rowLabel(0)
        ? t('templates.sheet.headerRow')
        : t('templates.sheet.row', { row: params.where.replace(/\D+/g, '') });
  if (typeof params.column === 'string') {
    const named = /^column "([\s\S]*)"$/.exec(params.column);
    const at = /^column (\d+)$/.exec(params.column);
    if (named) out.column = t('templates.sheet.columnNamed', { name: named[1] });
    else if (at) out.column = t('templates.sheet.columnAt', { position: at[1] });
  }
  return out;
}

/** A sheet the page cannot read, in the reader's language where its kind is known. */
export function sheetMessageText(message: string, t: TFunction): string {
  const kind = sheetMessageKind(message);
  return kind ? t(`templates.sheet.${kind.key}`, placeParams(kind.params, t)) : message;
}

/** A `{{` written wrong, in the reader's language where its kind is known. */
export function variableMessageText(message: string, t: TFunction): string {
  const kind = variableMessageKind(message);
  return kind ? t(`templates.variable.${kind.key}`, kind.params) : message;
}
