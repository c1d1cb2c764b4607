import { BatchMessage } from '@talkreel/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n/i18n';
import { fakeServer, ok } from '../../test/fakeServer';
import { testQueryClient } from '../../test/testQueryClient';
import { AssetsLayout } from '../assets/AssetsLayout';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { BatchPage } from './BatchPage';
import { TemplatesPage } from './TemplatesPage';

beforeAll(fillBrowserGaps);

const item = (id: string, name: string, canEdit: boolean) => ({
  id,
  workspace_id: 'w1',
  name,
  body: {},
  variables: [{ name: 'first_name', fallback: null }],
  actor_id: null,
  actor_name: null,
  poster_url: null,
  poster_thumbnails: null,
  created_by: 'u1',
  can_edit: canEdit,
  created_at: '2026-11-29T00:00:00.000Z',
  updated_at: '2026-11-29T00:00:00.000Z',
});
const row = (index: number, status: string, extra: Record<string, unknown> = {}) => ({
  index,
  status,
  name: `${index} Ann`,
  values: {},
  video_id: null,
  video_url: null,
  poster_url: null,
  error: null,
  ...extra,
});
const batch = (status: string) => ({
  id: 'b1',
  name: 'Spring mailing',
  template_id: 't1',
  project_id: 'p1',
  status,
  columns: ['first_name'],
  counts: { done: 1, failed: 1, waiting: 1, rendering: 0, skipped: 1, cancelled: 0 },
  rows: [
    row(1, 'done', { video_id: 'v1', video_url: '/media/v1.mp4' }),
    row(2, 'failed', { error: 'Render failed' }),
    row(3, 'waiting'),
    row(4, 'skipped', { error: 'No value for {{first_name}}' }),
  ],
  created_at: '2026-11-29T00:00:00.000Z',
  finished_at: null,
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AssetsLayout />,
        children: [
          { path: '/assets/template', element: <TemplatesPage /> },
          { path: '/assets/batch/:id', element: <BatchPage /> },
          { path: '/assets/template/:id/batch', element: <p>new batch</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('templates', () => {
  it('lists templates with their variables; only editable ones offer rename and delete', async () => {
    const server = fakeServer({
      'GET /template/list': () =>
        ok({ templates: [item('t1', 'Mine', true), item('t2', 'Theirs', false)] }),
      'POST /template/duplicate': () => ok(item('t3', 'Theirs (copy)', true)),
    });
    const router = renderAt('/assets/template');
    await screen.findByText('Mine');
    expect(screen.getAllByRole('list', { name: 'Variables' })[0]).toHaveTextContent(
      '{{first_name}}',
    );
    expect(screen.getByRole('button', { name: 'Delete Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Theirs' }));
    await waitFor(() =>
      expect(server.callsTo('POST /template/duplicate')[0]?.body).toEqual({ id: 't2' }),
    );
    await userEvent.click(screen.getAllByRole('link', { name: 'Make personalised videos' })[0]);
    expect(router.state.location.pathname).toBe('/assets/template/t1/batch');
  });

  it('shows a batch: progress, each row, a failed row retried and a video played inline', async () => {
    const server = fakeServer({
      'POST /batch/detail': () => ok(batch('paused')),
      'POST /batch/retry': () => ok(batch('running')),
    });
    renderAt('/assets/batch/b1');
    const bar = await screen.findByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('Render failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play 1 Ann' }));
    expect(screen.getByLabelText('1 Ann', { selector: 'video' })).toHaveAttribute(
      'src',
      '/media/v1.mp4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry 1 failed row' }));
    await waitFor(() => expect(server.callsTo('POST /batch/retry')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // The header, four rows and the open player's row.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  });

  it("shows each row's values under its columns as written, and its problems translated", async () => {
    await act(() => i18n.changeLanguage('zh'));
    const skippedWhy = [
      BatchMessage.MISSING_VALUE('first_name'),
      BatchMessage.DUPLICATE_NAME('1 Ann', 1),
    ].join('; ');
    fakeServer({
      'POST /batch/detail': () =>
        ok({
          ...batch('running'),
          columns: ['first_name', 'Company Name', 'firstName'],
          rows: [
            row(1, 'done', {
              values: { first_name: 'Ann', 'Company Name': 'Acme', firstName: 'Annie' },
            }),
            row(2, 'skipped', {
              values: { first_name: '', 'Company Name': 'Globex', firstName: 'x' },
              error: skippedWhy,
            }),
            row(3, 'failed', {
              values: { first_name: 'Cy', 'Company Name': 'Initech', firstName: 'C' },
              error: 'The render ran out of memory',
            }),
          ],
        }),
    });
    renderAt('/assets/batch/b1');
    await screen.findByLabelText('第 1 行的值');
    const valuesOf = (n: number) =>
      within(screen.getByLabelText(`第 ${n} 行的值`))
        .getAllByRole('definition')
        .map((d) => [d.previousElementSibling?.textContent, d.textContent]);
    // "first_name" and "firstName" would be one key once camel-cased; each keeps its own value.
    expect(valuesOf(1)).toEqual([
      ['first_name', 'Ann'],
      ['Company Name', 'Acme'],
      ['firstName', 'Annie'],
    ]);
    expect(valuesOf(2)[0]).toEqual(['first_name', '—']);
    expect(
      screen.getByText('{{first_name}} 没有值，且该变量没有默认值；视频名称“1 Ann”已被第 1 行使用'),
    ).toBeInTheDocument();
    expect(screen.getByText('The render ran out of memory')).toBeInTheDocument();
    // The batch's page sits under the Templates tab.
    const tabs = screen.getByRole('navigation');
    expect(within(tabs).getByRole('link', { name: '模板' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(tabs)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
