import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { deleteFolder, listFolders, listProjects, moveProject } from '../api/treeApi';
import { moveProject as moveLocally, projectsOf, realFolders, removeFolder } from './treeOps';
import type { Folder, Tree } from './treeTypes';

const byDescendingOrder = <T extends { sortOrder: number }>(list: T[]) =>
  [...list].sort((a, b) => b.sortOrder - a.sortOrder);

/** A product's tree as the server has it, and whether its owner keeps folders across reloads. */
export interface FetchedTree {
  tree: Tree;
  keepFolders: boolean;
}

/** Loads a product's folders and each folder's projects (page 1, size 1000). */
export async function fetchTree(productId: string, switchWorkspace: boolean): Promise<FetchedTree> {
  const { folders, keepFolders } = await listFolders(productId, switchWorkspace);
  const all: Folder[] = folders.some((f) => f.isUncategorized)
    ? folders
    : [
        ...folders,
        {
          id: UNCATEGORIZED_FOLDER_ID,
          name: 'Uncategorized',
          sortOrder: 0,
          projectNum: 0,
          isUncategorized: true,
          createdAt: new Date().toISOString(),
          latestVideoImage: null,
        },
      ];
  const lists = await Promise.all(all.map((f) => listProjects(productId, f.id)));
  return {
    tree: {
      folders: all,
      projectsMap: Object.fromEntries(
        all.map((f, i) => [f.id, byDescendingOrder(lists[i].projects)]),
      ),
    },
    keepFolders: keepFolders === true,
  };
}

/**
 * The refresh rule of core.md §4: every real folder is dissolved. Its projects move to
 * uncategorized on the server (bottom folder and bottom project first, so each group keeps its
 * order on top of uncategorized), then the folder, now empty, is deleted. A folder whose
 * projects could not all be moved stays. Failures are housekeeping: logged, never toasted.
 */
export async function dissolveFolders(tree: Tree): Promise<Tree> {
  let next = tree;
  for (const folder of realFolders(tree).reverse()) {
    let emptied = true;
    for (const project of [...projectsOf(next, folder.id)].reverse()) {
      try {
        await moveProject(
          {
            projectId: project.id,
            fromKey: folder.id,
            toKey: UNCATEGORIZED_FOLDER_ID,
            sortDetail: [],
          },
          { toast: false },
        );
        next = moveLocally(next, project.id, UNCATEGORIZED_FOLDER_ID, 0);
      } catch (err) {
        emptied = false;
        console.error('[tree] could not move a project out of a folder on refresh', err);
      }
    }
    if (!emptied) continue;
    try {
      await deleteFolder(folder.id, { toast: false });
      next = removeFolder(next, folder.id).tree;
    } catch (err) {
      console.error('[tree] could not delete an emptied folder on refresh', err);
    }
  }
  return next;
}

/**
 * What a refresh shows: the server's tree, flattened by the refresh rule unless the product's
 * owner turned it off ("Keep folders across reloads", issue 24), when nothing is dissolved.
 */
export async function loadTree(productId: string, switchWorkspace: boolean): Promise<Tree> {
  const { tree, keepFolders } = await fetchTree(productId, switchWorkspace);
  return keepFolders ? tree : dissolveFolders(tree);
}
