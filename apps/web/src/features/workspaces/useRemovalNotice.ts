import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onRemovedFromWorkspace } from '../../api/refusals';
import { notify } from '../../ui/toast';
import { confirmedName } from './confirmedNames';
import { leaveRemovedWorkspace } from './leaveRemovedWorkspace';

/**
 * Mounted by the signed-in shell: when a call is refused because the owner removed the user
 * from a product, say so by name (once, however many calls were refused) and move the user to
 * their own product instead of leaving them on a page that can no longer work.
 */
export function useRemovalNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const leaving = new Set<string>();
    return onRemovedFromWorkspace((workspaceId) => {
      const name = confirmedName(workspaceId);
      notify({
        tone: 'error',
        id: `removed-${workspaceId}`,
        title: name
          ? t('workspaces.removed.title', { product: name })
          : t('workspaces.removed.titleUnnamed'),
        text: t('workspaces.removed.text'),
      });
      if (leaving.has(workspaceId)) return;
      leaving.add(workspaceId);
      void leaveRemovedWorkspace(queryClient, workspaceId)
        .then((to) => {
          if (to) navigate(to, { replace: true });
        })
        .finally(() => leaving.delete(workspaceId));
    });
  }, [navigate, queryClient, t]);
}
