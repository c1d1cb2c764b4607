import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../state/useSessionStore';
import { refreshAfterRefusal } from '../workspaces/refreshProducts';
import { switchServerWorkspace } from '../workspaces/serverWorkspace';
import { useWorkspaces } from '../workspaces/useWorkspaces';
import { getMembers } from './membersApi';
import { type ShownMember, toShownMember } from './shownMember';

export const membersQueryKey = (workspaceId: string | null) => ['members', workspaceId] as const;

/**
 * Members of the current product. The server lists its own current workspace, so the product
 * shown here is made current there first; a refusal (the user was removed) yields an empty
 * list and reloads the products, which falls back to one the user still has.
 */
export function useMembers() {
  const queryClient = useQueryClient();
  const { currentId, current } = useWorkspaces();
  const accountId = useSessionStore((s) => s.account?.id ?? null);
  const query = useQuery({
    queryKey: membersQueryKey(currentId),
    enabled: currentId !== null,
    queryFn: async (): Promise<ShownMember[]> => {
      if (!currentId) return [];
      try {
        await switchServerWorkspace(currentId);
      } catch (err) {
        await refreshAfterRefusal(queryClient, err);
        return [];
      }
      return (await getMembers()).map(toShownMember);
    },
  });
  const members = query.data ?? [];
  const me = members.find((m) => m.id === accountId);
  // Until the list is in, the product list's role for this product stands in.
  const viewerIsOwner = me ? me.isOwner : current?.role === 'owner';
  return {
    members,
    isLoading: query.isPending,
    viewerIsOwner,
    accountId,
    product: current,
    queryKey: membersQueryKey(currentId),
  };
}
