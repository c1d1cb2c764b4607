import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '../state/useSessionStore';

/** With a token, login and invite redirect to /. */
export function PublicOnly() {
  const token = useSessionStore((s) => s.token);
  return token ? <Navigate to="/" replace /> : <Outlet />;
}
