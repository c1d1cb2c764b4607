import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast';
import { workspacesQueryKey } from '../workspaces/useWorkspaceList';
import { removeMember, transferOwnership } from './membersApi';
import type { ShownMember } from './shownMember';

/**
 * Transfer ownership and remove a member (core.md §4). A removed row leaves the list at once
 * and returns if the call fails; a transfer reloads the list, where roles have changed.
 */
export function useMemberActions(queryKey: readonly unknown[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
    ]);

  const transfer = useMutation({
    mutationFn: (member: ShownMember) => transferOwnership(member.id),
    onSuccess: (_data, member) =>
      notify({ tone: 'success', title: t('members.transfer.done', { name: member.name }) }),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (member: ShownMember) => removeMember(member.id),
    onMutate: async (member) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ShownMember[]>(queryKey);
      queryClient.setQueryData<ShownMember[]>(queryKey, (list) =>
        list?.filter((m) => m.id !== member.id),
      );
      return { before };
    },
    onError: (_err, _member, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (_data, member) => {
      // An invitation is cancelled, not a member removed: nobody had joined.
      const done = member.inviteStatusLabel === null ? 'done' : 'donePending';
      notify({ tone: 'success', title: t(`members.remove.${done}`, { name: member.name }) });
    },
    onSettled: reload,
  });

  return { transfer, remove };
}
