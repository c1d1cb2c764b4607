import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { useSessionStore } from '../../../state/useSessionStore';
import { renderApp } from '../../../test/renderApp';
import { treeServer } from './treeServer';

/** The whole app at `url` for a signed-in user whose product holds `seed`. */
export function openCreation(url: string, seed?: Parameters<typeof treeServer>[0]) {
  const server = treeServer(seed);
  useSessionStore.getState().signIn('tok', null);
  const app = renderApp(url);
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
