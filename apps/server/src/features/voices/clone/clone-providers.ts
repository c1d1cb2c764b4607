import {
  type cloneProvidersReply,
  VoiceProvider,
  type VoiceProviderName,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { labelOf, providerUnavailable } from './clone-policy';

const ORDER: VoiceProviderName[] = [
  VoiceProvider.ELEVENLABS,
  VoiceProvider.MINIMAX,
  VoiceProvider.LOCAL,
];

/** GET /audio/clone-providers: each way of making a voice, and why it is unavailable if so. */
export function cloneProviders(ctx: AppContext): z.input<typeof cloneProvidersReply> {
  return {
    providers: ORDER.map((provider) => {
      const reason = providerUnavailable(ctx, provider);
      return { provider, available: reason === null, reason, label: labelOf(provider) };
    }),
  };
}
