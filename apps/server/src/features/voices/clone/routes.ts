import {
  audioExtractionRequest,
  checkAudioNameRequest,
  cloneAudioRequest,
  cloneProcessingReply,
  cloneProvidersReply,
  cloneTaskParams,
  cloneTaskReply,
  deleteAudioRequest,
  emptyReply,
  isDuplicateReply,
  myVoiceQuery,
  myVoiceReply,
  renameAudioRequest,
  savedAudioInfo,
  saveInfoParams,
  toggleAudioFavoriteReply,
  toggleAudioFavoriteRequest,
  VoiceProvider,
  type VoiceProviderName,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../../http/route';
import { cloneProviders } from './clone-providers';
import { cloneProcessingStatus, saveInfo } from './clone-status';
import {
  checkOwnVoiceName,
  deleteOwnVoice,
  renameOwnVoice,
  toggleOwnVoiceFavorite,
} from './manage-own-voice';
import { myVoices } from './my-voices';
import { startClone } from './start-clone';

const tag = 'own voices';

const cloneRoute = (url: string, provider: VoiceProviderName, summary: string) =>
  userRoute({
    method: 'POST',
    url,
    tag,
    summary,
    input: cloneAudioRequest,
    reply: cloneTaskReply,
    handler: ({ ctx, user, input }) =>
      startClone(ctx, user, {
        provider,
        source: 'audio',
        audioName: input.audio_name,
        fileUri: input.audio_url,
        userId: input.user_id,
        language: input.language,
      }),
  });

/** Cloning, the offline voice match and the user's voice library (creation.md §7, issue 8). */
export const cloneRoutes: AnyRoute[] = [
  cloneRoute(
    '/audio/clone-elevenlabs',
    VoiceProvider.ELEVENLABS,
    'Queue an ElevenLabs clone of an uploaded recording (audio_url is a file_uri)',
  ),
  cloneRoute(
    '/audio/clone-minimax',
    VoiceProvider.MINIMAX,
    'Queue a MiniMax clone of an uploaded recording (audio_url is a file_uri)',
  ),
  cloneRoute(
    '/audio/clone-local',
    VoiceProvider.LOCAL,
    'Queue an offline voice match (an espeak voice tuned to the recording; matched, not cloned)',
  ),
  userRoute({
    method: 'POST',
    url: '/audio-extraction/tasks',
    tag,
    summary: "Queue a clone of an uploaded video's audio track with the chosen provider",
    input: audioExtractionRequest,
    reply: cloneTaskReply,
    handler: ({ ctx, user, input }) =>
      startClone(ctx, user, {
        provider: input.provider,
        source: 'video',
        audioName: input.audio_name,
        fileUri: input.video_url,
        userId: input.user_id,
        language: input.language,
      }),
  }),
  userRoute({
    method: 'GET',
    url: '/audio/processing-status/:task_id',
    tag,
    summary: 'A clone task: 1 processing, 2 success (sample_url set), 3 failed, 4 timeout',
    input: cloneTaskParams,
    reply: cloneProcessingReply,
    handler: ({ ctx, user, input }) => cloneProcessingStatus(ctx, user, input.task_id),
  }),
  userRoute({
    method: 'GET',
    url: '/audio/save-info/:id',
    tag,
    summary: 'The saved own voice, by its id or its clone task id',
    input: saveInfoParams,
    reply: savedAudioInfo,
    handler: ({ ctx, user, input }) => saveInfo(ctx, user, input.id),
  }),
  userRoute({
    method: 'GET',
    url: '/users/myvoice',
    tag,
    summary: "The user's own voices (ready and in progress), newest first",
    input: myVoiceQuery,
    reply: myVoiceReply,
    handler: ({ ctx, user, input }) => myVoices(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/audio/rename-template',
    tag,
    summary: 'Rename an own voice; a duplicate name answers is_duplicate and changes nothing',
    input: renameAudioRequest,
    reply: isDuplicateReply,
    handler: ({ ctx, user, input }) => renameOwnVoice(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/users/check-audio-name-duplicate',
    tag,
    summary: 'Whether the user already has an own voice of this name',
    input: checkAudioNameRequest,
    reply: isDuplicateReply,
    handler: ({ ctx, user, input }) => checkOwnVoiceName(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/audio-template/toggle-favorite',
    tag,
    summary: 'Star or un-star an own voice',
    input: toggleAudioFavoriteRequest,
    reply: toggleAudioFavoriteReply,
    handler: ({ ctx, user, input }) => toggleOwnVoiceFavorite(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/audio/delete',
    tag,
    summary: 'Delete an own voice; videos made with it keep playing',
    input: deleteAudioRequest,
    reply: emptyReply,
    handler: ({ ctx, user, input }) => deleteOwnVoice(ctx, user, input),
  }),
  userRoute({
    method: 'GET',
    url: '/audio/clone-providers',
    tag,
    summary: 'Which ways of making a voice this server has, and why one is unavailable',
    reply: cloneProvidersReply,
    handler: async ({ ctx }) => cloneProviders(ctx),
  }),
];
