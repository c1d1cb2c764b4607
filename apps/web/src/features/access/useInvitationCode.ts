import { LoginMethod } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/useSessionStore';
import type { StatusMessage } from '../../ui/FormStatus';
import { notify } from '../../ui/toast';
import { getRsaPublicKey, login } from './accessApi';
import { describeLoginError } from './describeLoginError';
import { encryptInvitationCode } from './encryptInvitationCode';
import { tooFrequentStatus, useAttemptLimit } from './useAttemptLimit';

/** Activation with an invitation code: encrypt under /rsapub's key, then log in (core.md §4). */
export function useInvitationCode(onSignedIn: (token: string) => Promise<void>) {
  const { t } = useTranslation();
  const invitation = useSessionStore((s) => s.invitation);
  const finishActivation = useSessionStore((s) => s.finishActivation);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  // The invitation code has the sign-in's 10-in-60-s rule (core.md §5).
  const attempts = useAttemptLimit();

  const submit = async () => {
    const value = code.trim();
    if (!value || busy || !invitation.email || !invitation.sessionId) return;
    if (!attempts.take()) {
      setStatus(tooFrequentStatus());
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const key = await getRsaPublicKey();
      // Both ways in leave a verified e-mail session behind (the third-party callback makes
      // one too), so activation always logs in by e-mail session, without a new code.
      const { token } = await login({
        email: invitation.email,
        login_method: LoginMethod.EMAIL,
        email_session_id: invitation.sessionId,
        rsa_id: key.rsaId,
        activation_code: await encryptInvitationCode(key, value),
        invite_token:
          invitation.invitedEmail?.toLowerCase() === invitation.email.toLowerCase()
            ? (invitation.inviteToken ?? '')
            : '',
      });
      setStatus({ tone: 'success', text: t('invite.activated') });
      // The page leaves at once, so the success is also said by a toast.
      notify({ tone: 'success', title: t('invite.activated') });
      await onSignedIn(token);
      finishActivation();
    } catch (err) {
      setStatus({ tone: 'error', text: describeLoginError(err, t) });
    } finally {
      setBusy(false);
    }
  };

  return { code, setCode, busy, status, canSubmit: code.trim().length > 0 && !busy, submit };
}
