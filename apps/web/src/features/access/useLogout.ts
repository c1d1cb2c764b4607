import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from './endSession';

/** Revokes the session on the server, then clears all stored user state and goes to /login/. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession();
    navigate('/login/', { replace: true });
  }, [navigate]);
}
