import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deleteProject as callDelete } from '../api/treeApi';
import { pathAfterProjectDelete } from '../navigation/pathAfterDelete';
import { useTreeNavigation } from '../navigation/TreeNavigation';
import { projectPath } from '../paths';
import { type RemovedProject, removeProject, restoreProject } from '../state/treeOps';
import { applyTree, currentTree, resolveProjectId, serverProjectId } from './treeStore';

interface Vars {
  id: string;
  removed: RemovedProject;
  leftFrom: string | null;
}

/**
 * Project delete (core.md §4): gone at once; the open project gives way to the next one in
 * its group, else its folder's page. On failure it is restored in place and reopened.
 */
export function useDeleteProject() {
  const nav = useTreeNavigation();
  const { mutate } = useMutation({
    mutationFn: async ({ id }: Vars) => callDelete(await serverProjectId(id)),
    onError: (_err, { removed, leftFrom }) => {
      applyTree((tree) => restoreProject(tree, removed));
      if (leftFrom) nav.go(leftFrom);
    },
  });
  return useCallback(
    (id: string) => {
      const projectId = resolveProjectId(id);
      const tree = currentTree();
      const next = pathAfterProjectDelete(tree, projectId, nav.currentPath(), resolveProjectId);
      const { tree: after, removed } = removeProject(tree, projectId);
      if (!removed) return;
      applyTree(() => after);
      if (next) nav.go(next, { replace: true });
      mutate({ id: projectId, removed, leftFrom: next ? projectPath(projectId) : null });
    },
    [mutate, nav],
  );
}
