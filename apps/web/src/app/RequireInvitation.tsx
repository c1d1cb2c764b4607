import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasInvitationSession, useSessionStore } from '../state/useSessionStore';

/** /invite/ needs a stored invitation session (e-mail and session id), else /login/. */
export function RequireInvitation({ children }: { children: ReactNode }) {
  const allowed = useSessionStore((s) => hasInvitationSession(s.invitation));
  return allowed ? children : <Navigate to="/login/" replace />;
}
