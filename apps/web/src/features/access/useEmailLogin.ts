import { Code, EMAIL_PATTERN, LoginMethod, Message, RESEND_COUNTDOWN_S } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useAppNavigate } from '../../app/appNavigate';
import { useSessionStore } from '../../state/useSessionStore';
import type { StatusMessage } from '../../ui/FormStatus';
import { useCountdown } from '../../ui/useCountdown';
import { getEmailLoginSession, login, sendEmailVerifyCode } from './accessApi';
import { describeLoginError } from './describeLoginError';
import { tooFrequentStatus, useAttemptLimit } from './useAttemptLimit';

type Phase = 'input' | 'verify';

interface EmailSession {
  id: string;
  email: string;
  firstLogin: boolean;
}

const readSessionId = (data: unknown): string | null => {
  const id = (data as { session_id?: unknown } | null)?.session_id;
  return typeof id === 'string' && id ? id : null;
};

/**
 * The e-mail sign-in state machine of core.md §4: input → (session + code sent) → verify;
 * editing the address in verify returns to input; resend only when the countdown is at 0.
 */
export function useEmailLogin(onSignedIn: (token: string) => Promise<void>) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const invitation = useSessionStore((s) => s.invitation);
  const startActivation = useSessionStore((s) => s.startActivation);
  const countdown = useCountdown();
  // An invitation link's address is the one to sign in with (core.md §2, §4).
  const [email, setEmailValue] = useState(invitation.invitedEmail ?? '');
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>('input');
  const [session, setSession] = useState<EmailSession | null>(null);
  const [busy, setBusy] = useState<'sending' | 'login' | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  // The hint waits until the user has left the field or tried to go on: not while typing.
  const [emailTouched, setEmailTouched] = useState(false);

  const trimmed = email.trim();
  const emailValid = EMAIL_PATTERN.test(trimmed);

  const setEmail = (value: string) => {
    setEmailValue(value);
    if (phase === 'verify') {
      setPhase('input');
      setSession(null);
      setCode('');
      setStatus(null);
      countdown.reset();
    }
  };

  const fail = (err: unknown) => setStatus({ tone: 'error', text: describeLoginError(err, t) });
  const sendAttempts = useAttemptLimit();
  const signInAttempts = useAttemptLimit();
  /** Counts an attempt; past the limit shows the frequent-requests message and says no. */
  const mayTry = (attempts: { take(): boolean }) => {
    if (attempts.take()) return true;
    setStatus(tooFrequentStatus());
    return false;
  };

  const deliverCode = async (sessionId: string, address: string) => {
    await sendEmailVerifyCode(sessionId);
    countdown.start(RESEND_COUNTDOWN_S);
    setStatus({ tone: 'success', text: t('login.codeSent', { email: address }) });
  };

  const sendCode = async () => {
    if (!emailValid || busy || !mayTry(sendAttempts)) return;
    setBusy('sending');
    setStatus(null);
    try {
      const s = await getEmailLoginSession(trimmed);
      const next = { id: s.emailSessionId, email: trimmed, firstLogin: s.firstLogin };
      await deliverCode(next.id, trimmed);
      setSession(next);
      setPhase('verify');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (!session || countdown.remaining > 0 || busy || !mayTry(sendAttempts)) return;
    setBusy('sending');
    setStatus(null);
    try {
      await deliverCode(session.id, session.email);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const signIn = async () => {
    if (!session || !code.trim() || busy || !mayTry(signInAttempts)) return;
    setBusy('login');
    setStatus(null);
    const invited =
      invitation.invitedEmail?.toLowerCase() === session.email.toLowerCase()
        ? (invitation.inviteToken ?? '')
        : '';
    try {
      const { token } = await login({
        name: session.firstLogin ? session.email.split('@')[0] : '',
        email: session.email,
        login_method: LoginMethod.EMAIL,
        email_session_id: session.id,
        email_verification: code.trim(),
        invite_token: invited,
      });
      setStatus({ tone: 'success', text: t('login.success') });
      await onSignedIn(token);
    } catch (err) {
      if (
        isApiError(err) &&
        err.code === Code.SIGN_IN_FAILED &&
        err.message === Message.ACTIVATION_CODE_NEED
      ) {
        startActivation({
          email: session.email,
          sessionId: readSessionId(err.data) ?? session.id,
          step: 2,
          loginMethod: LoginMethod.EMAIL,
        });
        navigate('/invite/');
        return;
      }
      if (
        isApiError(err) &&
        err.code === Code.INVALID_CODE &&
        err.message === Message.LOGIN_CODE_VOID
      ) {
        // The server voided the code after too many wrong guesses: the right one fails too now,
        // so the resend countdown makes no sense any more.
        countdown.reset();
        setCode('');
      }
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const canSubmit = busy === null && (phase === 'input' ? emailValid : code.trim().length > 0);
  const submit = phase === 'input' ? sendCode : signIn;

  return {
    email,
    setEmail,
    code,
    setCode,
    phase,
    busy,
    status,
    canSubmit,
    /** An address typed but not of the pattern, once the user left the field or pressed Enter. */
    emailInvalid: emailTouched && trimmed !== '' && !emailValid,
    touchEmail: () => setEmailTouched(true),
    resendIn: countdown.remaining,
    canResend: phase === 'verify' && countdown.remaining === 0 && busy === null,
    submit,
    resend,
  };
}
