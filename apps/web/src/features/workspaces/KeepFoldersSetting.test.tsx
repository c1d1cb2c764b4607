import { Code } from '@talkreel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { fakeServer, ok, profileOf, refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { renderInShell } from '../settings/testing/renderInShell';
import { held } from '../tree/testing/treeServer';

beforeAll(fillBrowserGaps);

/** The settings page of product "Marketing" (w1), seen by Ada in `role`. */
function productServer(role: string, keepFolders: boolean, extra = {}) {
  return fakeServer({
    'GET /users/profile': () => ok({ ...profileOf('ada@example.com', 'Ada Lovelace'), id: 'u1' }),
    'POST /workspace/list': () =>
      ok({
        workspaces: [
          { id: 'w1', name: 'Marketing', role, member_count: 2, keep_folders: keepFolders },
        ],
        total: 1,
        page: 1,
        page_size: 1000,
      }),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /sidebar/folders': () =>
      ok({ current_num: 1, total_page: 1, total_folder: 1, folders: [] }),
    'GET /users/members': () => ok([]),
    ...extra,
  });
}

const setting = () => screen.findByRole('switch', { name: 'Keep folders across reloads' });

describe('"Keep folders across reloads" on the product\'s settings page (issue 24)', () => {
  it("is off by default (core.md §4's rule) and says what a reload does; the owner turns it on", async () => {
    const user = userEvent.setup();
    const pending = held();
    const net = productServer('owner', false, {
      'PUT /workspace/w1/settings': () => pending.reply,
    });
    renderInShell('/settings/members/');
    const toggle = await setting();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(
      'Off: whenever anyone in Marketing reloads the page, every folder is dissolved and its projects move to Uncategorized.',
    );
    expect(screen.queryByText(/Only the owner/)).toBeNull();

    await user.click(toggle);
    // Shown at once, while the server is asked.
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(net.callsTo('PUT /workspace/w1/settings')).toHaveLength(1));
    expect(net.callsTo('PUT /workspace/w1/settings')[0].body).toEqual({ keep_folders: true });
    pending.release(ok({ keep_folders: true }));
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(
      'On: folders stay as they are when anyone in Marketing reloads the page.',
    );
  });

  it('goes back, with the catalogue toast, when the server refuses', async () => {
    const user = userEvent.setup();
    productServer('owner', true, {
      'PUT /workspace/w1/settings': () =>
        refuse(Code.ACCESS_RESTRICTED, 'Only the owner can do this'),
    });
    renderInShell('/settings/members/');
    const toggle = await setting();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('a member sees the setting but cannot change it, and is told who can', async () => {
    const user = userEvent.setup();
    const net = productServer('member', false);
    renderInShell('/settings/members/');
    const toggle = await setting();
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Only the owner of Marketing can change this.')).toBeInTheDocument();
    await user.click(toggle);
    expect(net.callsTo('PUT /workspace/w1/settings')).toHaveLength(0);
  });

  it('speaks the interface language', async () => {
    productServer('owner', false);
    await act(() => i18n.changeLanguage('de'));
    renderInShell('/settings/members/');
    expect(
      await screen.findByRole('switch', { name: 'Ordner beim Neuladen behalten' }),
    ).toBeInTheDocument();
  });
});
