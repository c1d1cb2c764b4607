import { MEDIA_LINK_TTL_MS } from '@talkreel/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAudioPlayer } from './audio/useAudioPlayer';
import type { VoiceItem } from './types';
import { voiceListKey } from './useVoiceSearch';
import { useVoiceSettingsStore } from './useVoiceSettingsStore';
import { generatePreview } from './voicesApi';

/** Preview states of creation.md §4, plus `ready`: made, not playing. */
export type PreviewState = 'not-started' | 'loading' | 'ready' | 'playing' | 'paused';

/**
 * The spoken preview of a voice for an actor at a speed. Previews are cached by text, actor,
 * voice and speed, and one request in flight serves every identical ask. A preview that
 * arrives verifies the pair and starts playing.
 */
export function useVoicePreview(
  actorId: string,
  voice: VoiceItem | null,
  speed: number,
  text: string,
) {
  const queryClient = useQueryClient();
  const markVerified = useVoiceSettingsStore((s) => s.markVerified);
  const queryKey = ['voices', 'preview', actorId, voice?.id ?? null, text, speed] as const;
  const keyId = JSON.stringify(queryKey);
  const query = useQuery({
    queryKey,
    queryFn: () => {
      if (!voice) throw new Error('No voice chosen');
      return generatePreview({ text, actorId, voice, speed });
    },
    enabled: false,
    // The preview's audio link stops working after MEDIA_LINK_TTL_MS; a later ask makes a new one.
    staleTime: MEDIA_LINK_TTL_MS,
    gcTime: MEDIA_LINK_TTL_MS,
    retry: false,
  });
  const player = useAudioPlayer(query.data?.audioUrl);
  const [playWhenReady, setPlayWhenReady] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyId stands for queryKey
  const generate = useCallback(async () => {
    if (!voice) return;
    setPlayWhenReady(keyId);
    try {
      await queryClient.fetchQuery({
        queryKey,
        queryFn: () => generatePreview({ text, actorId, voice, speed }),
        staleTime: MEDIA_LINK_TTL_MS,
      });
      markVerified(actorId, voice.id);
      // The server now counts this voice as recently used.
      void queryClient.invalidateQueries({ queryKey: voiceListKey, refetchType: 'none' });
    } catch {
      // Already toasted by the call layer; the button offers another try.
      setPlayWhenReady(null);
    }
  }, [keyId, voice, text, actorId, speed, queryClient, markVerified]);

  const { play } = player;
  useEffect(() => {
    if (playWhenReady === keyId && query.data?.audioUrl) {
      setPlayWhenReady(null);
      play();
    }
  }, [playWhenReady, keyId, query.data?.audioUrl, play]);

  const fetching = query.fetchStatus === 'fetching';
  const state: PreviewState = fetching
    ? 'loading'
    : !query.data
      ? 'not-started'
      : player.state === 'playing'
        ? 'playing'
        : player.state === 'loading'
          ? 'loading'
          : player.state === 'paused'
            ? 'paused'
            : 'ready';

  return {
    state,
    generating: fetching,
    failed: query.isError && !fetching,
    audioUrl: query.data?.audioUrl ?? null,
    /** Seconds, from the player once it knows, else from the server's reply. */
    duration: player.duration || query.data?.duration || 0,
    player,
    /** Makes the preview if needed, else plays or pauses it. */
    press: () => {
      if (fetching) return;
      if (!query.data) void generate();
      else player.toggle();
    },
    generate,
  };
}
