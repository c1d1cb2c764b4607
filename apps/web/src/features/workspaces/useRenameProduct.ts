import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRefusal } from './refreshProducts';
import { workspacesQueryKey } from './useWorkspaceList';
import { renameWorkspace } from './workspacesApi';
import type { WorkspaceList } from './workspaceTypes';

/** Renames a product on screen first and puts the old name back if the call fails (core.md §4). */
export function useRenameProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameWorkspace(id, name),
    onMutate: async ({ id, name }) => {
      await queryClient.cancelQueries({ queryKey: workspacesQueryKey });
      const before = queryClient.getQueryData<WorkspaceList>(workspacesQueryKey);
      queryClient.setQueryData<WorkspaceList>(workspacesQueryKey, (list) =>
        list
          ? { ...list, workspaces: list.workspaces.map((w) => (w.id === id ? { ...w, name } : w)) }
          : list,
      );
      return { before };
    },
    onError: (err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(workspacesQueryKey, context.before);
      void refreshAfterRefusal(queryClient, err);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
  });
}
