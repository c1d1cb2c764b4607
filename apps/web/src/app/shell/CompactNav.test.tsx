import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { treeServer } from '../../features/tree/testing/treeServer';
import { useSessionStore } from '../../state/useSessionStore';
import { renderApp } from '../../test/renderApp';

/**
 * A screen whose width can change: `matchMedia` answers the shell's `md` query from `wide`,
 * and a change is announced to its listeners as a rotation or a resized window would be.
 */
function screenWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    get matches() {
      return wide;
    },
    media,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      wide = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

const seed = {
  projects: [
    { id: 'p1', name: 'Spring launch', sort_order: 2, folder_id: null },
    { id: 'p2', name: 'Onboarding', sort_order: 1, folder_id: null },
  ],
};

async function openOnPhone(url: string) {
  const phone = screenWidth(false);
  const server = treeServer(seed);
  useSessionStore.getState().signIn('tok', null);
  const app = await renderApp(url);
  const menuButton = await screen.findByRole('button', { name: 'Menu' });
  return { phone, server, app, menuButton };
}

const drawer = () => screen.queryByRole('dialog', { name: 'Menu' });

describe('the shell on a phone', () => {
  it('shows a top bar instead of the rail, and the page alone under it', async () => {
    await openOnPhone('/creation/folder/uncategorized/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Creation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uncategorized' })).toBeVisible();
  });

  it('opens a drawer with the main areas and the tree; choosing a project closes it', async () => {
    const user = userEvent.setup();
    const { app, menuButton } = await openOnPhone('/creation/folder/uncategorized/');
    await user.click(menuButton);
    const opened = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(opened).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Creation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Assets' })).toBeInTheDocument();
    const tree = within(opened).getByRole('complementary', { name: 'Creation' });
    await waitFor(() =>
      expect(within(tree).getByRole('button', { name: 'New project' })).toBeEnabled(),
    );

    await user.click(within(tree).getByRole('button', { name: 'Onboarding' }));
    await waitFor(() => expect(app.path()).toBe('/creation/project/p2/'));
    await waitFor(() => expect(drawer()).toBeNull());
    expect(screen.queryByRole('complementary', { name: 'Creation' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    const { app, menuButton } = await openOnPhone('/creation/folder/uncategorized/');
    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer()).toBeNull());
    expect(menuButton).toHaveFocus();
    expect(app.path()).toBe('/creation/folder/uncategorized/');
  });

  it('closes when a link leads to the page already open', async () => {
    const user = userEvent.setup();
    const { app, menuButton } = await openOnPhone('/creation/folder/uncategorized/');
    await user.click(menuButton);
    const opened = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(opened).getByRole('link', { name: 'Creation' }));
    await waitFor(() => expect(drawer()).toBeNull());
    expect(app.path()).toBe('/creation/folder/uncategorized/');
  });

  it('holds the settings navigation on the settings pages, without the fold button', async () => {
    const user = userEvent.setup();
    const { app, menuButton } = await openOnPhone('/settings/account/');
    await user.click(menuButton);
    const opened = await screen.findByRole('dialog', { name: 'Menu' });
    const settings = within(opened).getByRole('complementary', { name: 'Settings' });
    expect(within(settings).queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
    await user.click(within(settings).getByRole('link', { name: 'Members' }));
    await waitFor(() => expect(app.path()).toBe('/settings/members/'));
    await waitFor(() => expect(drawer()).toBeNull());
  });

  it('puts the rail and the sidebar back when the screen becomes wide', async () => {
    const user = userEvent.setup();
    const { phone, menuButton } = await openOnPhone('/creation/folder/uncategorized/');
    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Menu' });
    phone.set(true);
    expect(drawer()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Creation' })).toBeInTheDocument();
  });
});
