import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { AppToaster } from '../ui/AppToaster';
import { DownloadBadgeSlot } from './DownloadBadgeSlot';

/**
 * What every screen needs around it, apart from the router and the query cache (which comes
 * with the signed-in shell, out of the login page's script).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <AppToaster />
      <DownloadBadgeSlot />
    </I18nextProvider>
  );
}
