import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { AppToaster } from '../ui/AppToaster';
import { DownloadBadgeSlot } from './DownloadBadgeSlot';

/** Everything the screens need around them, apart from the router. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
        <DownloadBadgeSlot />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
