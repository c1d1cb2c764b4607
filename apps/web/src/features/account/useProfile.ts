import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../state/useSessionStore';
import { getProfile } from './getProfile';
import { profileQueryKey } from './profileQueryKey';

export { profileQueryKey };

/**
 * The signed-in account. The last loaded copy is kept in the session store so a reload
 * paints at once; a failed load drops that copy (core.md §4 session expiry).
 */
export function useProfile() {
  const token = useSessionStore((s) => s.token);
  const setAccount = useSessionStore((s) => s.setAccount);
  const query = useQuery({
    queryKey: profileQueryKey,
    // A failed load is explained by the shell's load-error screen; a toast would repeat it.
    queryFn: () => getProfile({ toast: false }),
    enabled: Boolean(token),
    retry: false,
    // "Try again" must always send the call: the browser's online flag can be wrong (and
    // stays so until an event that may never come), and the server is the one to ask.
    networkMode: 'always',
  });
  useEffect(() => {
    if (query.data) setAccount(query.data);
    else if (query.isError) setAccount(null);
  }, [query.data, query.isError, setAccount]);
  return query;
}
