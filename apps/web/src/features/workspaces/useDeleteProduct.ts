import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../account/useProfile';
import { refreshAfterRefusal } from './refreshProducts';
import { useWorkspaceList, workspacesQueryKey } from './useWorkspaceList';
import { useWorkspaces } from './useWorkspaces';
import { deleteWorkspace } from './workspacesApi';
import type { WorkspaceList } from './workspaceTypes';

/**
 * Deletes a product: it leaves the list at once and comes back if the call fails. Deleting the
 * current product selects the first one that remains (core.md §4).
 */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const { currentId, selectWorkspace } = useWorkspaces();
  const list = useWorkspaceList();
  return useMutation({
    mutationFn: (id: string) => deleteWorkspace(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: workspacesQueryKey });
      const before = queryClient.getQueryData<WorkspaceList>(workspacesQueryKey);
      queryClient.setQueryData<WorkspaceList>(workspacesQueryKey, (old) =>
        old
          ? {
              ...old,
              workspaces: old.workspaces.filter((w) => w.id !== id),
              total: Math.max(0, old.total - 1),
            }
          : old,
      );
      return { before, wasCurrent: id === currentId };
    },
    onError: (err, _id, context) => {
      if (context?.before) queryClient.setQueryData(workspacesQueryKey, context.before);
      void refreshAfterRefusal(queryClient, err);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
    onSuccess: (_data, id, context) => {
      const first = list.data?.workspaces.find((w) => w.id !== id);
      if (context.wasCurrent && first) selectWorkspace(first.id);
      // The server moved anyone whose current product this was; the account reflects it.
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
