import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AppNavigateContext } from './appNavigate';

/** Inside the router, useAppNavigate is the router's own navigate. */
export function RouterNavigate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <AppNavigateContext value={navigate}>{children}</AppNavigateContext>;
}
