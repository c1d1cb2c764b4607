import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteMemory } from '../../state/useRouteMemory';
import { useSessionStore } from '../../state/useSessionStore';
import { notify } from '../../ui/toast';
import { useCreationStore } from '../tree/state/useCreationStore';
import { locationAfterSwitch } from './locationAfterSwitch';
import { refreshAfterRefusal } from './refreshProducts';
import { resolveCurrentId } from './resolveCurrentId';
import { noteServerWorkspace, switchServerWorkspace } from './serverWorkspace';
import { useWorkspaceList, workspacesQueryKey } from './useWorkspaceList';
import { useWorkspaceStore } from './useWorkspaceStore';
import { createWorkspace } from './workspacesApi';

/**
 * The user's products and the current one, with selection and creation (core.md §4
 * workspace lifecycle). Rename and delete live in useRenameProduct / useDeleteProduct.
 */
const resetTree = () => useCreationStore.getState().reset();

export function useWorkspaces() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useWorkspaceList();
  const storedId = useWorkspaceStore((s) => s.currentId);
  const setCurrentId = useWorkspaceStore((s) => s.setCurrentId);
  const profileId = useSessionStore((s) => s.account?.latestModifiedWorkspace.id ?? null);
  const workspaces = query.data?.workspaces ?? [];
  const currentId = resolveCurrentId(
    workspaces.map((w) => w.id),
    storedId,
    profileId,
  );
  const [adding, setAdding] = useState(false);

  /**
   * Makes `id` current: the tree is cleared (it reloads for the new product), the user goes
   * to the stored location, and the server is told, since members calls act on its current
   * workspace. A refused switch drops the pick so the list decides again.
   */
  const applySelection = useCallback(
    (id: string, serverAlreadyCurrent: boolean) => {
      const switching = id !== currentId;
      // Pinned even when it is already shown as a fallback, so it stays current.
      if (id !== storedId) setCurrentId(id);
      if (switching) {
        resetTree();
        useRouteMemory.setState({ lastCreationPath: null });
      }
      navigate(locationAfterSwitch(useRouteMemory.getState().lastRoute));
      if (serverAlreadyCurrent) return noteServerWorkspace(id);
      const serverCurrent = useSessionStore.getState().account?.latestModifiedWorkspace.id;
      if (!switching && serverCurrent === id) return;
      void switchServerWorkspace(id).then(
        // Anything cached under the new product's id is reloaded rather than shown stale.
        () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(id) }),
        (err: unknown) => {
          setCurrentId(null);
          resetTree();
          void refreshAfterRefusal(queryClient, err);
        },
      );
    },
    [currentId, storedId, navigate, queryClient, setCurrentId],
  );

  const selectWorkspace = useCallback((id: string) => applySelection(id, false), [applySelection]);

  /** Creates a product with the translated default name, reloads the list and selects it. */
  const addWorkspace = useCallback(async () => {
    setAdding(true);
    try {
      const { workspace } = await createWorkspace(t('defaults.productName'));
      await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      // The server makes a new product the account's current one itself.
      applySelection(workspace.id, true);
      // The menu closes on success: without a word the new product would go unnoticed.
      notify({ tone: 'success', title: t('userMenu.productAdded', { name: workspace.name }) });
      return workspace;
    } catch {
      return null; // the call layer showed the toast
    } finally {
      setAdding(false);
    }
  }, [applySelection, queryClient, t]);

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
