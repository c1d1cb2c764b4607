import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../api/showErrorToast';
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
 * email_exists); the button goes idle → sending → sent (2 s) and the input clears.
 */
export function useInviteForm(listed: readonly ListedAddress[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const { state, run } = useActionState();

  const submit = async () => {
    if (state === 'busy') return false;
    const problem = checkInviteEmail(email, listed);
    if (problem) {
      notify({
        tone: 'error',
        title: t('members.invite.refusedTitle'),
        text: translateServerMessage(inviteProblemMessage[problem]),
      });
      return false;
    }
    return run(async () => {
      await inviteMember(email);
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    });
  };

  return { email, setEmail, submit, state, canInvite: invitePatternMatches(email) };
}
