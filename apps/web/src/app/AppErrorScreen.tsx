import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useLogout } from '../features/access/useLogout';
import { Button } from '../ui/Button';
import { ErrorFrame } from './shell/ErrorFrame';

/**
 * What a screen that failed to render leaves behind (the router's error element), instead of
 * the router's developer page: a plain apology, a reload, and a sign-out in case stored state
 * is what keeps breaking it.
 */
export function AppErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const logout = useLogout();
  useEffect(() => {
    console.error('[app] a screen failed to render', error);
  }, [error]);
  return (
    <ErrorFrame title={t('app.crash.title')} text={t('app.crash.text')}>
      <Button onClick={() => window.location.reload()}>{t('app.crash.reload')}</Button>
      <Button variant="outline" onClick={() => void logout()}>
        {t('app.signOut')}
      </Button>
    </ErrorFrame>
  );
}
