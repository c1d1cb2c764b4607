import { SIGNATURE_MAX_SKEW_MS } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/access/useLogout';
import { Button } from '../../ui/Button';
import { describeLoadFailure } from './describeLoadFailure';
import { ErrorFrame } from './ErrorFrame';

/**
 * The account could not be loaded (and the session is still valid): say why (the network, the
 * device clock, a suspended account, another refusal) and offer a retry and a way out.
 */
export function ShellLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const failure = describeLoadFailure(error);
  const text =
    failure.kind === 'clock'
      ? t('app.loadClockSkew', { minutes: SIGNATURE_MAX_SKEW_MS / 60_000 })
      : failure.kind === 'suspended'
        ? t('app.loadSuspended')
        : failure.kind === 'refused'
          ? t('app.loadRefused', { reason: failure.message })
          : t('app.loadFailed');
  return (
    <ErrorFrame
      title={failure.kind === 'network' ? t('app.loadFailedTitle') : t('app.loadRefusedTitle')}
      text={text}
    >
      {failure.kind === 'suspended' ? null : <Button onClick={onRetry}>{t('app.retry')}</Button>}
      <Button variant="outline" onClick={() => void logout()}>
        {t('app.signOut')}
      </Button>
    </ErrorFrame>
  );
}
