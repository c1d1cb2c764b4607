import { useSessionStore } from '../../state/useSessionStore';
import { resolveCurrentId } from './resolveCurrentId';
import { useWorkspaceList } from './useWorkspaceList';
import { useWorkspaceStore } from './useWorkspaceStore';
import type { Workspace } from './workspaceTypes';

/** The product on screen (see resolveCurrentId), or null while the list is unknown. */
export function useCurrentWorkspace(): Workspace | null {
  const query = useWorkspaceList();
  const storedId = useWorkspaceStore((s) => s.currentId);
  const profileId = useSessionStore((s) => s.account?.latestModifiedWorkspace.id ?? null);
  const workspaces = query.data?.workspaces ?? [];
  const currentId = resolveCurrentId(
    workspaces.map((w) => w.id),
    storedId,
    profileId,
  );
  return workspaces.find((w) => w.id === currentId) ?? null;
}
