import { describe, expect, it } from 'vitest';
import type { Folder, Project, Tree } from '../state/treeTypes';
import { pathAfterFolderDelete, pathAfterProjectDelete } from './pathAfterDelete';

const folder = (id: string, sortOrder: number): Folder => ({
  id,
  name: id,
  sortOrder,
  projectNum: 0,
  isUncategorized: id === 'uncategorized',
  createdAt: '',
  latestVideoImage: null,
});
const project = (id: string, folderId: string | null): Project => ({
  id,
  name: id,
  sortOrder: 0,
  folderId,
  createdAt: '',
  latestVideoImage: null,
});
const tree: Tree = {
  folders: [folder('f1', 3), folder('f2', 2), folder('f3', 1), folder('uncategorized', 0)],
  projectsMap: {
    f1: [project('a', 'f1'), project('b', 'f1')],
    f2: [],
    f3: [],
    uncategorized: [project('u1', null), project('u2', null)],
  },
};

describe('where deleting the open item leads (core.md §4)', () => {
  it('the open folder gives way to the next folder', () => {
    expect(pathAfterFolderDelete(tree, 'f1', '/creation/folder/f1/')).toBe('/creation/folder/f2/');
  });

  it('the last folder gives way to the product home', () => {
    expect(pathAfterFolderDelete(tree, 'f3', '/creation/folder/f3/')).toBe('/creation/product/');
  });

  it('a folder that is not open changes nothing', () => {
    expect(pathAfterFolderDelete(tree, 'f1', '/creation/folder/f2/')).toBeNull();
    expect(pathAfterFolderDelete(tree, 'f1', '/creation/project/a/')).toBeNull();
  });

  it('recognises the open folder under its temporary id', () => {
    const resolve = (id: string) => (id === 'folder_1' ? 'f2' : id);
    expect(pathAfterFolderDelete(tree, 'f2', '/creation/folder/folder_1/', resolve)).toBe(
      '/creation/folder/f3/',
    );
  });

  it('the open project gives way to the next project of its group', () => {
    expect(pathAfterProjectDelete(tree, 'a', '/creation/project/a/')).toBe('/creation/project/b/');
    expect(pathAfterProjectDelete(tree, 'u1', '/creation/project/u1')).toBe(
      '/creation/project/u2/',
    );
  });

  it('the last project of a group gives way to its folder, or the uncategorized page', () => {
    expect(pathAfterProjectDelete(tree, 'b', '/creation/project/b/')).toBe('/creation/folder/f1/');
    expect(pathAfterProjectDelete(tree, 'u2', '/creation/project/u2/')).toBe(
      '/creation/folder/uncategorized/',
    );
  });

  it('a project that is not open changes nothing', () => {
    expect(pathAfterProjectDelete(tree, 'a', '/creation/project/b/')).toBeNull();
  });
});
