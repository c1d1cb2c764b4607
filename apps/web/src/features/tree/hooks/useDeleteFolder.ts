import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deleteFolder as callDelete } from '../api/treeApi';
import { pathAfterFolderDelete } from '../navigation/pathAfterDelete';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { folderPath } from '../paths';
import { type RemovedFolder, removeFolder, restoreFolder } from '../state/treeOps';
import { applyTree, currentTree, resolveFolderId, serverFolderId } from './treeStore';

interface Vars {
  id: string;
  removed: RemovedFolder;
  /** The folder was open and the user was sent elsewhere. */
  leftFrom: string | null;
}

/**
 * Folder delete (core.md §4): gone at once, its projects on top of uncategorized; the open
 * folder gives way to the next one (else the product home). On failure the folder comes back
 * and the user is sent back to it.
 */
export function useDeleteFolder() {
  const nav = useTreeNavigation();
  const { mutate } = useMutation({
    mutationFn: async ({ id }: Vars) => callDelete(await serverFolderId(id)),
    onError: (_err, { removed, leftFrom }) => {
      applyTree((tree) => restoreFolder(tree, removed));
      if (leftFrom) nav.go(leftFrom);
    },
  });
  return useCallback(
    (id: string) => {
      const folderId = resolveFolderId(id);
      const tree = currentTree();
      const next = pathAfterFolderDelete(tree, folderId, nav.currentPath(), resolveFolderId);
      const { tree: after, removed } = removeFolder(tree, folderId);
      if (!removed) return;
      applyTree(() => after);
      if (next) nav.go(next, { replace: true });
      mutate({ id: folderId, removed, leftFrom: next ? folderPath(folderId) : null });
    },
    [mutate, nav],
  );
}
