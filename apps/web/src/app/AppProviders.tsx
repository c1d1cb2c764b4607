import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppFrame } from './AppFrame';
import { setAppQueryClient } from './queryCache';

/**
 * The frame with a given query cache around everything: for screens rendered on their own
 * (tests). The app itself gets its cache from the shell (app/shell/QueryShell.tsx), which
 * takes this one when it is set.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  setAppQueryClient(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppFrame>{children}</AppFrame>
    </QueryClientProvider>
  );
}
