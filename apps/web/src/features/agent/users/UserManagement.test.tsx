import { Code } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { agentServer, renderAgent, userRow, usersPage } from '../testing/renderAgent';

beforeAll(fillBrowserGaps);

const USERS = '/agent/dashboard/user-management/ag1/';
const rows = () => screen.findAllByTestId('agent-user-row');
const twentyFive = Array.from({ length: 25 }, (_, i) => userRow(i + 1));

/** POST /agent/users over 25 users, paged like the server. */
const pagedServer = () =>
  agentServer({
    'POST /agent/users': ({ body }) => {
      const { page, page_size } = body as { page: number; page_size: number };
      const slice = twentyFive.slice((page - 1) * page_size, page * page_size);
      return ok(usersPage(slice, twentyFive.length, page));
    },
  });

describe('user table (creation.md §2 agent user management)', () => {
  it('shows the ten columns with copyable id and e-mail, status and app state labels', async () => {
    agentServer({
      'POST /agent/users': () =>
        ok(usersPage([userRow(1), userRow(2, { is_agent: 0, app_state: 0, username: 'Bo' })])),
    });
    renderAgent(USERS);
    const [first, second] = await rows();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'User ID',
      'Status',
      'Gender',
      'Email',
      'Company',
      'Title',
      'App state',
      'Created',
      'Actions',
    ]);
    expect(within(first).getByText('Enable')).toBeInTheDocument();
    expect(within(first).getByText('Verify')).toBeInTheDocument();
    expect(within(first).getByText('Female')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Copy u-1' })).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Copy user1@example.com' }),
    ).toBeInTheDocument();
    expect(within(second).getByText('Disabled')).toBeInTheDocument();
    expect(within(second).getByText('Unverified')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Detail' })).toHaveAttribute(
      'href',
      '/agent/dashboard/user-management/ag1/u-1',
    );
  });

  it('searches by type, text and creation dates from page 1, and Reset clears the filter', async () => {
    const user = userEvent.setup();
    const net = pagedServer();
    renderAgent(USERS);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(net.callsTo('POST /agent/users').at(-1)?.body).toMatchObject({ page: 3 }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'email');
    await user.type(screen.getByRole('textbox', { name: 'Search text' }), ' user7@example.com ');
    // The range picker: two clicks, the second earlier, swap; Confirm applies it.
    await user.click(screen.getByRole('button', { name: 'Created between' }));
    const picker = await screen.findByRole('dialog', { name: 'Created between' });
    const confirm = within(picker).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const [left] = within(picker).getAllByTestId('month-title');
    expect(left).toBeInTheDocument();
    const days = () => picker.querySelectorAll<HTMLButtonElement>('button[data-day]');
    const inMonth = [...days()].filter((d) => d.dataset.day?.endsWith('-20'))[0];
    const earlier = [...days()].filter((d) => d.dataset.day?.endsWith('-05'))[0];
    await user.click(inMonth);
    expect(confirm).toBeDisabled();
    await user.click(earlier);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(net.callsTo('POST /agent/users').at(-1)?.body).toEqual({
        page: 1,
        page_size: 10,
        agent_id: 'ag1',
        type: 'email',
        value: 'user7@example.com',
        start_datetime: earlier.dataset.day,
        end_datetime: inMonth.dataset.day,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(net.callsTo('POST /agent/users').at(-1)?.body).toMatchObject({
        page: 1,
        type: 'name',
        value: '',
        start_datetime: '',
        end_datetime: '',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Search text' })).toHaveValue('');
  });

  it('pages: total and items, numbers with gaps, go-to box digits only and clamped', async () => {
    const user = userEvent.setup();
    const net = pagedServer();
    renderAgent(USERS);
    expect(await rows()).toHaveLength(10);
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('25 items');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    const box = within(pager).getByRole('textbox', { name: 'Go to page' });
    await user.type(box, '9x{Enter}');
    await waitFor(() =>
      expect(net.callsTo('POST /agent/users').at(-1)?.body).toMatchObject({ page: 3 }),
    );
    expect(await rows()).toHaveLength(5);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    // An edited, emptied box counts as 1 when left.
    await user.type(box, '2');
    await user.clear(box);
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(await rows()).toHaveLength(10);
  });

  it('disables and enables a user, and deletes one only after the confirmation', async () => {
    const user = userEvent.setup();
    let enabled = 1;
    const net = agentServer({
      'POST /agent/users': () => ok(usersPage([userRow(1, { is_agent: enabled })])),
      'POST /agent/user/toggle-status': () => {
        enabled = 1 - enabled;
        return ok({ user_id: 'u-1', is_agent: enabled });
      },
      'POST /agent/user/delete': () => ok({ user_id: 'u-1' }),
    });
    renderAgent(USERS);
    const [row] = await rows();
    await user.click(within(row).getByRole('button', { name: 'More actions for User 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeInTheDocument());
    expect(net.callsTo('POST /agent/user/toggle-status')[0].body).toEqual({
      agent_id: 'ag1',
      user_id: 'u-1',
    });
    await user.click(within(row).getByRole('button', { name: 'More actions for User 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Enable' }));
    await waitFor(() => expect(within(row).getAllByText('Enable')).toHaveLength(1));

    await user.click(within(row).getByRole('button', { name: 'More actions for User 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(net.callsTo('POST /agent/user/delete')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'More actions for User 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete User 1?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(net.callsTo('POST /agent/user/delete')).toHaveLength(1));
  });
});

describe('create-user modal (creation.md §2, §5)', () => {
  it('checks the five fields, shows the server field errors, closes after save and clears on close', async () => {
    const user = userEvent.setup();
    let taken = true;
    const net = agentServer({
      'POST /agent/user/create': ({ body }) =>
        taken
          ? refuse(Code.INVALID_INPUT, 'Email already exists', {
              fields: { email: 'Email already exists' },
            })
          : ok(userRow(9, { ...(body as object), id: 'u-9' })),
    });
    renderAgent(USERS);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Username must be 2 to 20 characters.',
      'Please choose male or female.',
      'Please enter a valid email address.',
      'Company must be 1 to 50 characters.',
      'Title must be 1 to 50 characters.',
    ]);
    expect(net.callsTo('POST /agent/user/create')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Username/), 'Zoe');
    await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await user.type(within(dialog).getByLabelText(/Email/), 'zoe@example.com');
    await user.type(within(dialog).getByLabelText(/Company/), 'Acme');
    await user.type(within(dialog).getByLabelText(/Personal title/), 'Host');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This email already has an account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create user' })).toBeInTheDocument();

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create user' })).toBeNull());
    expect(net.callsTo('POST /agent/user/create').at(-1)?.body).toEqual({
      agent_id: 'ag1',
      username: 'Zoe',
      gender: 'female',
      email: 'zoe@example.com',
      company: 'Acme',
      personal_title: 'Host',
    });

    // Opened again, the form is empty; typed then closed, it is empty the next time too.
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const again = await screen.findByRole('dialog', { name: 'Create user' });
    expect(within(again).getByLabelText(/Username/)).toHaveValue('');
    await user.type(within(again).getByLabelText(/Username/), 'Half');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Create user' })).getByLabelText(/Username/),
    ).toHaveValue('');
  });
  // The pinned Actions cell's hover tint is a computed style jsdom cannot show: it is checked in
  // Chromium (e2e/specs/agent-forms.spec.ts).
});
