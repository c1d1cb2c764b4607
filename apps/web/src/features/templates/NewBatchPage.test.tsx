import { BatchMessage, speechTooLongMessage, VideoMessage } from '@talkreel/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n/i18n';
import { fakeServer, ok } from '../../test/fakeServer';
import { testQueryClient } from '../../test/testQueryClient';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { NewBatchPage } from './NewBatchPage';
import { rowProblemKind } from './rowProblemText';
import { wireTemplate } from './testing/wireTemplate';

beforeAll(fillBrowserGaps);

const template = wireTemplate({
  body: { text: 'Hello {{first_name}} from {{company|our team}}' },
  variables: [
    { name: 'first_name', fallback: null },
    { name: 'company', fallback: 'our team' },
  ],
});
const counts = { done: 0, failed: 0, waiting: 2, rendering: 0, skipped: 1, cancelled: 0 };
const problem = {
  row: 2,
  column: 'First Name',
  message: 'No value for {{first_name}}, and the variable has no default',
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/assets/template/:id/batch', element: <NewBatchPage /> },
      { path: '/assets/batch/:id', element: <p>batch page</p> },
    ],
    { initialEntries: ['/assets/template/t1/batch'] },
  );
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const csvFile = (text: string) => new File([text], 'people.csv', { type: 'text/csv' });

describe('make personalised videos', () => {
  it('reads a CSV with a BOM and semicolons, maps columns by name, lists problems, makes the good rows', async () => {
    const server = fakeServer({
      'POST /template/detail': () => ok(template),
      'POST /batch/check': () =>
        ok({ rows: 3, good: 2, problems: [problem], mapping: {}, names: ['1 Ann', '2', '3 Cy'] }),
      'POST /batch/create': () =>
        ok({
          id: 'b1',
          name: 'Spring offer',
          template_id: 't1',
          project_id: 'p1',
          status: 'running',
          columns: ['First Name', 'company'],
          counts,
          rows: [],
          created_at: '2026-11-29T00:00:00.000Z',
          finished_at: null,
        }),
    });
    const router = renderPage();
    const input = await screen.findByLabelText(/Choose a CSV or Excel file/);
    await userEvent.upload(
      input,
      csvFile('\ufeffFirst Name;company\r\nAnn;"Nord; Süd"\r\n;Acme\r\nCy;\r\n'),
    );
    // "First Name" matches {{first_name}} (case and spaces aside); company by its own name.
    expect(await screen.findByRole('combobox', { name: 'Column for first_name' })).toHaveValue(
      'First Name',
    );
    expect(screen.getByRole('combobox', { name: 'Column for company' })).toHaveValue('company');
    const table = await screen.findByRole('table', { name: 'Problems' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`2First Name${problem.message}`);
    const check = server.callsTo('POST /batch/check')[0];
    expect(check?.body).toMatchObject({
      template_id: 't1',
      columns: ['First Name', 'company'],
      rows: [
        ['Ann', 'Nord; Süd'],
        ['', 'Acme'],
        ['Cy', ''],
      ],
      mapping: { first_name: 'First Name', company: 'company' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Make 2 videos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/batch/b1'));
    expect(server.callsTo('POST /batch/create')[0]?.body).toMatchObject({ on_problems: 'skip' });
  });

  it('says where a file cannot be read and sends nothing', async () => {
    const server = fakeServer({ 'POST /template/detail': () => ok(template) });
    renderPage();
    const input = await screen.findByLabelText(/Choose a CSV or Excel file/);
    await userEvent.upload(input, csvFile('first_name,company\nAnn,"never closed\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 1, column "company": a quoted cell is never closed',
    );
    expect(server.callsTo('POST /batch/check')).toHaveLength(0);
  });

  it("shows the check's problems in the reader's language, other text as the server said it", async () => {
    await act(() => i18n.changeLanguage('de'));
    fakeServer({
      'POST /template/detail': () => ok(template),
      'POST /batch/check': () =>
        ok({
          rows: 3,
          good: 0,
          problems: [
            { row: 1, column: 'first_name', message: BatchMessage.MISSING_VALUE('first_name') },
            { row: 2, column: null, message: BatchMessage.DUPLICATE_NAME('Ann "A" Lee', 1) },
            { row: 3, column: 'first_name', message: VideoMessage.SCRIPT_TOO_LONG },
            { row: 3, column: 'company', message: 'Something only the server knows' },
          ],
          mapping: {},
          names: ['1', '2', '3'],
        }),
    });
    renderPage();
    const input = await screen.findByLabelText(/CSV- oder Excel-Datei/);
    await userEvent.upload(input, csvFile('first_name,company\nAnn,Acme\nAnn,B\nCy,C\n'));
    const table = await screen.findByRole('table', { name: 'Probleme' });
    const problemCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2].textContent);
    expect(problemCells).toEqual([
      'Kein Wert für {{first_name}}, und die Variable hat keinen Standardwert',
      'Der Videoname „Ann "A" Lee“ wird schon von Zeile 1 verwendet',
      'Ausgefüllt ist das Skript länger als 1500 Zeichen',
      'Something only the server knows',
    ]);
  });

  it('recognises every kind of row problem the contract builds, and nothing else', () => {
    const kinds = [
      [BatchMessage.MISSING_VALUE('größe_2'), 'missingValue', { variable: '{{größe_2}}' }],
      [BatchMessage.CELL_TOO_LONG(5001), 'cellTooLong', { chars: '5001', max: 5000 }],
      [BatchMessage.DUPLICATE_NAME('7 Bo', 3), 'duplicateName', { name: '7 Bo', row: '3' }],
      [BatchMessage.NAME_EMPTY, 'nameEmpty', {}],
      [BatchMessage.UNKNOWN_ACTOR('act (1)'), 'unknownActor', { id: 'act (1)' }],
      [BatchMessage.UNKNOWN_VOICE('v.1*'), 'unknownVoice', { id: 'v.1*' }],
      [BatchMessage.NO_VOICE, 'noVoice', {}],
      [VideoMessage.SCRIPT_TOO_SHORT, 'scriptTooShort', { min: 100 }],
      [VideoMessage.SCRIPT_TOO_LONG, 'scriptTooLong', { max: 1500 }],
      [VideoMessage.MISSING_TEXT_OR_ACTORS, 'missingTextOrActors', {}],
      [speechTooLongMessage(131.4), 'speechTooLong', { seconds: '131' }],
    ] as const;
    for (const [message, key, params] of kinds)
      expect(rowProblemKind(message), message).toEqual({ key, params });
    expect(rowProblemKind('The render failed: out of memory')).toBeNull();
    expect(rowProblemKind(`${BatchMessage.NAME_EMPTY}!`)).toBeNull();
  });
});
