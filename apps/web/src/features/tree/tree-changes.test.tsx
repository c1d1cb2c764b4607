import { Code } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refuse } from '../../test/fakeServer';
import { doubleClick, loadedSidebar, openCreation, sidebarProjects } from './testing/openCreation';
import { failure, held } from './testing/treeServer';

const row = (aside: HTMLElement, name: string) => within(aside).getByRole('button', { name });

/** The rename box, once it has focus and its text is selected (done a frame after it opens). */
async function renameBox(scope: HTMLElement, name?: string) {
  const box = name
    ? await within(scope).findByRole('textbox', { name })
    : await within(scope).findByRole('textbox');
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}
const three = {
  projects: [
    { id: 'p1', name: 'Intro', sort_order: 3, folder_id: null },
    { id: 'p2', name: 'Demo', sort_order: 2, folder_id: null },
    { id: 'p3', name: 'Outro', sort_order: 1, folder_id: null },
  ],
};

describe('inline rename (core.md §2, §5)', () => {
  it('double click edits; Enter sends the trimmed name; a refusal puts the old name back', async () => {
    const user = userEvent.setup();
    const { server } = await openCreation('/creation/folder/uncategorized/', three);
    const pending = held();
    server.override('POST /sidebar/project/rename', () => pending.reply);
    const aside = await loadedSidebar();
    doubleClick(row(aside, 'Demo'));
    const input = await renameBox(aside, 'Project name');
    expect(input).toHaveValue('Demo');
    await user.clear(input);
    await user.type(input, '  Product demo  {Enter}');
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Intro', 'Product demo', 'Outro']);
    // The call leaves once its headers are signed (the platform's async crypto).
    await waitFor(() => expect(server.callsTo('POST /sidebar/project/rename')).toHaveLength(1));
    expect(server.callsTo('POST /sidebar/project/rename')[0].body).toEqual({
      project_id: 'p2',
      name: 'Product demo',
    });
    pending.release(failure());
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Intro', 'Demo', 'Outro']),
    );
  });

  it('a blank name shows "Rename Project" and sends nothing; unchanged or Escape send nothing', async () => {
    const user = userEvent.setup();
    const { server } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();

    doubleClick(row(aside, 'Intro'));
    const blank = await renameBox(aside);
    await user.clear(blank);
    await user.type(blank, '   {Enter}');
    expect(await screen.findByText('Rename Project')).toBeInTheDocument();
    expect(screen.getByText('Project name cannot be empty')).toBeInTheDocument();

    doubleClick(row(aside, 'Intro'));
    await user.type(await renameBox(aside), '{End}  {Enter}');
    doubleClick(row(aside, 'Intro'));
    await user.type(await renameBox(aside), 'zzz{Escape}');
    expect(within(aside).queryByRole('textbox')).toBeNull();
    expect(server.callsTo('POST /sidebar/project/rename').map((c) => c.body)).toEqual([]);
    expect(sidebarProjects(aside, 'Uncategorized')[0]).toBe('Intro');
  });

  it('leaving the box confirms', async () => {
    const user = userEvent.setup();
    const { server } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    doubleClick(row(aside, 'Outro'));
    await user.type(await renameBox(aside), '{End} v2');
    await user.click(
      screen.getByRole('heading', { name: 'Uncategorized' }).closest('header') ?? document.body,
    );
    await waitFor(() => expect(server.namesIn(null)).toContain('Outro v2'));
  });

  it("a refused folder rename is undone with the server's message in the catalogue toast (issue 24)", async () => {
    const user = userEvent.setup();
    const { server } = await openCreation('/creation/folder/uncategorized/');
    // What the server answers for a name carrying U+202E (right-to-left override).
    server.override('POST /sidebar/folder/rename', () =>
      refuse(Code.INVALID_INPUT, 'Folder name cannot contain control characters'),
    );
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(server.folders).toHaveLength(1));
    doubleClick(row(aside, 'Untitled folder'));
    await user.type(
      await renameBox(aside, 'Folder name'),
      '{Control>}a{/Control}Scripts\u202Etxt.exe{Enter}',
    );
    expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
    expect(screen.getByText('Folder name cannot contain control characters')).toBeInTheDocument();
    await waitFor(() => expect(row(aside, 'Untitled folder')).toBeInTheDocument());
    expect(server.callsTo('POST /sidebar/folder/rename')).toHaveLength(1);
  });

  it('a blank folder name shows "Rename Folder"', async () => {
    const user = userEvent.setup();
    const { server } = await openCreation('/creation/folder/uncategorized/');
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(server.folders).toHaveLength(1));
    doubleClick(row(aside, 'Untitled folder'));
    await user.clear(await renameBox(aside, 'Folder name'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Rename Folder')).toBeInTheDocument();
    expect(screen.getByText('Folder name cannot be empty')).toBeInTheDocument();
    expect(server.callsTo('POST /sidebar/folder/rename')).toHaveLength(0);
  });
});

describe('Rename from the "…" menu (issue 7)', () => {
  // The closing menu used to hand focus back to its trigger; in a browser that could land after
  // the box took focus, and the box's blur ended the edit before anything was typed.
  it('by mouse and by keyboard, the box takes focus and the trigger never gets it back', async () => {
    const user = userEvent.setup();
    const { server } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    const trigger = within(aside).getByRole('button', { name: 'More actions for Demo' });
    await user.click(trigger);
    const focusedTrigger = vi.fn();
    trigger.addEventListener('focus', focusedTrigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const box = await renameBox(aside, 'Project name');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(box).toHaveFocus();
    expect(focusedTrigger).not.toHaveBeenCalled();
    await user.keyboard('Product demo{Enter}');
    await waitFor(() =>
      expect(server.callsTo('POST /sidebar/project/rename').map((c) => c.body)).toEqual([
        { project_id: 'p2', name: 'Product demo' },
      ]),
    );

    const next = within(aside).getByRole('button', { name: 'More actions for Outro' });
    next.focus();
    next.addEventListener('focus', focusedTrigger);
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    const second = await renameBox(aside, 'Project name');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(second).toHaveFocus();
    expect(focusedTrigger).not.toHaveBeenCalled();
    await user.keyboard('Closing words{Enter}');
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual([
      'Intro',
      'Product demo',
      'Closing words',
    ]);
  });

  it('other actions still hand focus back to the trigger', async () => {
    const user = userEvent.setup();
    await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    const trigger = within(aside).getByRole('button', { name: 'More actions for Demo' });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Download all medias' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('single click opens after 200 ms', () => {
  it('opens the project only once no second click came', async () => {
    const user = userEvent.setup();
    const { app } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'Demo'));
    expect(app.path()).toBe('/creation/folder/uncategorized/');
    await waitFor(() => expect(app.path()).toBe('/creation/project/p2/'));
    await waitFor(() => expect(row(aside, 'Demo')).toHaveAttribute('aria-current', 'page'));
  });
});

describe('deleting (core.md §4)', () => {
  const deleteProject = async (aside: HTMLElement, name: string) => {
    const user = userEvent.setup();
    await user.click(within(aside).getByRole('button', { name: `More actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permanently delete this content?' });
    expect(within(dialog).getByText('This cannot be undone')).toBeInTheDocument();
    await user.keyboard('{Enter}');
  };

  it('the open project gives way to the next one; a refusal restores it and goes back to it', async () => {
    const { server, app } = await openCreation('/creation/project/p2/', three);
    const pending = held();
    server.override('POST /sidebar/project/delete', () => pending.reply);
    const aside = await loadedSidebar();
    await deleteProject(aside, 'Demo');
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Intro', 'Outro']);
    expect(app.path()).toBe('/creation/project/p3/');
    pending.release(failure());
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/creation/project/p2/'));
    expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Intro', 'Demo', 'Outro']);
  });

  it('the last project of a group gives way to its folder page', async () => {
    const { server, app } = await openCreation('/creation/project/p3/', three);
    const aside = await loadedSidebar();
    await deleteProject(aside, 'Outro');
    expect(app.path()).toBe('/creation/folder/uncategorized/');
    await waitFor(() => expect(server.namesIn(null)).toEqual(['Intro', 'Demo']));
  });

  it('deleting a project that is not open stays put', async () => {
    const { server, app } = await openCreation('/creation/project/p1/', three);
    const aside = await loadedSidebar();
    await deleteProject(aside, 'Outro');
    expect(app.path()).toBe('/creation/project/p1/');
    await waitFor(() => expect(server.namesIn(null)).toEqual(['Intro', 'Demo']));
  });

  it('the open folder gives way to the next folder, else the product home; a refusal brings it back', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(server.folders).toHaveLength(1));
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/f2/'));
    // f2 is on top, f1 below it.
    const removeFolder = async () => {
      await user.click(
        screen.getAllByRole('button', { name: 'More actions for Untitled folder' })[0],
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Delete the folder “Untitled folder”?',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await removeFolder();
    expect(app.path()).toBe('/creation/folder/f1/');
    await waitFor(() => expect(server.folders.map((f) => f.id)).toEqual(['f1']));

    const pending = held();
    server.override('POST /sidebar/folder/delete', () => pending.reply);
    await removeFolder();
    expect(app.path()).toBe('/creation/product/');
    expect(within(aside).queryByRole('button', { name: 'Untitled folder' })).toBeNull();
    pending.release(failure());
    await waitFor(() => expect(app.path()).toBe('/creation/folder/f1/'));
    expect(row(aside, 'Untitled folder')).toBeInTheDocument();
  });

  it('the confirmation closes on Escape without deleting', async () => {
    const user = userEvent.setup();
    const { server } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    await user.click(within(aside).getByRole('button', { name: 'More actions for Intro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /sidebar/project/delete')).toHaveLength(0);
    expect(sidebarProjects(aside, 'Uncategorized')).toHaveLength(3);
  });

  it('the confirmation gives focus back to the "…" button, or next to the deleted row', async () => {
    const user = userEvent.setup();
    await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    const more = within(aside).getByRole('button', { name: 'More actions for Intro' });
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());

    await deleteProject(aside, 'Intro');
    await waitFor(() => expect(sidebarProjects(aside, 'Uncategorized')).toHaveLength(2));
    await waitFor(() => expect(aside).toContainElement(document.activeElement as HTMLElement));
  });
});

describe('move project dialog (core.md §2)', () => {
  it('selects after 200 ms, refuses the current folder, moves to the top of the target', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/f1/'));
    await user.click(within(aside).getByRole('button', { name: 'Collapse Untitled folder' }));
    await act(() => app.router.navigate('/creation/folder/uncategorized/'));

    const grid = await screen.findByRole('list', { name: 'Projects in Uncategorized' });
    await user.click(within(grid).getByRole('button', { name: 'More actions for Outro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move project' });
    const confirm = within(dialog).getByRole('button', { name: 'Move' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Untitled folder/ }));
    expect(confirm).toBeDisabled();
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sidebarProjects(aside, 'Untitled folder')).toEqual(['Outro']);
    await waitFor(() => expect(server.namesIn('f1')).toEqual(['Outro']));
    expect(server.callsTo('POST /sidebar/project/move')[0].body).toEqual({
      project_id: 'p3',
      from_folder_id: null,
      to_folder_id: 'f1',
      sort_detail: [{ id: 'p3', sort_order: 1 }],
    });
  });

  it('gives focus back to the "…" button, or to the grid once the project left it', async () => {
    const user = userEvent.setup();
    const { app } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/f1/'));
    await act(() => app.router.navigate('/creation/folder/uncategorized/'));
    const grid = await screen.findByRole('list', { name: 'Projects in Uncategorized' });
    const more = within(grid).getByRole('button', { name: 'More actions for Outro' });
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    await screen.findByRole('dialog', { name: 'Move project' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());

    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move project' });
    await user.click(within(dialog).getByRole('button', { name: /Untitled folder/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Move' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).not.toBeInTheDocument());
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
  });

  it('puts the project back when the move is refused', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/f1/'));
    await act(() => app.router.navigate('/creation/folder/uncategorized/'));
    server.override('POST /sidebar/project/move', () => failure());
    const grid = await screen.findByRole('list', { name: 'Projects in Uncategorized' });
    await user.click(within(grid).getByRole('button', { name: 'More actions for Demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move project' });
    await user.click(within(dialog).getByRole('button', { name: /Untitled folder/ }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(sidebarProjects(aside, 'Uncategorized')).toEqual(['Intro', 'Demo', 'Outro']),
    );
    expect(sidebarProjects(aside, 'Untitled folder')).toEqual([]);
  });

  it('a double click on a folder renames it instead of selecting it', async () => {
    const user = userEvent.setup();
    const { server, app } = await openCreation('/creation/folder/uncategorized/', three);
    const aside = await loadedSidebar();
    await user.click(row(aside, 'New folder'));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/f1/'));
    await act(() => app.router.navigate('/creation/folder/uncategorized/'));
    const grid = await screen.findByRole('list', { name: 'Projects in Uncategorized' });
    await user.click(within(grid).getByRole('button', { name: 'More actions for Intro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move project' });
    doubleClick(within(dialog).getByRole('button', { name: /Untitled folder/ }));
    const input = await renameBox(dialog, 'Folder name');
    await user.type(input, '{Control>}a{/Control}Launch{Escape}');
    expect(screen.getByRole('dialog', { name: 'Move project' })).toBeInTheDocument();
    doubleClick(within(dialog).getByRole('button', { name: /Untitled folder/ }));
    await user.type(await renameBox(dialog), '{Control>}a{/Control}Launch{Enter}');
    await waitFor(() => expect(server.folders[0].name).toBe('Launch'));
    await new Promise((r) => setTimeout(r, 250));
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
  });
});
