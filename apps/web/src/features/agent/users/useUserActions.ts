import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast';
import { deleteAgentUser, toggleAgentUser } from '../agentApi';
import { dashboardKeys } from '../agentQueryKeys';
import { useDashboardStore } from '../useDashboardStore';

/** Row actions (creation.md §2): enable/disable and delete, then the list is fetched again. */
export function useUserActions(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.users(agentId) });
  const toggle = useMutation({
    mutationFn: (userId: string) => toggleAgentUser(agentId, userId),
    onSuccess: (reply) => {
      notify({
        tone: 'success',
        title: t(reply.isAgent === 1 ? 'agent.users.enabled' : 'agent.users.disabled'),
      });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: ({ userId }: { userId: string; lastOnPage: boolean }) =>
      deleteAgentUser(agentId, userId),
    onSuccess: (_reply, { lastOnPage }) => {
      notify({ tone: 'success', title: t('agent.users.deleted') });
      // The last row of a page gone: step back so the table is not left empty.
      const { page, setPage } = useDashboardStore.getState();
      if (lastOnPage && page > 1) setPage(page - 1);
      return refresh();
    },
  });
  return { toggle, remove };
}
