import { useCallback } from 'react';
import { useAppNavigate } from '../../app/appNavigate';
import { appQueryClient, clearQueryCache } from '../../app/queryCache';
import { type Account, useSessionStore } from '../../state/useSessionStore';
import { getProfile } from '../account/getProfile';
import { profileQueryKey } from '../account/profileQueryKey';

/** After a successful login: load the profile, store the session, go to / (core.md §4). */
export function useCompleteSignIn() {
  const signIn = useSessionStore((s) => s.signIn);
  const navigate = useAppNavigate();
  return useCallback(
    async (token: string) => {
      let account: Account | null = null;
      try {
        account = await getProfile({ token, toast: false });
      } catch {
        // The shell loads the profile again and reports a failure there.
      }
      // Nothing cached for an earlier account may leak into this one.
      clearQueryCache();
      if (account) appQueryClient()?.setQueryData(profileQueryKey, account);
      signIn(token, account);
      navigate('/', { replace: true });
    },
    [navigate, signIn],
  );
}
