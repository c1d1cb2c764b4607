import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sortFolders } from '../api/treeApi';
import { descendingPositions, reorderFolders, restoreFolderOrders } from '../state/treeOps';
import type { Folder } from '../state/treeTypes';
import { applyTree, currentTree, serverFolderId } from './treeStore';

interface Vars {
  orderedIds: string[];
  previous: Folder[];
}

/**
 * Folder reorder on drop (core.md §4): the new order shows at once and is sent as descending
 * positions; on failure every folder gets its earlier position back.
 */
export function useReorderFolders() {
  const { mutate } = useMutation({
    mutationFn: async ({ orderedIds }: Vars) =>
      sortFolders(descendingPositions(await Promise.all(orderedIds.map(serverFolderId)))),
    onError: (_err, { previous }) => applyTree((tree) => restoreFolderOrders(tree, previous)),
  });
  /** `orderedIds`: every real folder, in the new display order. */
  return useCallback(
    (orderedIds: string[]) => {
      const previous = currentTree().folders;
      applyTree((tree) => reorderFolders(tree, orderedIds));
      mutate({ orderedIds, previous });
    },
    [mutate],
  );
}
