import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { moveProject as callMove } from '../api/treeApi';
import {
  descendingPositions,
  findProject,
  type MoveUndo,
  moveProject,
  projectsOf,
  snapshotMove,
  undoMove,
} from '../state/treeOps';
import {
  applyTree,
  currentTree,
  resolveFolderId,
  resolveProjectId,
  serverFolderId,
  serverProjectId,
  store,
} from './treeStore';

interface Vars {
  projectId: string;
  fromKey: string;
  toKey: string;
  /** The target group's new order, local ids included. */
  order: string[];
  undo: MoveUndo;
}

const wireFolder = async (key: string) =>
  key === UNCATEGORIZED_FOLDER_ID ? key : serverFolderId(key);

/** Server ids of an order; items whose creation failed meanwhile are left out. */
async function serverOrder(ids: string[]) {
  const settled = await Promise.allSettled(ids.map(serverProjectId));
  return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
}

/**
 * Move or reorder a project (core.md §4; a reorder is a move within the same folder). The
 * change shows at once, in the same frame as the drop, and the target folder opens; the call
 * carries the target folder's new order as descending positions. On failure both folders get
 * their earlier contents and order back.
 */
export function useMoveProject() {
  const { mutate } = useMutation({
    mutationFn: async ({ projectId, fromKey, toKey, order }: Vars) =>
      callMove({
        projectId: await serverProjectId(projectId),
        fromKey: await wireFolder(fromKey),
        toKey: await wireFolder(toKey),
        sortDetail: descendingPositions(await serverOrder(order)),
      }),
    onError: (_err, { undo }) => applyTree((tree) => undoMove(tree, undo)),
  });

  /** Moves `projectId` to `index` (default 0, the top) of folder `toKey` or `uncategorized`. */
  return useCallback(
    (projectId: string, toKey: string, index = 0) => {
      const id = resolveProjectId(projectId);
      const key = toKey === UNCATEGORIZED_FOLDER_ID ? toKey : resolveFolderId(toKey);
      const before = currentTree();
      const found = findProject(before, id);
      const undo = snapshotMove(before, id, key);
      if (!found || !undo) return;
      if (found.key === key && found.index === index) return;
      applyTree((tree) => moveProject(tree, id, key, index));
      store().expandFolder(key);
      const order = projectsOf(currentTree(), key).map((p) => p.id);
      mutate({ projectId: id, fromKey: found.key, toKey: key, order, undo });
    },
    [mutate],
  );
}
