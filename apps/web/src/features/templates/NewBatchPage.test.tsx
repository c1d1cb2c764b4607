import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { fakeServer, ok } from '../../test/fakeServer';
import { testQueryClient } from '../../test/testQueryClient';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { NewBatchPage } from './NewBatchPage';

beforeAll(fillBrowserGaps);

const template = {
  id: 't1',
  workspace_id: 'w1',
  name: 'Spring offer',
  body: { text: 'Hello {{first_name}} from {{company|our team}}' },
  variables: [
    { name: 'first_name', fallback: null },
    { name: 'company', fallback: 'our team' },
  ],
  actor_id: 'a1',
  actor_name: 'Olivia',
  poster_url: null,
  poster_thumbnails: null,
  created_by: 'u1',
  can_edit: true,
  created_at: '2026-11-29T00:00:00.000Z',
  updated_at: '2026-11-29T00:00:00.000Z',
};
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
});
