import { useQuery } from '@tanstack/react-query';
import { type CloneProvider, getCloneProviders } from './cloneApi';

export const CLONE_PROVIDERS: CloneProvider[] = ['local', 'elevenlabs', 'minimax'];

/**
 * Which clone providers this server has. The offline match needs no key and is always
 * there; a provider the server does not list (or an unanswered call) counts as missing.
 */
export function useCloneProviders(enabled: boolean) {
  const query = useQuery({
    queryKey: ['voices', 'clone-providers'],
    queryFn: getCloneProviders,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const available = (p: CloneProvider) =>
    p === 'local' || !!query.data?.providers.some((x) => x.provider === p && x.available);
  return { loading: query.isPending && enabled, available };
}
