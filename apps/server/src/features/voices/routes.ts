import {
  TTS_TIMEOUT_MS,
  ttsGenerateReply,
  ttsGenerateRequest,
  voiceFilterOptionsReply,
  voiceShowReply,
  voiceShowRequest,
  voiceToggleStarReply,
  voiceToggleStarRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { voiceFilterOptions } from './filter-options';
import { generatePreview } from './generate-preview';
import { listVoices } from './list-voices';
import { toggleVoiceStar } from './toggle-star';

const tag = 'voices';

/** Voice lists, stars and TTS previews (creation.md §7 "Voices"). */
export const voiceRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/audio/filter-options',
    tag,
    summary: 'Voice filter groups (gender, age, languages) with labelled options',
    reply: voiceFilterOptionsReply,
    handler: async ({ lang }) => voiceFilterOptions(lang),
  }),
  userRoute({
    method: 'POST',
    url: '/audio/show',
    tag,
    summary:
      'Voices by condition (all_voices, starred_voices, recently_used, default_voices, my_voices), name and filters',
    input: voiceShowRequest,
    reply: voiceShowReply,
    handler: ({ ctx, user, input }) => listVoices(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/audio/toggle-starred',
    tag,
    summary: 'Star or un-star a voice for the caller',
    input: voiceToggleStarRequest,
    reply: voiceToggleStarReply,
    handler: ({ ctx, user, input }) => toggleVoiceStar(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/audio/tts/generate',
    tag,
    summary: `Speak a preview with a voice (cached; verifies the actor-voice pair); clients wait up to ${TTS_TIMEOUT_MS / 1000} s`,
    input: ttsGenerateRequest,
    reply: ttsGenerateReply,
    handler: ({ ctx, user, input }) => generatePreview(ctx, user, input),
  }),
];
