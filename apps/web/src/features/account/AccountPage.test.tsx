import { AVATAR_MAX_BYTES, Code, SAVED_CHECK_MS } from '@talkreel/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/useSessionStore';
import { UI_STORAGE_KEY } from '../../state/useUiStore';
import { advance, advanceUntil } from '../../test/fakeClock';
import { fakeServer, ok, profileOf, refuse, workspaceList } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { renderInShell } from '../settings/testing/renderInShell';

beforeAll(fillBrowserGaps);

const accountServer = (extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /users/profile': () => ok(profileOf('ada@example.com', 'Ada Lovelace')),
    'POST /workspace/list': () => ok(workspaceList()),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    ...extra,
  });

const first = () => screen.findByLabelText('First name');
const last = () => screen.getByLabelText('Last name');
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving…|Saved)$/ });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });

describe('account name (core.md §4, §5)', () => {
  it('splits the stored name, and enables Save and Cancel only when it changes', async () => {
    const user = userEvent.setup();
    accountServer();
    renderInShell('/settings/account/');
    expect(await first()).toHaveValue('Ada');
    expect(last()).toHaveValue('Lovelace');
    expect(saveButton()).toBeDisabled();
    expect(cancelButton()).toBeDisabled();

    await user.type(last(), ' King');
    expect(saveButton()).toBeEnabled();
    expect(cancelButton()).toBeEnabled();
    await user.click(cancelButton());
    expect(last()).toHaveValue('Lovelace');
    expect(saveButton()).toBeDisabled();

    // Typing back the saved value is no change.
    await user.clear(await first());
    await user.type(await first(), 'Ada');
    expect(saveButton()).toBeDisabled();
  });

  it('does not offer to save a blank name, and says why in the page', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    renderInShell('/settings/account/');
    await user.clear(await first());
    await user.clear(last());
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a first or a last name.');
    await user.type(last(), '{Enter}');
    expect(server.callsTo('POST /users/profile')).toHaveLength(0);
    await user.type(last(), 'Lovelace');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves on Enter: saving spinner, then a check for 2 s, the joined name and a toast', async () => {
    const user = userEvent.setup();
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const net = accountServer({
      'POST /users/profile': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderInShell('/settings/account/');
    await user.clear(await first());
    await user.type(await first(), 'Augusta');
    await user.clear(last());
    await user.type(last(), 'King{Enter}');

    expect(saveButton()).toHaveTextContent('Saving…');
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(net.callsTo('POST /users/profile')).toHaveLength(1));
    expect(net.callsTo('POST /users/profile')[0].body).toEqual({
      first_name: 'Augusta',
      last_name: 'King',
    });

    // From the answer on, the clock moves only when the test says so: the 2 s are never the machine's.
    vi.useFakeTimers();
    await act(async () => answer(ok({ username: 'Augusta King' })));
    // Checked every 10 ms of fake time, so at most 10 ms of the 2 s have gone when it passes.
    await advanceUntil(() => expect(saveButton()).toHaveTextContent('Saved'));
    expect(
      await advanceUntil(() => screen.getByText('Modification successful')),
    ).toBeInTheDocument();
    expect(saveButton()).toHaveAttribute('data-state', 'done');
    expect(useSessionStore.getState().account?.username).toBe('Augusta King');
    expect(screen.getByLabelText('First name')).toHaveValue('Augusta');

    await advance(SAVED_CHECK_MS - 50);
    expect(saveButton()).toHaveTextContent('Saved');
    await advance(100);
    expect(saveButton()).toHaveTextContent('Save');
    expect(saveButton()).toBeDisabled();
  });

  it('keeps "Mary Ann" / "Smith" as entered: sent apart, shown apart after saving and after a reload (issue 24)', async () => {
    const user = userEvent.setup();
    let saved = { username: 'Mary Smith', first_name: 'Mary', last_name: 'Smith' };
    const net = accountServer({
      'GET /users/profile': () =>
        ok({ ...profileOf('mary@example.com', saved.username), ...saved }),
      'POST /users/profile': (call) => {
        const body = call.body as { first_name: string; last_name: string };
        saved = {
          username: `${body.first_name} ${body.last_name}`,
          first_name: body.first_name,
          last_name: body.last_name,
        };
        return ok(saved);
      },
    });
    const view = renderInShell('/settings/account/');
    await user.clear(await first());
    await user.type(await first(), 'Mary Ann');
    await user.click(saveButton());
    await waitFor(() => expect(net.callsTo('POST /users/profile')).toHaveLength(1));
    expect(net.callsTo('POST /users/profile')[0].body).toEqual({
      first_name: 'Mary Ann',
      last_name: 'Smith',
    });
    await waitFor(() =>
      expect(useSessionStore.getState().account?.username).toBe('Mary Ann Smith'),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Mary Ann');
    expect(last()).toHaveValue('Smith');
    expect(saveButton()).toBeDisabled();

    // A reload: the page is drawn again from the profile the server answers.
    view.unmount();
    useSessionStore.getState().setAccount(null);
    renderInShell('/settings/account/');
    await waitFor(async () => expect(await first()).toHaveValue('Mary Ann'));
    expect(last()).toHaveValue('Smith');
  });

  it('keeps the edit and returns to idle when the server refuses, after the code toast', async () => {
    const user = userEvent.setup();
    accountServer({
      'POST /users/profile': () =>
        refuse(Code.INVALID_INPUT, 'Username must be at most 100 characters'),
    });
    renderInShell('/settings/account/');
    await first();
    await user.type(last(), ' Byron');
    await user.click(saveButton());
    expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
    expect(screen.getByText('Username must be at most 100 characters')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save');
    expect(saveButton()).toBeEnabled();
    expect(last()).toHaveValue('Lovelace Byron');
    expect(useSessionStore.getState().account?.username).toBe('Ada Lovelace');
  });
});

describe('account page', () => {
  it('shows the e-mail read-only', async () => {
    accountServer();
    renderInShell('/settings/account/');
    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
  });

  it('switches the interface language and remembers it', async () => {
    const user = userEvent.setup();
    accountServer();
    renderInShell('/settings/account/');
    await first();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Ada');
    expect(document.documentElement.lang).toBe('de');
    expect(JSON.parse(localStorage.getItem(UI_STORAGE_KEY) ?? '{}').state.language).toBe('de');
  });

  it('refuses a picture that is not PNG or JPEG, or is over 1 MB, before any upload', async () => {
    accountServer();
    renderInShell('/settings/account/');
    const input = await screen.findByTestId('avatar-input');
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Choose a PNG or JPEG image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image must be 1 MB or smaller.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the crop dialog for an acceptable picture', async () => {
    accountServer();
    renderInShell('/settings/account/');
    const input = await screen.findByTestId('avatar-input');
    const png = new File([new Uint8Array(AVATAR_MAX_BYTES)], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByRole('dialog', { name: 'Crop your picture' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('avatar-crop-box')).toHaveStyle({ width: '400px' }),
    );
  });
});
