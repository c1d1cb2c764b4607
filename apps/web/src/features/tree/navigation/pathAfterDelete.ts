import { folderPath, PRODUCT_PATH, parseCreationPath, projectPath } from '../paths';
import { findProject, projectsOf, realFolders } from '../state/treeOps';
import type { Tree } from '../state/treeTypes';

/** Local id to server id, so a path still holding a temporary id is recognised. */
type Resolve = (id: string) => string;

/**
 * Where to go when the open folder is deleted (core.md §4): the next folder, else the product
 * home. null: the folder is not the one on screen, stay.
 */
export function pathAfterFolderDelete(
  tree: Tree,
  folderId: string,
  currentPath: string,
  resolve: Resolve = (id) => id,
): string | null {
  const here = parseCreationPath(currentPath);
  if (here.kind !== 'folder' || resolve(here.id) !== folderId) return null;
  const folders = realFolders(tree);
  const next = folders[folders.findIndex((f) => f.id === folderId) + 1];
  return next ? folderPath(next.id) : PRODUCT_PATH;
}

/**
 * Where to go when the open project is deleted (core.md §4): the next project in the same
 * group, else that folder's page (or the uncategorized page). null: stay.
 */
export function pathAfterProjectDelete(
  tree: Tree,
  projectId: string,
  currentPath: string,
  resolve: Resolve = (id) => id,
): string | null {
  const here = parseCreationPath(currentPath);
  if (here.kind !== 'project' || resolve(here.id) !== projectId) return null;
  const found = findProject(tree, projectId);
  if (!found) return null;
  const next = projectsOf(tree, found.key)[found.index + 1];
  return next ? projectPath(next.id) : folderPath(found.key);
}
