import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '../features/access/endSession';
import { Button } from '../ui/Button';
import { useAppNavigate } from './appNavigate';
import { ErrorFrame } from './shell/ErrorFrame';

/**
 * What a screen that failed to render leaves behind (the router's error element, or the login
 * entry's error boundary), instead of the router's developer page: a plain apology, a reload,
 * and a sign-out in case stored state is what keeps breaking it.
 */
export function AppErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  useEffect(() => {
    console.error('[app] a screen failed to render', error);
  }, [error]);
  const signOut = async () => {
    await endSession();
    navigate('/login/', { replace: true });
  };
  return (
    <ErrorFrame title={t('app.crash.title')} text={t('app.crash.text')}>
      <Button onClick={() => window.location.reload()}>{t('app.crash.reload')}</Button>
      <Button variant="outline" onClick={() => void signOut()}>
        {t('app.signOut')}
      </Button>
    </ErrorFrame>
  );
}
