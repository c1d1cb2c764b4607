import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '../state/useSessionStore';

/** Without a token every route but login and invite goes to /login/ (also when it is cleared). */
export function RequireSession() {
  const token = useSessionStore((s) => s.token);
  return token ? <Outlet /> : <Navigate to="/login/" replace />;
}
