import clsx from 'clsx';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useProfile } from '../../features/account/useProfile';
import { useRemovalNotice } from '../../features/workspaces/useRemovalNotice';
import { useWorkspaceList } from '../../features/workspaces/useWorkspaceList';
import { useRouteMemory } from '../../state/useRouteMemory';
import { useSessionStore } from '../../state/useSessionStore';
import { FullScreenLoading } from '../../ui/FullScreenLoading';
import { useCompactLayout } from '../../ui/useCompactLayout';
import { CompactNav } from './CompactNav';
import { NavRail } from './NavRail';
import { ShellLoadError } from './ShellLoadError';

/**
 * The signed-in frame: rail on the left, the current page on the right; on a phone a top bar
 * with a menu drawer above the page, which then has the whole width.
 */
export function MainShell() {
  const profile = useProfile();
  const products = useWorkspaceList();
  const account = useSessionStore((s) => s.account);
  const { pathname } = useLocation();
  const remember = useRouteMemory((s) => s.remember);
  const compact = useCompactLayout();
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
    <div className={clsx('flex h-full', compact && 'flex-col')}>
      {compact ? <CompactNav /> : <NavRail />}
      <main className="min-h-0 min-w-0 flex-1 overflow-hidden bg-white">
        <Outlet />
      </main>
    </div>
  );
}
