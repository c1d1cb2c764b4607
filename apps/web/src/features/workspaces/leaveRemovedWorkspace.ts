import type { QueryClient } from '@tanstack/react-query';
import { useRouteMemory } from '../../state/useRouteMemory';
import { useSessionStore } from '../../state/useSessionStore';
import { profileQueryKey } from '../account/useProfile';
import { useCreationStore } from '../tree/state/useCreationStore';
import { locationAfterSwitch } from './locationAfterSwitch';
import { resolveCurrentId } from './resolveCurrentId';
import { workspacesQueryKey } from './useWorkspaceList';
import { useWorkspaceStore } from './useWorkspaceStore';
import type { WorkspaceList } from './workspaceTypes';

/** The product the screen shows right now, from what is cached. */
function shownWorkspaceId(queryClient: QueryClient): string | null {
  const list = queryClient.getQueryData<WorkspaceList>(workspacesQueryKey);
  return resolveCurrentId(
    (list?.workspaces ?? []).map((w) => w.id),
    useWorkspaceStore.getState().currentId,
    useSessionStore.getState().account?.latestModifiedWorkspace.id ?? null,
  );
}

/**
 * After a refusal saying the user is no longer a member of `workspaceId`: reload the account
 * (the server has already moved its current workspace to one of the user's own), then the
 * product list, and drop what was cached for the lost product. When it was the one on screen,
 * the tree is cleared and the returned location is where to go; otherwise null.
 */
export async function leaveRemovedWorkspace(
  queryClient: QueryClient,
  workspaceId: string,
): Promise<string | null> {
  const wasShown = shownWorkspaceId(queryClient) === workspaceId;
  // Account first, so the list's arrival resolves straight to the server's new current one.
  await queryClient.invalidateQueries({ queryKey: profileQueryKey });
  await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
  queryClient.removeQueries({ predicate: (q) => q.queryKey.includes(workspaceId) });
  if (useWorkspaceStore.getState().currentId === workspaceId) {
    useWorkspaceStore.getState().setCurrentId(null);
  }
  if (!wasShown) return null;
  useCreationStore.getState().reset();
  useRouteMemory.setState({ lastCreationPath: null });
  return locationAfterSwitch(useRouteMemory.getState().lastRoute);
}
