import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { useSessionStore } from '../../../state/useSessionStore';
import { renderApp } from '../../../test/renderApp';
import { treeServer } from './treeServer';

/**
 * The whole app at `url` for a signed-in user whose product holds `seed`, once the creation
 * area (its sidebar) is on the page. `prepare` changes the server before the app starts (its
 * first calls are made by then).
 */
export async function openCreation(
  url: string,
  seed?: Parameters<typeof treeServer>[0],
  prepare?: (server: ReturnType<typeof treeServer>) => void,
) {
  const server = treeServer(seed);
  prepare?.(server);
  useSessionStore.getState().signIn('tok', null);
  const app = await renderApp(url);
  await screen.findByRole('complementary', { name: 'Creation' });
  return { server, app };
}

/** The creation sidebar, once the tree has loaded (its buttons are enabled then). */
export async function loadedSidebar() {
  const aside = await screen.findByRole('complementary', { name: 'Creation' });
  const newProject = within(aside).getByRole('button', { name: 'New project' });
  await waitFor(() => expect(newProject).toBeEnabled());
  return aside;
}

/** The names of the project rows under the sidebar group `groupName`, in order. */
export function sidebarProjects(aside: HTMLElement, groupName: string) {
  const group = within(aside)
    .getAllByRole('button', { name: groupName })
    .map((b) => b.closest('li[data-folder-id]'))
    .find(Boolean) as HTMLElement;
  return [...group.querySelectorAll('li[data-project-id]')].map((li) => li.textContent);
}

/**
 * A double click as one burst: both clicks and the dblclick dispatched at once. user-event
 * spaces them by timer ticks, and on a busy machine those can outlast the 200 ms after which a
 * lone click acts (opens the project or selects the folder), which a double click must cancel.
 */
export function doubleClick(element: HTMLElement) {
  fireEvent.click(element, { detail: 1 });
  fireEvent.click(element, { detail: 2 });
  fireEvent.dblClick(element, { detail: 2 });
}
