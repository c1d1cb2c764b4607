import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { renameFolder as callRename } from '../api/treeApi';
import { findFolder, renameFolder } from '../state/treeOps';
import { applyTree, currentTree, resolveFolderId, serverFolderId } from './treeStore';

interface Vars {
  id: string;
  name: string;
  previous: string;
}

/**
 * Folder rename (core.md §4): shown at once, put back if the server refuses, after the
 * catalogue toast with the server's message (issue 24; core.md §8 had it only logged).
 */
export function useRenameFolder() {
  const { mutate } = useMutation({
    mutationFn: async ({ id, name }: Vars) => callRename(await serverFolderId(id), name),
    onError: (_err, { id, name, previous }) => {
      const folder = findFolder(currentTree(), resolveFolderId(id));
      // A later rename of the same folder wins over this undo.
      if (folder?.name === name) applyTree((tree) => renameFolder(tree, folder.id, previous));
    },
  });
  return useCallback(
    (id: string, name: string) => {
      const folder = findFolder(currentTree(), resolveFolderId(id));
      if (!folder || folder.isUncategorized) return;
      applyTree((tree) => renameFolder(tree, folder.id, name));
      mutate({ id: folder.id, name, previous: folder.name });
    },
    [mutate],
  );
}
