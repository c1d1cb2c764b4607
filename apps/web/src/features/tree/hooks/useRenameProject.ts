import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { renameProject as callRename } from '../api/treeApi';
import { findProject, renameProject } from '../state/treeOps';
import { applyTree, currentTree, resolveProjectId, serverProjectId } from './treeStore';

interface Vars {
  id: string;
  name: string;
  previous: string;
}

/** Project rename (core.md §4): shown at once; on failure the toast and the old name. */
export function useRenameProject() {
  const { mutate } = useMutation({
    mutationFn: async ({ id, name }: Vars) => callRename(await serverProjectId(id), name),
    onError: (_err, { id, name, previous }) => {
      const found = findProject(currentTree(), resolveProjectId(id));
      // A later rename of the same project wins over this undo.
      if (found?.project.name === name) {
        applyTree((tree) => renameProject(tree, found.project.id, previous));
      }
    },
  });
  return useCallback(
    (id: string, name: string) => {
      const found = findProject(currentTree(), resolveProjectId(id));
      if (!found) return;
      applyTree((tree) => renameProject(tree, found.project.id, name));
      mutate({ id: found.project.id, name, previous: found.project.name });
    },
    [mutate],
  );
}
