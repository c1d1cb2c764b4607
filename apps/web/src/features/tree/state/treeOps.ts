import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import type { Folder, Project, ProjectsMap, Tree } from './treeTypes';

/**
 * Pure changes to the creation tree (core.md §4 "Folder and project tree"). Each optimistic
 * change has a matching undo here that restores only what that change touched, so a failed
 * call never wipes out another change made meanwhile.
 */

/** The group a project lives in: its folder id, or `uncategorized`. */
export const groupKey = (folderId: string | null | undefined) =>
  folderId || UNCATEGORIZED_FOLDER_ID;

/** Folders by descending sortOrder; `uncategorized` (order 0) always last. */
export function sortedFolders(folders: Folder[]): Folder[] {
  return [...folders].sort((a, b) => {
    if (a.isUncategorized !== b.isUncategorized) return a.isUncategorized ? 1 : -1;
    return b.sortOrder - a.sortOrder;
  });
}

export const realFolders = (tree: Tree) =>
  sortedFolders(tree.folders).filter((f) => !f.isUncategorized);

/** New items take the top order: one above the highest (core.md §4). */
export const topOrder = (items: { sortOrder: number }[]) =>
  items.reduce((max, i) => Math.max(max, i.sortOrder), 0) + 1;

/** Sort orders as sent to the server: descending positions, the first item highest. */
export const descendingPositions = (ids: string[]) =>
  ids.map((id, i) => ({ id, sort_order: ids.length - i }));

export const projectsOf = (tree: Tree, key: string) => tree.projectsMap[key] ?? [];

export function findProject(tree: Tree, id: string) {
  for (const [key, list] of Object.entries(tree.projectsMap)) {
    const index = list.findIndex((p) => p.id === id);
    if (index >= 0) return { project: list[index], key, index };
  }
  return null;
}

export const findFolder = (tree: Tree, id: string) => tree.folders.find((f) => f.id === id) ?? null;

const withGroup = (map: ProjectsMap, key: string, list: Project[]): ProjectsMap => ({
  ...map,
  [key]: list,
});

/** Renumbers a group so its display order is its descending sortOrder. */
const renumber = (list: Project[]) => list.map((p, i) => ({ ...p, sortOrder: list.length - i }));

// Folders

export function addFolder(tree: Tree, folder: Folder): Tree {
  return {
    folders: [...tree.folders, folder],
    projectsMap: withGroup(tree.projectsMap, folder.id, tree.projectsMap[folder.id] ?? []),
  };
}

export function renameFolder(tree: Tree, id: string, name: string): Tree {
  return { ...tree, folders: tree.folders.map((f) => (f.id === id ? { ...f, name } : f)) };
}

/** What deleting a folder took away, to put it back if the server refuses. */
export interface RemovedFolder {
  folder: Folder;
  projects: Project[];
}

/** Deletes a folder; its projects go to the top of uncategorized, as the server does. */
export function removeFolder(
  tree: Tree,
  id: string,
): { tree: Tree; removed: RemovedFolder | null } {
  const folder = findFolder(tree, id);
  if (!folder || folder.isUncategorized) return { tree, removed: null };
  const projects = projectsOf(tree, id);
  const { [id]: _gone, ...rest } = tree.projectsMap;
  const moved = projects.map((p) => ({ ...p, folderId: null }));
  const uncategorized = renumber([...moved, ...projectsOf(tree, UNCATEGORIZED_FOLDER_ID)]);
  return {
    tree: {
      folders: tree.folders.filter((f) => f.id !== id),
      projectsMap: withGroup(rest, UNCATEGORIZED_FOLDER_ID, uncategorized),
    },
    removed: { folder, projects },
  };
}

export function restoreFolder(tree: Tree, removed: RemovedFolder): Tree {
  const ids = new Set(removed.projects.map((p) => p.id));
  const current = projectsOf(tree, UNCATEGORIZED_FOLDER_ID);
  const uncategorized = current.filter((p) => !ids.has(p.id));
  // Projects deleted or moved elsewhere meanwhile stay where they are now; renames are kept.
  const stillThere = removed.projects.flatMap((p) => {
    const now = current.find((u) => u.id === p.id);
    return now ? [{ ...now, folderId: removed.folder.id, sortOrder: p.sortOrder }] : [];
  });
  return {
    folders: [...tree.folders.filter((f) => f.id !== removed.folder.id), removed.folder],
    projectsMap: {
      ...withGroup(tree.projectsMap, UNCATEGORIZED_FOLDER_ID, renumber(uncategorized)),
      [removed.folder.id]: stillThere,
    },
  };
}

/** Gives a created folder its server id and order; its projects follow it. */
export function replaceFolderId(tree: Tree, localId: string, id: string, sortOrder: number): Tree {
  const { [localId]: projects = [], ...rest } = tree.projectsMap;
  return {
    folders: tree.folders.map((f) => (f.id === localId ? { ...f, id, sortOrder } : f)),
    projectsMap: { ...rest, [id]: projects.map((p) => ({ ...p, folderId: id })) },
  };
}

/** Puts real folders in the given order (descending sortOrder); unknown ids are skipped. */
export function reorderFolders(tree: Tree, orderedIds: string[]): Tree {
  const order = new Map(descendingPositions(orderedIds).map((e) => [e.id, e.sort_order]));
  return {
    ...tree,
    folders: tree.folders.map((f) =>
      order.has(f.id) ? { ...f, sortOrder: order.get(f.id) ?? f.sortOrder } : f,
    ),
  };
}

/** Undo of a folder reorder: every folder that still exists gets its earlier order back. */
export function restoreFolderOrders(tree: Tree, previous: Folder[]): Tree {
  const order = new Map(previous.map((f) => [f.id, f.sortOrder]));
  return {
    ...tree,
    folders: tree.folders.map((f) =>
      order.has(f.id) ? { ...f, sortOrder: order.get(f.id) ?? f.sortOrder } : f,
    ),
  };
}

// Projects

/** Adds a project at the top of its group. */
export function addProject(tree: Tree, project: Project): Tree {
  const key = groupKey(project.folderId);
  const list = projectsOf(tree, key);
  return {
    ...tree,
    projectsMap: withGroup(tree.projectsMap, key, [
      { ...project, sortOrder: topOrder(list) },
      ...list,
    ]),
  };
}

export function renameProject(tree: Tree, id: string, name: string): Tree {
  const found = findProject(tree, id);
  if (!found) return tree;
  const list = projectsOf(tree, found.key).map((p) => (p.id === id ? { ...p, name } : p));
  return { ...tree, projectsMap: withGroup(tree.projectsMap, found.key, list) };
}

/** The project's latest video image, as the server set it when a video finished. */
export function setProjectImage(tree: Tree, id: string, image: string | null): Tree {
  const found = findProject(tree, id);
  if (!found || found.project.latestVideoImage === image) return tree;
  const list = projectsOf(tree, found.key).map((p) =>
    p.id === id ? { ...p, latestVideoImage: image } : p,
  );
  return { ...tree, projectsMap: withGroup(tree.projectsMap, found.key, list) };
}

export interface RemovedProject {
  project: Project;
  key: string;
  index: number;
}

export function removeProject(
  tree: Tree,
  id: string,
): { tree: Tree; removed: RemovedProject | null } {
  const found = findProject(tree, id);
  if (!found) return { tree, removed: null };
  const list = projectsOf(tree, found.key).filter((p) => p.id !== id);
  return {
    tree: { ...tree, projectsMap: withGroup(tree.projectsMap, found.key, list) },
    removed: found,
  };
}

/** Puts a deleted project back where it was (its group, its place). */
export function restoreProject(tree: Tree, removed: RemovedProject): Tree {
  if (findProject(tree, removed.project.id)) return tree;
  // Its folder may have gone meanwhile; then it comes back in uncategorized.
  const key = tree.projectsMap[removed.key] ? removed.key : UNCATEGORIZED_FOLDER_ID;
  const list = [...projectsOf(tree, key)];
  list.splice(Math.min(removed.index, list.length), 0, {
    ...removed.project,
    folderId: key === UNCATEGORIZED_FOLDER_ID ? null : key,
  });
  return { ...tree, projectsMap: withGroup(tree.projectsMap, key, list) };
}

export function replaceProjectId(
  tree: Tree,
  localId: string,
  server: { id: string; sortOrder: number },
): Tree {
  const found = findProject(tree, localId);
  if (!found) return tree;
  const list = projectsOf(tree, found.key).map((p) =>
    p.id === localId ? { ...p, id: server.id, sortOrder: server.sortOrder } : p,
  );
  return { ...tree, projectsMap: withGroup(tree.projectsMap, found.key, list) };
}

/**
 * Moves a project to `index` of group `toKey` (0: the top), or reorders it within its group.
 * Both groups are renumbered so display order and descending sortOrder agree.
 */
export function moveProject(tree: Tree, id: string, toKey: string, index = 0): Tree {
  const found = findProject(tree, id);
  if (!found) return tree;
  const moved = { ...found.project, folderId: toKey === UNCATEGORIZED_FOLDER_ID ? null : toKey };
  const source = projectsOf(tree, found.key).filter((p) => p.id !== id);
  const target = found.key === toKey ? source : [...projectsOf(tree, toKey)];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, moved);
  const map = withGroup(tree.projectsMap, found.key, renumber(source));
  return { ...tree, projectsMap: withGroup(map, toKey, renumber(target)) };
}

/** The state of the groups a move touched, to undo it. */
export interface MoveUndo {
  projectId: string;
  fromKey: string;
  groups: Record<string, Project[]>;
}

export function snapshotMove(tree: Tree, projectId: string, toKey: string): MoveUndo | null {
  const found = findProject(tree, projectId);
  if (!found) return null;
  return {
    projectId,
    fromKey: found.key,
    groups: { [found.key]: projectsOf(tree, found.key), [toKey]: projectsOf(tree, toKey) },
  };
}

/**
 * Undo of a move: the project returns to its group, and each touched group gets its earlier
 * order back. Projects added to a group meanwhile stay on top.
 */
export function undoMove(tree: Tree, undo: MoveUndo): Tree {
  let next = tree;
  const current = findProject(next, undo.projectId);
  if (current && current.key !== undo.fromKey && next.projectsMap[undo.fromKey]) {
    next = moveProject(next, undo.projectId, undo.fromKey, 0);
  }
  for (const [key, previous] of Object.entries(undo.groups)) {
    if (!next.projectsMap[key]) continue;
    const rank = new Map(previous.map((p, i) => [p.id, { i, sortOrder: p.sortOrder }]));
    const list = projectsOf(next, key);
    const fresh = list.filter((p) => !rank.has(p.id));
    const known = list
      .filter((p) => rank.has(p.id))
      .sort((a, b) => (rank.get(a.id)?.i ?? 0) - (rank.get(b.id)?.i ?? 0))
      .map((p) => ({ ...p, sortOrder: rank.get(p.id)?.sortOrder ?? p.sortOrder }));
    next = { ...next, projectsMap: withGroup(next.projectsMap, key, [...fresh, ...known]) };
  }
  return next;
}
