import { useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh } from '../../../api/mediaLinkRefresh';
import { myVoicesKey } from '../../voices/myVoicesKey';
import { getReadyOwnVoices } from './createActorApi';

/**
 * The user's ready own voices for the voice step. Keyed under the voice library's key, so a
 * voice saved from the voice-upload dialog (which refreshes that key) shows up here too.
 */
export function useOwnVoices(userId: string) {
  return useQuery({
    queryKey: [...myVoicesKey, 'ready', userId],
    queryFn: () => getReadyOwnVoices(userId),
    ...mediaLinkRefresh,
  });
}
