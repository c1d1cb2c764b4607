import {
  ASSETS_PAGE_SIZE,
  DEFAULT_PREVIEW_VOICE_SETTINGS,
  emptyReply,
  TTS_TIMEOUT_MS,
  ttsGenerateReply,
  voiceFilterOptionsReply,
  voiceShowReply,
  voiceToggleStarReply,
} from '@talkreel/contract';
import { callApi } from '../../api/client';
import type { VoiceItem } from './types';
import type { VoiceQuery } from './voiceQuery';

/** creation.md §7 "Voices": lists, stars, filter options and TTS previews. */

/** GET /audio/filter-options: groups gender, age, languages with labels in the UI language. */
export const getVoiceFilterOptions = () =>
  callApi('/audio/filter-options', { reply: voiceFilterOptionsReply });

/** POST /audio/show: every voice of the condition, name and filters (one page of 1000). */
export const showVoices = (query: VoiceQuery) =>
  callApi('/audio/show', {
    method: 'POST',
    body: {
      condition1: { name: query.name || null },
      // The spec sends each chosen value as a one-item list.
      condition2: Object.fromEntries(Object.entries(query.filters).map(([g, v]) => [g, [v]])),
      condition3: { condition: query.condition },
      page: 1,
      page_size: ASSETS_PAGE_SIZE,
    },
    reply: voiceShowReply,
  });

/** POST /audio/toggle-starred: the voice's star after the toggle. */
export const toggleVoiceStar = (voiceId: string) =>
  callApi('/audio/toggle-starred', {
    method: 'POST',
    body: { audio_id: voiceId },
    reply: voiceToggleStarReply,
  });

export interface PreviewRequest {
  text: string;
  actorId: string;
  voice: VoiceItem;
  speed: number;
}

/**
 * POST /audio/tts/generate (2-minute limit): speaks `text` with the voice for the actor, with
 * the default preview settings at the chosen speed. A success verifies the pair on the server.
 */
export const generatePreview = ({ text, actorId, voice, speed }: PreviewRequest) =>
  callApi('/audio/tts/generate', {
    method: 'POST',
    body: {
      text,
      // The voice's own id: a voice_tts_id may be shared by a stock and a cloned voice.
      voice_id: voice.id,
      actor_id: actorId,
      model_name: voice.modelName,
      voice_settings: { ...DEFAULT_PREVIEW_VOICE_SETTINGS, speed },
      audio_name: voice.name,
      save_to_db: true,
      upload_to_s3: true,
    },
    reply: ttsGenerateReply,
    timeoutMs: TTS_TIMEOUT_MS,
  });

/** POST /users/update-first-dh-create: a marker only, so a failure is logged, never shown. */
export const markFirstDigitalHumanCreate = () =>
  callApi('/users/update-first-dh-create', {
    method: 'POST',
    reply: emptyReply,
    toast: false,
  }).catch((err: unknown) => console.warn('[voices] first-dh-create marker failed', err));
