import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_ROUTE } from '../../state/useRouteMemory';
import { useSessionStore } from '../../state/useSessionStore';
import { useWorkspaceList, workspacesQueryKey } from './useWorkspaceList';
import { useWorkspaceStore } from './useWorkspaceStore';
import { createWorkspace } from './workspacesApi';

/**
 * The user's products and the current one (core.md §4 workspace lifecycle). Extend here:
 * rename and delete with optimistic updates belong next to `addWorkspace`.
 */
export function useWorkspaces() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useWorkspaceList();
  const storedId = useWorkspaceStore((s) => s.currentId);
  const setCurrentId = useWorkspaceStore((s) => s.setCurrentId);
  const profileId = useSessionStore((s) => s.account?.latestModifiedWorkspace.id ?? null);
  const workspaces = query.data?.workspaces ?? [];
  const known = (id: string | null) => Boolean(id) && workspaces.some((w) => w.id === id);
  const currentId = known(storedId)
    ? storedId
    : known(profileId)
      ? profileId
      : (workspaces[0]?.id ?? profileId);
  const [adding, setAdding] = useState(false);

  /** Makes `id` current and opens its default folder; the tree reloads for the new product. */
  const selectWorkspace = useCallback(
    (id: string) => {
      setCurrentId(id);
      navigate(DEFAULT_ROUTE);
    },
    [navigate, setCurrentId],
  );

  /** Creates a product with the translated default name, reloads the list and selects it. */
  const addWorkspace = useCallback(async () => {
    setAdding(true);
    try {
      const { workspace } = await createWorkspace(t('defaults.productName'));
      await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      selectWorkspace(workspace.id);
      return workspace;
    } catch {
      return null; // the call layer showed the toast
    } finally {
      setAdding(false);
    }
  }, [queryClient, selectWorkspace, t]);

  return {
    workspaces,
    total: query.data?.total ?? workspaces.length,
    isLoading: query.isPending,
    isError: query.isError,
    currentId,
    current: workspaces.find((w) => w.id === currentId) ?? null,
    selectWorkspace,
    addWorkspace,
    adding,
  };
}
