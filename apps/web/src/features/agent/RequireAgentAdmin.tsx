import { Navigate, Outlet } from 'react-router';
import { DEFAULT_ROUTE, useRouteMemory } from '../../state/useRouteMemory';
import { Spinner } from '../../ui/Spinner';
import { useAgentAdmin } from './useAgentAdmin';

/** Agent routes are for agent admins; anyone else goes back to their creation work (core.md §2). */
export function RequireAgentAdmin() {
  const { isAgentAdmin, isLoading } = useAgentAdmin();
  const lastCreationPath = useRouteMemory((s) => s.lastCreationPath);
  if (isLoading) {
    return (
      <div className="flex h-full items-center justify-center text-brand-500">
        <Spinner className="size-5" />
      </div>
    );
  }
  if (!isAgentAdmin) return <Navigate to={lastCreationPath ?? DEFAULT_ROUTE} replace />;
  return <Outlet />;
}
