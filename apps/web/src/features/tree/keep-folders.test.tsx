import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCreationStore } from './state/useCreationStore';
import { loadedSidebar, openCreation, sidebarProjects } from './testing/openCreation';

/** The projects the tab shows in a folder (a closed folder's rows are not on the page). */
const shownIn = (folderId: string) =>
  (useCreationStore.getState().projectsMap[folderId] ?? []).map((p) => p.name);

const alpha = {
  folders: [{ id: 'fa', name: 'Alpha', sort_order: 1 }],
  projects: [
    { id: 'a1', name: 'Pitch', sort_order: 2, folder_id: 'fa' },
    { id: 'u1', name: 'Loose', sort_order: 1, folder_id: null },
  ],
};

describe('"Keep folders across reloads" (issue 24)', () => {
  it('when the owner turned the rule off, a reload dissolves nothing', async () => {
    const { server, app } = await openCreation('/creation/folder/fa/', {
      ...alpha,
      keepFolders: true,
    });
    const aside = await loadedSidebar();
    expect(within(aside).getByRole('button', { name: 'Alpha' })).toBeInTheDocument();
    expect(shownIn('fa')).toEqual(['Pitch']);
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Loose']);
    expect(server.callsTo('POST /sidebar/project/move')).toEqual([]);
    expect(server.callsTo('POST /sidebar/folder/delete')).toEqual([]);
    expect(server.folders.map((f) => f.id)).toEqual(['fa']);
    expect(app.path()).toBe('/creation/folder/fa/');
    // The rule is off: the folder page does not warn about it.
    expect(await screen.findByRole('heading', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByTestId('dissolve-note')).toBeNull();
  });

  it('while the rule holds, a new folder says a reload dissolves it; the owner may change that', async () => {
    const user = userEvent.setup();
    const { app } = await openCreation('/creation/folder/uncategorized/');
    const aside = await loadedSidebar();
    await user.click(within(aside).getByRole('button', { name: 'New folder' }));
    const note = await screen.findByTestId('dissolve-note');
    expect(note).toHaveTextContent(
      'Folders are dissolved when anyone in this product reloads the page: their projects move to Uncategorized.',
    );
    await user.click(within(note).getByRole('link', { name: 'Change' }));
    await waitFor(() => expect(app.path()).toBe('/settings/members/'));
  });

  it('a member reads the same line, without the link to a setting only the owner may change', async () => {
    const user = userEvent.setup();
    await openCreation('/creation/folder/uncategorized/', { role: 'member' });
    const aside = await loadedSidebar();
    await user.click(within(aside).getByRole('button', { name: 'New folder' }));
    const note = await screen.findByTestId('dissolve-note');
    expect(note).toHaveTextContent('Folders are dissolved when anyone in this product reloads');
    expect(within(note).queryByRole('link')).toBeNull();
  });
});

describe("an open tab whose folder a teammate's reload dissolved (issue 24)", () => {
  it('a change refused with "Folder not found" moves the page to where the projects went', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/fa/', {
      ...alpha,
      keepFolders: true,
    });
    const aside = await loadedSidebar();
    await screen.findByRole('heading', { name: 'Alpha' });
    // Another member reloads while the rule holds: Alpha goes, Pitch moves to Uncategorized.
    server.dissolveElsewhere('fa');

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'New project' }));

    expect(await screen.findByText('This folder no longer exists')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A reload elsewhere dissolved it, or someone deleted it. Its projects are now in Uncategorized.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    await waitFor(() =>
      expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Pitch', 'Loose']),
    );
    expect(within(aside).queryByRole('button', { name: 'Alpha' })).toBeNull();
    expect(screen.queryByText('Content Not Found')).toBeNull();
    expect(screen.queryByText('Folder not found')).toBeNull();
  });

  it('an open project follows its project to the new place when the tab comes back into view', async () => {
    const { server, app } = await openCreation('/creation/project/a1/', {
      ...alpha,
      keepFolders: true,
    });
    const aside = await loadedSidebar();
    expect(within(aside).getByRole('button', { name: 'Alpha' })).toBeInTheDocument();
    expect(shownIn('fa')).toEqual(['Pitch']);
    server.dissolveElsewhere('fa');

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Pitch', 'Loose']),
    );
    expect(within(aside).queryByRole('button', { name: 'Alpha' })).toBeNull();
    expect(app.path()).toBe('/creation/project/a1/');
    expect(screen.getByRole('heading', { name: 'Pitch' })).toBeInTheDocument();
    expect(await screen.findByText('This folder no longer exists')).toBeInTheDocument();
  });

  it('coming back into view with every folder still there changes nothing and says nothing', async () => {
    const { server } = await openCreation('/creation/folder/fa/', { ...alpha, keepFolders: true });
    const aside = await loadedSidebar();
    const listed = server.callsTo('POST /sidebar/folders').length;
    const projectLists = server.callsTo('POST /sidebar/folder/projects').length;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(server.callsTo('POST /sidebar/folders')).toHaveLength(listed + 1));
    expect(server.callsTo('POST /sidebar/folder/projects')).toHaveLength(projectLists);
    expect(within(aside).getByRole('button', { name: 'Alpha' })).toBeInTheDocument();
    expect(shownIn('fa')).toEqual(['Pitch']);
    expect(screen.queryByText('This folder no longer exists')).toBeNull();
  });
});
