import { useQuery } from '@tanstack/react-query';
import { rememberConfirmedNames } from './confirmedNames';
import { listWorkspaces } from './workspacesApi';

export const workspacesQueryKey = ['workspaces'] as const;

/** The user's products, loaded once for the shell, the user menu and the tree. */
export function useWorkspaceList() {
  return useQuery({
    queryKey: workspacesQueryKey,
    queryFn: async () => {
      const list = await listWorkspaces();
      rememberConfirmedNames(list);
      return list;
    },
  });
}
