import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { fetchTree } from './loadTree';
import { isLocalId } from './localIds';
import type { Tree } from './treeTypes';
import { useCreationStore } from './useCreationStore';

/**
 * The server's tree with this tab's creations still on their way kept in it: a folder or
 * project under a temporary id is not on the server yet, and its answer must find it.
 */
export function keepPendingItems(server: Tree, local: Tree): Tree {
  const folders = [
    ...server.folders,
    ...local.folders.filter((f) => isLocalId(f.id) && !server.folders.some((s) => s.id === f.id)),
  ];
  const projectsMap = { ...server.projectsMap };
  for (const [key, projects] of Object.entries(local.projectsMap)) {
    const pending = projects.filter((p) => isLocalId(p.id));
    if (!pending.length) continue;
    const target = folders.some((f) => f.id === key) ? key : UNCATEGORIZED_FOLDER_ID;
    projectsMap[target] = [...pending, ...(projectsMap[target] ?? [])];
  }
  return { folders, projectsMap };
}

/**
 * Reads the product's tree again and shows it, without the refresh rule: this is not a reload
 * but a catch-up with changes made elsewhere (a teammate's reload dissolved a folder). Pages
 * follow the store: a gone folder's page falls back to Uncategorized, where its projects went,
 * and an open project is shown in its new place.
 */
export async function resyncTree(productId: string): Promise<void> {
  const { tree } = await fetchTree(productId, false);
  const store = useCreationStore.getState();
  if (store.productId !== productId) return;
  store.setTree(
    productId,
    keepPendingItems(tree, { folders: store.folders, projectsMap: store.projectsMap }),
  );
}
