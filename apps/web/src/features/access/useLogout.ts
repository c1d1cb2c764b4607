import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetUserState } from '../../state/userStateReset';
import { logout } from './accessApi';

/** Revokes the session on the server, then clears all stored user state and goes to /login/. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // An expired or already revoked token is as good as logged out.
    }
    resetUserState();
    queryClient.clear();
    navigate('/login/', { replace: true });
  }, [navigate, queryClient]);
}
