import { z } from 'zod';
import { actorItem } from './actors';
import { CONTROL_OR_BIDI, idInput, reqBoolean, reqNumber, reqString } from './fields';
import { workProgress } from './progress';
import { fileUriInput } from './uploads';
import { pageSizeOr } from './voices';
import { optionalIdInput, pageInput } from './workspaces';

// ---- The user's own actors made from a photo or a video (issue 9, creation.md §7 Actors) ----

/** generateStatus of an own actor: 0 queued, 1 processing, 2 ready, 3 failed (creation.md §4). */
export const CustomActorStatus = { QUEUED: 0, PROCESSING: 1, READY: 2, FAILED: 3 } as const;

/** Own actors of one user being made (queued or processing) at once; the next one is 1011. */
export const MAX_ACTORS_IN_CREATION_PER_USER = 2;
/** Own actors one user may keep (failed ones included). */
export const MAX_OWN_ACTORS_PER_USER = 100;
/** The assets list (POST /video/user-actor-template-videos) page size (creation.md §9). */
export const USER_ACTOR_PAGE_SIZE = 1000;
/** An own actor's name: at most this many characters. */
export const ACTOR_NAME_MAX_CHARS = 50;
/** The narrowest video crop accepted, in source pixels (half the 720 px output width). */
export const VIDEO_CROP_MIN_WIDTH = 360;
/** The default name of a new actor: "Actor {n}" with n from GET /users/actor-name-suffix-id. */
export const defaultActorName = (suffixId: number) => `Actor ${suffixId}`;

export const CustomActorMessage = {
  NAME_EMPTY: 'Actor name cannot be empty',
  NAME_TOO_LONG: `Actor name must be at most ${ACTOR_NAME_MAX_CHARS} characters`,
  NAME_CONTROL: 'Actor name cannot contain control characters',
  VOICE_INVALID: 'Please choose one of your saved voices or a library voice',
  VOICE_NOT_READY: 'This voice is still being made',
  CROP_INVALID: 'Invalid crop coordinates',
  CROP_TOO_NARROW: `The crop is too narrow: make it at least ${VIDEO_CROP_MIN_WIDTH} pixels wide`,
  TOO_MANY_IN_CREATION: `At most ${MAX_ACTORS_IN_CREATION_PER_USER} actors can be created at once; please wait for one to finish`,
  TOO_MANY_ACTORS: `You have reached the limit of ${MAX_OWN_ACTORS_PER_USER} own actors; delete one first`,
  NOT_OWN: 'Only your own actors can be changed',
  NOT_FAILED: 'Only a failed actor can be regenerated',
  NOT_RETRYABLE:
    'This actor cannot be made from its file; create a new actor with another photo or video',
  KIND_INVALID: 'Please choose a photo or a video',
  STILL_GENERATING: 'This actor is still being generated',
  CREATED: 'The actor is being created',
  RETRIED: 'The actor is being generated again',
} as const;

/**
 * Why making an actor failed, as the user reads it (the engine's ActorInputError reasons, plus
 * `failed` for anything else).
 */
export const ActorFailureMessage = {
  'bad-crop': 'The crop area is not inside the picture or is too narrow',
  'not-an-image': 'The file is not a readable image',
  'not-a-video': 'The file is not a readable video',
  'too-short': 'The video is too short: it must last at least 30 seconds',
  'too-long': 'The video is too long: it must last at most 3 minutes',
  'too-low': 'The video is too small: it must be at least 720 pixels tall',
  'no-face': 'No face was found: use a photo or video showing one face from the front',
  'several-faces': 'Several faces were found: use a photo or video showing only one person',
  'face-too-small': 'The face is too small: move closer or crop tighter around the face',
  'face-turned-away': 'The face is turned away: use one looking at the camera',
  failed: 'The actor could not be created, please try again',
} as const;
export type ActorFailureReason = keyof typeof ActorFailureMessage;

const actorNameInput = z
  .string({ error: CustomActorMessage.NAME_EMPTY })
  .trim()
  .min(1, CustomActorMessage.NAME_EMPTY)
  .max(ACTOR_NAME_MAX_CHARS, CustomActorMessage.NAME_TOO_LONG)
  .refine((v) => !CONTROL_OR_BIDI.test(v), CustomActorMessage.NAME_CONTROL);

const userIdInput = optionalIdInput('User ID');
const coordinate = z
  .number({ error: CustomActorMessage.CROP_INVALID })
  .finite(CustomActorMessage.CROP_INVALID)
  .min(0, CustomActorMessage.CROP_INVALID);

/** The image crop from the dialog (9:16, min width 50), in the photo's pixels. */
export const photoCropInput = z.object(
  { x: coordinate, y: coordinate, width: coordinate, height: coordinate },
  { error: CustomActorMessage.CROP_INVALID },
);
/** The video crop: 4 corner points [x, y], numeric and non-negative (checked inside the frame later). */
export const videoCropInput = z
  .array(z.tuple([coordinate, coordinate], { error: CustomActorMessage.CROP_INVALID }), {
    error: CustomActorMessage.CROP_INVALID,
  })
  .length(4, CustomActorMessage.CROP_INVALID);

/**
 * The voice of the new actor: `sample_audio_url` names a voice by its id (a library voice, or one
 * of the caller's own ready voices); nothing else is accepted.
 */
const voiceInput = z
  .string({ error: CustomActorMessage.VOICE_INVALID })
  .trim()
  .min(1, CustomActorMessage.VOICE_INVALID)
  .max(100, CustomActorMessage.VOICE_INVALID);

/** GET /users/actor-name-suffix-id?user_id */
export const actorNameSuffixRequest = z.object({ user_id: userIdInput });
export const actorNameSuffixReply = z.object({ suffix_id: reqNumber('Suffix ID') });

/** POST /users/check-actor-name-duplicate */
export const checkActorNameRequest = z.object({
  input_name: actorNameInput,
  user_id: userIdInput,
});

/** POST /video/image-to-video */
export const imageToVideoRequest = z.object({
  user_id: userIdInput,
  actor_name: actorNameInput,
  actor_pic: fileUriInput('Actor picture'),
  audio_name: z.string().trim().max(100).nullish(),
  sample_audio_url: voiceInput,
  crop: photoCropInput.nullish(),
});
/** POST /video/direct-huozu-training */
export const videoTrainingRequest = z.object({
  user_id: userIdInput,
  actor_name: actorNameInput,
  actor_video: fileUriInput('Actor video'),
  audio_name: z.string().trim().max(100).nullish(),
  sample_audio_url: voiceInput,
  /** Not in the spec's payload: without it the widest 9:16 box in the middle of the video. */
  crop: videoCropInput.nullish(),
});
export const createActorReply = z.object({
  message: reqString('Message'),
  status: reqString('Status'),
  template_id: reqString('Template ID'),
  /** Not in the spec (issue 24): the new actor's place in line and time left. */
  progress: workProgress.nullish(),
});

/**
 * POST /video/check-actor-file (not in the spec; issue 24): the create-actor dialog's Verify
 * step. Runs the checks the making of the actor runs first (the crop, one usable face; a video
 * is sampled across its length) on the caller's confirmed upload, so a file that cannot become
 * an actor is refused in seconds instead of failing minutes later. Stores nothing. A refusal is
 * 1012 with the ActorFailureMessage as its message and `data` an ActorFileRefusal.
 */
export const checkActorFileRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('image'),
      user_id: userIdInput,
      file_uri: fileUriInput('Actor picture'),
      crop: photoCropInput.nullish(),
    }),
    z.object({
      kind: z.literal('video'),
      user_id: userIdInput,
      file_uri: fileUriInput('Actor video'),
      crop: videoCropInput.nullish(),
    }),
  ],
  { error: CustomActorMessage.KIND_INVALID },
);
export const checkActorFileReply = z.object({ usable: reqBoolean('Usable') });
/** The client waits this long for the check: a long video is sampled over its whole length. */
export const ACTOR_FILE_CHECK_TIMEOUT_MS = 120_000;
/** `data` of a refused POST /video/check-actor-file: the reason's stable code. */
export interface ActorFileRefusal {
  reason: ActorFailureReason;
}

/** POST /video/user-actor-template-videos */
export const userActorTemplatesRequest = z.object({
  current_page: pageInput('Current page'),
  page_size: pageSizeOr(USER_ACTOR_PAGE_SIZE),
});
export const userActorTemplatesReply = z.object({
  page_size: reqNumber('Page size'),
  total: reqNumber('Total'),
  total_pages: reqNumber('Total pages'),
  current_page: reqNumber('Current page'),
  actors: z.array(actorItem),
});

/** POST /video/retry-failed-template */
export const retryTemplateRequest = z.object({ template_id: idInput('Template ID') });
export const retryTemplateReply = z.object({ status: reqNumber('Status') });

/** POST /users/rename-actor-template */
export const renameActorRequest = z.object({
  actor_id: idInput('Actor ID'),
  actor_name: actorNameInput,
  user_id: userIdInput,
});

/** POST /actor/delete */
export const deleteActorRequest = z.object({ id: idInput('Actor ID') });

/** POST /user-customize-actor-template/toggle-favorite */
export const toggleCustomFavoriteRequest = z.object({
  customize_actor_template_id: idInput('Actor ID'),
});

/**
 * What a generating card says it takes (creation.md §4): image actors 10 to 20 minutes, video
 * actors 3 to 6 hours. Upper bounds of the spec's service; ours is usually faster.
 */
export const ACTOR_PROCESSING_TIME = {
  image: { from: 10, to: 20, unit: 'minutes' },
  video: { from: 3, to: 6, unit: 'hours' },
} as const;
