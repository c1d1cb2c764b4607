import { Message } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { notMemberWorkspaceId } from '../../api/refusals';
import { showErrorToast, translateServerMessage } from '../../api/showErrorToast';
import { useSessionStore } from '../../state/useSessionStore';
import { notify } from '../../ui/toast';
import { useActionState } from '../settings/useActionState';
import { workspacesQueryKey } from '../workspaces/useWorkspaceList';
import {
  checkInviteEmail,
  invitePatternMatches,
  inviteProblemMessage,
  type ListedAddress,
} from './inviteValidation';
import { inviteMember } from './membersApi';

/**
 * Invite by e-mail (core.md §4, §5): checked before sending (toasts email_empty, invalid_email,
 * email_exists, and the viewer's own address: already a member); the button goes idle → sending → sent (2 s) and the input clears.
 */
export function useInviteForm(listed: readonly ListedAddress[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownEmail = useSessionStore((s) => s.account?.email ?? null);
  const [email, setEmail] = useState('');
  const { state, run } = useActionState();

  const refused = (message: string) =>
    notify({
      tone: 'error',
      title: t('members.invite.refusedTitle'),
      text: translateServerMessage(message),
    });

  const submit = async () => {
    if (state === 'busy') return false;
    const problem = checkInviteEmail(email, listed, ownEmail);
    if (problem) {
      refused(inviteProblemMessage[problem]);
      return false;
    }
    return run(async () => {
      try {
        await inviteMember(email, { toast: false });
      } catch (err) {
        // 1005's catalogue text ("This item already exists") would hide the precise answer.
        if (isApiError(err) && err.message === Message.ALREADY_MEMBER) refused(err.message);
        else if (isApiError(err) && notMemberWorkspaceId(err) === null) showErrorToast(err);
        throw err;
      }
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    });
  };

  return { email, setEmail, submit, state, canInvite: invitePatternMatches(email) };
}
