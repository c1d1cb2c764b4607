import { describe, expect, it } from 'vitest';
import {
  addFolder,
  addProject,
  descendingPositions,
  moveProject,
  projectsOf,
  realFolders,
  removeFolder,
  removeProject,
  renameProject,
  reorderFolders,
  replaceFolderId,
  restoreFolder,
  restoreFolderOrders,
  restoreProject,
  snapshotMove,
  undoMove,
} from './treeOps';
import type { Folder, Project, Tree } from './treeTypes';

const folder = (id: string, sortOrder: number): Folder => ({
  id,
  name: id.toUpperCase(),
  sortOrder,
  projectNum: 0,
  isUncategorized: id === 'uncategorized',
  createdAt: '2026-01-01T00:00:00.000Z',
  latestVideoImage: null,
});
const project = (id: string, folderId: string | null, sortOrder: number): Project => ({
  id,
  name: id,
  sortOrder,
  folderId,
  createdAt: '2026-01-01T00:00:00.000Z',
  latestVideoImage: null,
});
const ids = (tree: Tree, key: string) => projectsOf(tree, key).map((p) => p.id);

/** Folders a (top) and b, a holding p1 p2, uncategorized holding u1 u2. */
const base = (): Tree => ({
  folders: [folder('b', 1), folder('uncategorized', 0), folder('a', 2)],
  projectsMap: {
    a: [project('p1', 'a', 2), project('p2', 'a', 1)],
    b: [],
    uncategorized: [project('u1', null, 2), project('u2', null, 1)],
  },
});

describe('tree changes and their undo', () => {
  it('lists real folders by descending sortOrder, uncategorized apart', () => {
    expect(realFolders(base()).map((f) => f.id)).toEqual(['a', 'b']);
  });

  it('sends order as descending positions', () => {
    expect(descendingPositions(['x', 'y', 'z'])).toEqual([
      { id: 'x', sort_order: 3 },
      { id: 'y', sort_order: 2 },
      { id: 'z', sort_order: 1 },
    ]);
  });

  it('adds a project at the top of its group with the top sortOrder', () => {
    const tree = addProject(base(), project('n', 'a', 0));
    expect(ids(tree, 'a')).toEqual(['n', 'p1', 'p2']);
    expect(projectsOf(tree, 'a')[0].sortOrder).toBe(3);
  });

  it('deleting a folder puts its projects on top of uncategorized; undo puts them back', () => {
    const { tree, removed } = removeFolder(base(), 'a');
    expect(tree.folders.map((f) => f.id)).not.toContain('a');
    expect(ids(tree, 'uncategorized')).toEqual(['p1', 'p2', 'u1', 'u2']);
    expect(projectsOf(tree, 'uncategorized')[0].folderId).toBeNull();
    // Meanwhile p2 is renamed; the undo keeps the new name.
    const renamed = renameProject(tree, 'p2', 'Renamed');
    const back = restoreFolder(renamed, removed!);
    expect(realFolders(back).map((f) => f.id)).toEqual(['a', 'b']);
    expect(ids(back, 'a')).toEqual(['p1', 'p2']);
    expect(projectsOf(back, 'a')[1]).toMatchObject({ name: 'Renamed', folderId: 'a' });
    expect(ids(back, 'uncategorized')).toEqual(['u1', 'u2']);
  });

  it('never deletes the uncategorized group', () => {
    expect(removeFolder(base(), 'uncategorized').removed).toBeNull();
  });

  it('restores a deleted project in its place', () => {
    const { tree, removed } = removeProject(base(), 'p1');
    expect(ids(tree, 'a')).toEqual(['p2']);
    expect(ids(restoreProject(tree, removed!), 'a')).toEqual(['p1', 'p2']);
  });

  it('restores a deleted project into uncategorized when its folder has gone meanwhile', () => {
    const { tree, removed } = removeProject(base(), 'p1');
    const withoutFolder = removeFolder(tree, 'a').tree;
    const back = restoreProject(withoutFolder, removed!);
    expect(ids(back, 'uncategorized')).toContain('p1');
    expect(projectsOf(back, 'uncategorized').find((p) => p.id === 'p1')?.folderId).toBeNull();
  });

  it('gives a created folder its server id, its projects following', () => {
    const tree = addProject(addFolder(base(), folder('folder_1', 3)), project('x', 'folder_1', 0));
    const real = replaceFolderId(tree, 'folder_1', 'srv', 7);
    expect(real.folders.find((f) => f.id === 'srv')?.sortOrder).toBe(7);
    expect(real.projectsMap.folder_1).toBeUndefined();
    expect(projectsOf(real, 'srv')[0].folderId).toBe('srv');
  });

  it('reorders folders and undoes it', () => {
    const previous = base().folders;
    const tree = reorderFolders(base(), ['b', 'a']);
    expect(realFolders(tree).map((f) => f.id)).toEqual(['b', 'a']);
    expect(realFolders(restoreFolderOrders(tree, previous)).map((f) => f.id)).toEqual(['a', 'b']);
  });

  it('moves a project between folders at a position and renumbers both', () => {
    const tree = moveProject(base(), 'p2', 'uncategorized', 1);
    expect(ids(tree, 'a')).toEqual(['p1']);
    expect(ids(tree, 'uncategorized')).toEqual(['u1', 'p2', 'u2']);
    expect(projectsOf(tree, 'uncategorized').map((p) => p.sortOrder)).toEqual([3, 2, 1]);
    expect(projectsOf(tree, 'uncategorized')[1].folderId).toBeNull();
  });

  it('reorders within a folder', () => {
    expect(ids(moveProject(base(), 'p2', 'a', 0), 'a')).toEqual(['p2', 'p1']);
  });

  it('undoes a move, keeping a project added meanwhile on top', () => {
    const before = base();
    const undo = snapshotMove(before, 'p1', 'b')!;
    let tree = moveProject(before, 'p1', 'b', 0);
    tree = addProject(tree, project('late', 'a', 0));
    const back = undoMove(tree, undo);
    expect(ids(back, 'a')).toEqual(['late', 'p1', 'p2']);
    expect(ids(back, 'b')).toEqual([]);
    expect(projectsOf(back, 'a').find((p) => p.id === 'p1')?.folderId).toBe('a');
  });
});
