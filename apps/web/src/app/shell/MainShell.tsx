import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useProfile } from '../../features/account/useProfile';
import { useRemovalNotice } from '../../features/workspaces/useRemovalNotice';
import { useWorkspaceList } from '../../features/workspaces/useWorkspaceList';
import { useRouteMemory } from '../../state/useRouteMemory';
import { useSessionStore } from '../../state/useSessionStore';
import { FullScreenLoading } from '../../ui/FullScreenLoading';
import { NavRail } from './NavRail';
import { ShellLoadError } from './ShellLoadError';

/** The signed-in frame: rail on the left, the current page on the right. */
export function MainShell() {
  const profile = useProfile();
  const products = useWorkspaceList();
  const account = useSessionStore((s) => s.account);
  const { pathname } = useLocation();
  const remember = useRouteMemory((s) => s.remember);
  useEffect(() => remember(pathname), [pathname, remember]);
  useRemovalNotice();

  if (!account) {
    if (profile.isError) {
      return <ShellLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
    }
    return <FullScreenLoading />;
  }
  // The product list is waited for once; a failure (already toasted) does not block the app.
  if (products.isPending) return <FullScreenLoading />;
  return (
    <div className="flex h-full">
      <NavRail />
      <main className="min-w-0 flex-1 overflow-hidden bg-white">
        <Outlet />
      </main>
    </div>
  );
}
