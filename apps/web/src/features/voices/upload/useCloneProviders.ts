import { type Camelize, type cloneProviderItem, VoiceProvider } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CloneProvider, getCloneProviders } from './cloneApi';

export type CloneProviderInfo = Camelize<z.output<typeof cloneProviderItem>>;

/** The offline match first: it always works and needs no key. */
const ORDER: string[] = [VoiceProvider.LOCAL, VoiceProvider.ELEVENLABS, VoiceProvider.MINIMAX];

/**
 * The ways of making a voice this server has (GET /audio/clone-providers), each available
 * or with the reason it is not. Unanswered, only the offline match is offered.
 */
export function useCloneProviders(enabled: boolean) {
  const query = useQuery({
    queryKey: ['voices', 'clone-providers'],
    queryFn: getCloneProviders,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const providers: CloneProviderInfo[] = query.data
    ? [...query.data.providers].sort(
        (a, b) => ORDER.indexOf(a.provider) - ORDER.indexOf(b.provider),
      )
    : [{ provider: VoiceProvider.LOCAL, available: true, reason: null, label: '' }];
  const available = (p: CloneProvider) => providers.some((x) => x.provider === p && x.available);
  return { providers, available };
}
