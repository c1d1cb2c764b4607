import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../state/useSessionStore';
import { refreshAfterRefusal } from '../workspaces/refreshProducts';
import { switchServerWorkspace } from '../workspaces/serverWorkspace';
import { workspacesQueryKey } from '../workspaces/useWorkspaceList';
import { useWorkspaces } from '../workspaces/useWorkspaces';
import type { WorkspaceList } from '../workspaces/workspaceTypes';
import { getMembers } from './membersApi';
import { memberCountOf, type ShownMember, toShownMember } from './shownMember';

export const membersQueryKey = (workspaceId: string | null) => ['members', workspaceId] as const;

/**
 * The user menu counts a product's members from the product list, by the same rule as this
 * page (memberCountOf). A members list loaded since is the fresher (someone accepted an
 * invitation meanwhile), so the product's count follows it. An empty list is a failed load.
 */
function noteMemberCount(queryClient: QueryClient, workspaceId: string, members: ShownMember[]) {
  const count = memberCountOf(members);
  if (count === 0) return;
  queryClient.setQueryData<WorkspaceList>(workspacesQueryKey, (list) =>
    list?.workspaces.some((w) => w.id === workspaceId && w.memberCount !== count)
      ? {
          ...list,
          workspaces: list.workspaces.map((w) =>
            w.id === workspaceId ? { ...w, memberCount: count } : w,
          ),
        }
      : list,
  );
}

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
      const members = (await getMembers()).map(toShownMember);
      noteMemberCount(queryClient, currentId, members);
      return members;
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
