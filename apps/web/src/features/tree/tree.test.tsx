import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRouteMemory } from '../../state/useRouteMemory';
import { useCreationStore } from './state/useCreationStore';
import { loadedSidebar, openCreation, sidebarProjects } from './testing/openCreation';
import { failure, held } from './testing/treeServer';

const row = (aside: HTMLElement, name: string) => within(aside).getByRole('button', { name });

describe('refresh (core.md §4)', () => {
  it('dissolves every real folder: projects move to uncategorized in order, folders go', async () => {
    const { server, app } = await openCreation('/creation/folder/uncategorized/', {
      folders: [
        { id: 'fa', name: 'Alpha', sort_order: 2 },
        { id: 'fb', name: 'Beta', sort_order: 1 },
      ],
      projects: [
        { id: 'a1', name: 'A one', sort_order: 2, folder_id: 'fa' },
        { id: 'a2', name: 'A two', sort_order: 1, folder_id: 'fa' },
        { id: 'u1', name: 'Loose', sort_order: 1, folder_id: null },
      ],
    });
    const aside = await loadedSidebar();
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['A one', 'A two', 'Loose']);
    expect(within(aside).queryByRole('button', { name: 'Alpha' })).toBeNull();
    expect(server.folders).toEqual([]);
    expect(server.namesIn(null)).toEqual(['A one', 'A two', 'Loose']);
    expect(server.callsTo('POST /sidebar/project/move').map((c) => c.body)).toEqual([
      { project_id: 'a2', from_folder_id: 'fa', to_folder_id: null, sort_detail: [] },
      { project_id: 'a1', from_folder_id: 'fa', to_folder_id: null, sort_detail: [] },
    ]);
    expect(server.callsTo('POST /sidebar/folder/delete').map((c) => c.body)).toEqual([
      { folder_id: 'fb' },
      { folder_id: 'fa' },
    ]);
    expect(server.callsTo('POST /sidebar/folders')[0].body).toMatchObject({
      workspace_id: 'w1',
      current_page: 1,
      page_size: 1000,
    });
    expect(app.path()).toBe('/creation/folder/uncategorized/');
  });

  it('keeps a folder whose projects could not all be moved out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seed = {
      folders: [{ id: 'fa', name: 'Alpha', sort_order: 1 }],
      projects: [
        { id: 'a1', name: 'Stuck', sort_order: 2, folder_id: 'fa' },
        { id: 'a2', name: 'Free', sort_order: 1, folder_id: 'fa' },
      ],
    };
    const { server } = await openCreation('/creation/folder/uncategorized/', seed, (server) =>
      server.override('POST /sidebar/project/move', (call) =>
        (call.body as { project_id: string }).project_id === 'a1'
          ? failure()
          : { status: 200, body: { code: 200, message: 'success', data: null } },
      ),
    );
    const aside = await loadedSidebar();
    expect(row(aside, 'Alpha')).toBeInTheDocument();
    await userEvent.setup().click(within(aside).getByRole('button', { name: 'Expand Alpha' }));
    expect(sidebarProjects(aside, 'Alpha')).toEqual(['Stuck']);
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Free']);
    expect(server.callsTo('POST /sidebar/folder/delete')).toHaveLength(0);
    // Housekeeping failures are logged, not toasted.
    expect(screen.queryByText('Operation Failed')).toBeNull();
  });

  it('writes the cache with its version, and shows it at once on the next start', async () => {
    const first = await openCreation('/creation/folder/uncategorized/', {
      projects: [{ id: 'u1', name: 'Loose', sort_order: 1, folder_id: null }],
    });
    await loadedSidebar();
    const cached = JSON.parse(localStorage.getItem('talkreel.creation') ?? '{}').state;
    expect(cached).toMatchObject({
      productId: 'w1',
      version: '1.0.0',
      expandedFolders: ['uncategorized'],
      folderOriginIdMap: {},
      projectOriginIdMap: {},
    });
    expect(cached.projectsMap.uncategorized.map((p: { name: string }) => p.name)).toEqual([
      'Loose',
    ]);
    expect(cached.timestamp).toBeGreaterThan(0);
    first.app.unmount();

    // Next start: the server is slow to list folders; the cached tree shows meanwhile.
    useCreationStore.setState({ loadedProductId: null });
    const pending = held();
    await openCreation('/creation/folder/uncategorized/', undefined, (server) =>
      server.override('POST /sidebar/folders', () => pending.reply),
    );
    const aside = await screen.findByRole('complementary', { name: 'Creation' });
    expect(await within(aside).findByRole('button', { name: 'Loose' })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'New project' })).toBeDisabled();
    pending.release(failure());
    await waitFor(() => expect(screen.getByText('Operation Failed')).toBeInTheDocument());
  });

  it('reloads (and flattens) the tree after the workspace code resets it', async () => {
    const { server } = await openCreation('/creation/folder/uncategorized/', {
      projects: [{ id: 'u1', name: 'Loose', sort_order: 1, folder_id: null }],
    });
    const aside = await loadedSidebar();
    expect(server.callsTo('POST /sidebar/folders')).toHaveLength(1);
    server.projects.push({ id: 'u2', name: 'Made elsewhere', sort_order: 2, folder_id: null });
    act(() => useCreationStore.getState().reset());
    await waitFor(() => expect(server.callsTo('POST /sidebar/folders')).toHaveLength(2));
    expect(
      await within(aside).findByRole('button', { name: 'Made elsewhere' }),
    ).toBeInTheDocument();
    expect(useCreationStore.getState().productId).toBe('w1');
  });

  it('drops a cache written by another version', async () => {
    localStorage.setItem(
      'talkreel.creation',
      JSON.stringify({
        state: { productId: 'w1', version: '0.9.0', folders: [], projectsMap: {} },
      }),
    );
    await useCreationStore.persist.rehydrate();
    expect(useCreationStore.getState().productId).toBeNull();
  });
});

describe('places that are gone (core.md §2 routing rules)', () => {
  it('restoring a project that is gone falls back to the first uncategorized project', async () => {
    useRouteMemory.getState().remember('/creation/project/nope/');
    const { app } = await openCreation('/', {
      projects: [
        { id: 'u1', name: 'First', sort_order: 2, folder_id: null },
        { id: 'u2', name: 'Second', sort_order: 1, folder_id: null },
      ],
    });
    await waitFor(() => expect(app.path()).toBe('/creation/project/u1/'));
  });

  it('restoring a project that is gone, with no uncategorized projects, falls back to that folder', async () => {
    useRouteMemory.getState().remember('/creation/project/nope/');
    const { app } = await openCreation('/');
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    expect(await screen.findByText('Create your first project')).toBeInTheDocument();
  });

  it('a link to a project that is gone says so in the frame, with a way to the projects', async () => {
    const user = userEvent.setup();
    const { app } = await openCreation('/creation/project/nope/', {
      projects: [{ id: 'u1', name: 'First', sort_order: 1, folder_id: null }],
    });
    expect(
      await screen.findByRole('heading', { name: 'This project no longer exists' }),
    ).toBeInTheDocument();
    // It does not quietly open another project instead.
    expect(app.path()).toBe('/creation/project/nope/');
    expect(screen.getByRole('complementary', { name: 'Creation' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your projects' }));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
  });

  it('the Creation entry back to a project deleted since falls back quietly', async () => {
    const user = userEvent.setup();
    const { app } = await openCreation('/creation/project/u1/', {
      projects: [{ id: 'u1', name: 'First', sort_order: 1, folder_id: null }],
    });
    await screen.findByRole('heading', { name: 'First' });
    // Remembered, then deleted elsewhere: the rail's Creation entry restores a place that is gone.
    useRouteMemory.getState().remember('/creation/project/gone/');
    await user.click(screen.getByRole('link', { name: 'Creation' }));
    await waitFor(() => expect(app.path()).toBe('/creation/project/u1/'));
    expect(screen.queryByRole('heading', { name: 'This project no longer exists' })).toBeNull();
  });

  it('a folder dissolved by the refresh falls back to the uncategorized folder', async () => {
    const { app } = await openCreation('/creation/folder/fa/', {
      folders: [{ id: 'fa', name: 'Alpha', sort_order: 1 }],
      projects: [{ id: 'a1', name: 'Kept', sort_order: 1, folder_id: 'fa' }],
    });
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    const grid = await screen.findByRole('list', { name: 'Projects in Uncategorized' });
    expect(within(grid).getByRole('button', { name: 'Kept' })).toBeInTheDocument();
  });
});

describe('creating (core.md §4): temporary path, then the server id', () => {
  it('opens a new project at project_<timestamp> at once, then replaces the path', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/uncategorized/');
    const pending = held();
    server.override('POST /sidebar/project', () => pending.reply);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New project'));
    expect(app.path()).toMatch(/^\/creation\/project\/project_\d+\/$/);
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Untitled project']);
    expect(await screen.findByRole('heading', { name: 'Untitled project' })).toBeInTheDocument();

    pending.release({
      status: 200,
      body: {
        code: 200,
        message: 'success',
        data: {
          project: { id: 'srv-9', name: 'Untitled project', sort_order: 1, folder_id: null },
        },
      },
    });
    await waitFor(() => expect(app.path()).toBe('/creation/project/srv-9/'));
    expect(server.callsTo('POST /sidebar/project')[0].body).toEqual({
      name: 'Untitled project',
      folder_id: null,
      workspace_id: 'w1',
    });
    const local = Object.keys(useCreationStore.getState().projectOriginIdMap)[0];
    expect(local).toMatch(/^project_\d+$/);
    expect(useCreationStore.getState().projectOriginIdMap[local]).toBe('srv-9');
    // The temporary entry was replaced in history, not kept behind it.
    app.router.navigate(-1);
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
  });

  it('on a refused creation: the toast, the project goes, back to where the user was', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/product/');
    const pending = held();
    server.override('POST /sidebar/project', () => pending.reply);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New project'));
    expect(app.path()).toMatch(/^\/creation\/project\/project_\d+\/$/);
    pending.release(failure());
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/creation/product/'));
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual([]);
  });

  it('creates a folder at folder_<timestamp>, then its id; a project made inside it meanwhile waits for it', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/uncategorized/');
    const pending = held();
    server.override('POST /sidebar/folder', () => pending.reply);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    expect(app.path()).toMatch(/^\/creation\/folder\/folder_\d+\/$/);
    expect(await screen.findByRole('heading', { name: /Untitled folder/ })).toBeInTheDocument();
    // A project created in the folder before the server answered.
    await user.click(row(aside, 'New project'));
    expect(sidebarProjects(aside, 'Untitled folder')).toEqual(['Untitled project']);
    expect(server.callsTo('POST /sidebar/project')).toHaveLength(0);

    pending.release({
      status: 200,
      body: {
        code: 200,
        message: 'success',
        data: { folder: { id: 'f-real', name: 'Untitled folder', sort_order: 1 } },
      },
    });
    await waitFor(() => expect(app.path()).toMatch(/^\/creation\/project\/p\d+\/$/));
    expect(server.callsTo('POST /sidebar/project')[0].body).toMatchObject({ folder_id: 'f-real' });
    expect(useCreationStore.getState().folders.map((f) => f.id)).toContain('f-real');
    expect(useCreationStore.getState().expandedFolders).toContain('f-real');
  });

  it('on a refused folder: the toast, the folder goes, back to the earlier page', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/uncategorized/');
    server.override('POST /sidebar/folder', () => failure());
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    expect(within(aside).queryByRole('button', { name: 'Untitled folder' })).toBeNull();
  });
});
