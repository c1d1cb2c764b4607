import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { appQueryClient, setAppQueryClient } from '../queryCache';
import { createQueryClient } from '../queryClient';
import { MainShell } from './MainShell';

/**
 * The signed-in shell with the app's query cache: made on the first sign-in of a page's life
 * and kept across logouts (cleared, not replaced), so the query library loads with the shell.
 */
export function QueryShell() {
  const [client] = useState(() => {
    const existing = appQueryClient();
    if (existing) return existing;
    const made = createQueryClient();
    setAppQueryClient(made);
    return made;
  });
  return (
    <QueryClientProvider client={client}>
      <MainShell />
    </QueryClientProvider>
  );
}
