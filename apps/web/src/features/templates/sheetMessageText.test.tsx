import { rowLabel, SheetMessage, VariableMessage } from '@talkreel/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n/i18n';
import { fakeServer, ok } from '../../test/fakeServer';
import { testQueryClient } from '../../test/testQueryClient';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { NewBatchPage } from './NewBatchPage';
import {
  sheetMessageKind,
  sheetMessageText,
  variableMessageKind,
  variableMessageText,
} from './sheetMessageText';
import { wireTemplate } from './testing/wireTemplate';

beforeAll(fillBrowserGaps);
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const template = wireTemplate({ missing: [] });

describe('messages of a sheet that cannot be read, and of a {{ written wrong', () => {
  it("the new-batch page says where a file cannot be read in the reader's language", async () => {
    await act(() => i18n.changeLanguage('de'));
    const server = fakeServer({ 'POST /template/detail': () => ok(template) });
    const router = createMemoryRouter(
      [{ path: '/assets/template/:id/batch', element: <NewBatchPage /> }],
      { initialEntries: ['/assets/template/t1/batch'] },
    );
    render(
      <AppProviders queryClient={testQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const input = await screen.findByLabelText(/CSV- oder Excel-Datei/);
    await userEvent.upload(
      input,
      new File(['first_name,company\nAnn,"never closed\n'], 'people.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zeile 1, Spalte „company“: Eine Zelle in Anführungszeichen wird nie geschlossen (ein " ohne schließendes ")',
    );
    expect(server.callsTo('POST /batch/check')).toHaveLength(0);
  });

  it('recognises every kind of sheet message the contract builds, and nothing else', () => {
    const kinds = [
      [SheetMessage.TOO_LARGE, 'tooLarge', { mb: 5 }],
      [SheetMessage.EMPTY, 'empty', {}],
      [SheetMessage.NO_DATA, 'noData', {}],
      [
        SheetMessage.NOT_UTF8(12, 'column "Vor name"'),
        'notUtf8',
        { where: 'Row 12', column: 'column "Vor name"' },
      ],
      [
        SheetMessage.UNCLOSED_QUOTE(0, 'column 3'),
        'unclosedQuote',
        { where: rowLabel(0), column: 'column 3' },
      ],
      [SheetMessage.TOO_MANY_COLUMNS(10000), 'tooManyColumns', { count: 10000, max: 20 }],
      [SheetMessage.TOO_MANY_ROWS, 'tooManyRows', { max: 1000 }],
      [SheetMessage.UNNAMED_COLUMN(4), 'unnamedColumn', { position: '4' }],
      [SheetMessage.COLUMN_NAME_TOO_LONG(2), 'columnNameTooLong', { position: '2', max: 40 }],
      [SheetMessage.DUPLICATE_COLUMN('a "b"'), 'duplicateColumn', { name: 'a "b"' }],
      [
        SheetMessage.EXTRA_CELLS(7, 5, 3),
        'extraCells',
        { where: 'Row 7', cells: '5', columns: '3' },
      ],
      [SheetMessage.NOT_A_SHEET, 'notASheet', {}],
      [SheetMessage.INVALID_UPLOAD, 'invalidUpload', { mb: 5 }],
    ] as const;
    for (const [message, key, params] of kinds)
      expect(sheetMessageKind(message), message).toEqual({ key, params });
    expect(sheetMessageKind('Could not reach the server')).toBeNull();
    expect(sheetMessageKind(`${SheetMessage.EMPTY}.`)).toBeNull();
  });

  it('recognises every kind of variable message the contract builds, and nothing else', () => {
    const long = 'a'.repeat(45);
    const kinds = [
      [VariableMessage.UNCLOSED('{{first_name and'), 'unclosed', { near: '{{first_name and' }],
      [VariableMessage.EMPTY_NAME, 'emptyName', { example: '{{}}' }],
      [VariableMessage.ODD_NAME('first name'), 'oddName', { name: 'first name' }],
      [VariableMessage.NAME_TOO_LONG(long), 'nameTooLong', { name: long.slice(0, 20), max: 40 }],
      [
        VariableMessage.DEFAULT_TOO_LONG('company'),
        'defaultTooLong',
        { variable: '{{company}}', max: 200 },
      ],
      [VariableMessage.NESTED('{{a {{b}}'), 'nested', { near: '{{a {{b}}' }],
    ] as const;
    for (const [message, key, params] of kinds)
      expect(variableMessageKind(message), message).toMatchObject({ key, params });
    expect(variableMessageKind('Script: too long')).toBeNull();
  });

  it('writes the braces, rows and columns in each language', async () => {
    await act(() => i18n.changeLanguage('zh'));
    expect(variableMessageText(VariableMessage.UNCLOSED('{{name'), i18n.t)).toBe(
      '“{{”缺少对应的“}}”，位置靠近“{{name”',
    );
    expect(sheetMessageText(SheetMessage.UNCLOSED_QUOTE(0, 'column 2'), i18n.t)).toBe(
      '标题行，第 2 列：带引号的单元格没有闭合（" 缺少对应的 "）',
    );
    await act(() => i18n.changeLanguage('es'));
    expect(variableMessageText(VariableMessage.ODD_NAME('1st'), i18n.t)).toBe(
      'El nombre de variable «1st» solo puede tener letras, dígitos y «_», y no puede empezar por un dígito',
    );
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(sheetMessageText(SheetMessage.TOO_MANY_COLUMNS(30), i18n.t)).toBe(
      '檔案有 30 欄；最多允許 20 欄',
    );
    await act(() => i18n.changeLanguage('en'));
    // English reads as the contract wrote it; unknown text passes through.
    for (const m of [SheetMessage.NOT_UTF8(3, 'column "x"'), VariableMessage.NESTED('{{a {{')])
      expect(
        m.startsWith('Row') ? sheetMessageText(m, i18n.t) : variableMessageText(m, i18n.t),
      ).toBe(m);
    expect(sheetMessageText('Network down', i18n.t)).toBe('Network down');
  });
});
