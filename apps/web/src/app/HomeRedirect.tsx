import { Navigate } from 'react-router';
import { DEFAULT_ROUTE, RESTORED_ROUTE, useRouteMemory } from '../state/useRouteMemory';

/** / restores the last visited main route, else opens the uncategorized folder. */
export function HomeRedirect() {
  const lastRoute = useRouteMemory((s) => s.lastRoute);
  return <Navigate to={lastRoute ?? DEFAULT_ROUTE} state={RESTORED_ROUTE} replace />;
}
