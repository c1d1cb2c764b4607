import { serverIdOf } from '../state/localIds';
import type { Tree } from '../state/treeTypes';
import { resolveFolderId, resolveProjectId, useCreationStore } from '../state/useCreationStore';

/** Shorthands the change hooks share. */
export const store = () => useCreationStore.getState();
export const currentTree = (): Tree => {
  const { folders, projectsMap } = store();
  return { folders, projectsMap };
};
export const applyTree = (change: (tree: Tree) => Tree) => store().update(change);

export const serverFolderId = (id: string) => serverIdOf(id, store().folderOriginIdMap);
export const serverProjectId = (id: string) => serverIdOf(id, store().projectOriginIdMap);
export { resolveFolderId, resolveProjectId };

/** The product the tree belongs to; changes are only offered once it is known. */
export function currentProductId(): string {
  const id = store().productId;
  if (!id) throw new Error('No product is loaded');
  return id;
}
