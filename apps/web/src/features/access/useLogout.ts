import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearQueryCache } from '../../app/queryCache';
import { resetUserState } from '../../state/userStateReset';
import { logout } from './accessApi';

/** Revokes the session on the server, then clears all stored user state and goes to /login/. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // An expired or already revoked token is as good as logged out.
    }
    resetUserState();
    clearQueryCache();
    navigate('/login/', { replace: true });
  }, [navigate]);
}
