import {
  ACTOR_FILE_CHECK_TIMEOUT_MS,
  ASSETS_PAGE_SIZE,
  actorNameSuffixReply,
  type Camelize,
  CloneStatus,
  checkActorFileReply,
  createActorReply,
  isDuplicateReply,
  myVoiceReply,
  type myVoiceTemplate,
} from '@talkreel/contract';
import type { z } from 'zod';
import { callApi } from '../../../api/client';
import type { PhotoCrop, VideoCropPoints } from './cropGeometry';

/** creation.md §7 "Actors": the calls of the create-actor dialog. An empty user_id is the caller. */

/** GET /users/actor-name-suffix-id: the n of the default name "Actor {n}". */
export const getActorNameSuffix = async (userId: string) =>
  (
    await callApi('/users/actor-name-suffix-id', {
      query: { user_id: userId },
      reply: actorNameSuffixReply,
      toast: false,
    })
  ).suffixId;

/** POST /users/check-actor-name-duplicate. */
export const checkActorNameDuplicate = (name: string, userId: string, signal?: AbortSignal) =>
  callApi('/users/check-actor-name-duplicate', {
    method: 'POST',
    body: { input_name: name, user_id: userId },
    reply: isDuplicateReply,
    signal,
  });

export type CreateActorRequest = {
  userId: string;
  name: string;
  fileUri: string;
  voice: { id: string; name: string };
} & ({ kind: 'image'; crop: PhotoCrop } | { kind: 'video'; crop: VideoCropPoints });

/**
 * POST /video/image-to-video (a photo and its 9:16 box) or /video/direct-huozu-training (a
 * video and the 4 corners of its 9:16 frame). The reply must carry message, status and
 * templateId (creation.md §5); the actor is then made by the server's queue.
 */
export function createActor(req: CreateActorRequest) {
  const common = {
    user_id: req.userId,
    actor_name: req.name,
    audio_name: req.voice.name,
    sample_audio_url: req.voice.id,
  };
  return req.kind === 'image'
    ? callApi('/video/image-to-video', {
        method: 'POST',
        body: { ...common, actor_pic: req.fileUri, crop: req.crop },
        reply: createActorReply,
      })
    : callApi('/video/direct-huozu-training', {
        method: 'POST',
        body: { ...common, actor_video: req.fileUri, crop: req.crop },
        reply: createActorReply,
      });
}

/**
 * POST /video/check-actor-file: the Verify step. The server runs the engine's checks (the crop,
 * one usable face) on the uploaded file; a file that cannot become an actor is refused with
 * 1012 and the reason, which the dialog shows itself (no toast).
 */
export function checkActorFile(
  req: { userId: string; fileUri: string } & (
    | { kind: 'image'; crop: PhotoCrop }
    | { kind: 'video'; crop: VideoCropPoints }
  ),
  signal?: AbortSignal,
) {
  return callApi('/video/check-actor-file', {
    method: 'POST',
    body: { kind: req.kind, user_id: req.userId, file_uri: req.fileUri, crop: req.crop },
    reply: checkActorFileReply,
    timeoutMs: ACTOR_FILE_CHECK_TIMEOUT_MS,
    toast: false,
    signal,
  });
}

export type OwnVoice = Camelize<z.output<typeof myVoiceTemplate>>;

/**
 * GET /users/myvoice: the user's own voices that finished cloning (only those can speak for
 * an actor). A failed fetch gives an empty list and is only logged (creation.md §7).
 */
export async function getReadyOwnVoices(userId: string): Promise<OwnVoice[]> {
  try {
    const page = await callApi('/users/myvoice', {
      query: { page: 1, page_size: ASSETS_PAGE_SIZE, user_id: userId },
      reply: myVoiceReply,
      toast: false,
    });
    return page.templates.filter((v) => v.processStatus === CloneStatus.SUCCESS);
  } catch (err) {
    console.warn('[actors] own voices could not be loaded', err);
    return [];
  }
}
