import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRefusal } from './refreshProducts';
import { workspacesQueryKey } from './useWorkspaceList';
import { useWorkspaces } from './useWorkspaces';
import { setKeepFolders } from './workspacesApi';
import type { WorkspaceList } from './workspaceTypes';

const withKeepFolders = (list: WorkspaceList | undefined, id: string, keepFolders: boolean) =>
  list
    ? {
        ...list,
        workspaces: list.workspaces.map((w) => (w.id === id ? { ...w, keepFolders } : w)),
      }
    : list;

/**
 * The current product's "Keep folders across reloads" (issue 24): read from the product list,
 * switched on screen first and put back if the server refuses (the call layer toasts why).
 * Only the owner may change it; the screen offers it to nobody else.
 */
export function useKeepFolders() {
  const queryClient = useQueryClient();
  const { current } = useWorkspaces();
  const mutation = useMutation({
    mutationFn: ({ id, keepFolders }: { id: string; keepFolders: boolean }) =>
      setKeepFolders(id, keepFolders),
    onMutate: async ({ id, keepFolders }) => {
      await queryClient.cancelQueries({ queryKey: workspacesQueryKey });
      const before = queryClient.getQueryData<WorkspaceList>(workspacesQueryKey);
      queryClient.setQueryData<WorkspaceList>(workspacesQueryKey, (list) =>
        withKeepFolders(list, id, keepFolders),
      );
      return { before };
    },
    onError: (err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(workspacesQueryKey, context.before);
      void refreshAfterRefusal(queryClient, err);
    },
  });
  return {
    product: current,
    keepFolders: current?.keepFolders === true,
    canChange: current?.role === 'owner',
    saving: mutation.isPending,
    set: (keepFolders: boolean) => {
      if (current) mutation.mutate({ id: current.id, keepFolders });
    },
  };
}
