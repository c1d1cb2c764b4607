import { z } from 'zod';
import { Message } from './errors';
import { idInput, optNumber, optString, reqArray, reqNumber, reqString } from './fields';
import {
  DEFAULT_VIDEO_VOICE_SETTINGS,
  MAX_ACTORS_PER_PROJECT,
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEOS_IN_PROGRESS_PER_USER,
  MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE,
  VIDEO_PAGE_SIZE,
} from './limits';
import { pictureInput, videoPicture } from './picture';
import { workProgress } from './progress';
import {
  fillTaskFromFirstScene,
  SCENE_TRANSITIONS,
  SceneMessage,
  sceneListInput,
  sceneTransitionInput,
  videoSceneItem,
} from './scenes';
import { requiredId, ScriptMessage, scriptInput } from './script';
import { posterThumbnails } from './thumbnails';
import { audioItem, pageSizeOr, voiceSettingsInput } from './voices';
import { optionalIdInput, pageInput } from './workspaces';

/** creation.md §7 "Videos": generation batches, results, retry and delete. */

/** videoStatus (creation.md §4/§9): 1 in progress, 2 finished, 3 failed. */
export const VideoStatus = { IN_PROGRESS: 1, FINISHED: 2, FAILED: 3 } as const;

export const VideoMessage = {
  ...ScriptMessage,
  ...SceneMessage,
  TOO_MANY_ACTORS: `At most ${MAX_ACTORS_PER_PROJECT} actors can be used in a project`,
  ACTOR_TWICE: 'Each actor can be chosen only once',
  ONE_PROJECT: 'All tasks of a batch must belong to one project',
  PROJECT_ID_REQUIRED: Message.PROJECT_ID_REQUIRED,
  VIDEO_NOT_FOUND: Message.VIDEO_NOT_FOUND,
  AUDIO_NOT_VERIFIED: 'Please verify the audio of every actor before generating',
  ONLY_FAILED_RETRY: 'Only failed videos can be retried',
} as const;

/**
 * 1011 (Slow Down) when a batch or retry would take a user or a workspace past its cap of videos
 * in progress; nothing is queued.
 */
export const videosInProgressMessage = (
  scope: 'user' | 'workspace',
  inProgress: number,
  adding: number,
) =>
  scope === 'user'
    ? `You have ${inProgress} videos in progress and at most ${MAX_VIDEOS_IN_PROGRESS_PER_USER} are allowed at once; wait for some to finish before adding ${adding} more`
    : `This workspace has ${inProgress} videos in progress and at most ${MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE} are allowed at once; wait for some to finish before adding ${adding} more`;

/** 1001 at submit (and a failed video at render) when the speech would pass the 2-minute limit. */
export const speechTooLongMessage = (seconds: number) =>
  `The script would be spoken for ${Math.round(seconds)} seconds, but a video can be at most ${MAX_TALKING_VIDEO_SECONDS / 60} minutes (${MAX_TALKING_VIDEO_SECONDS} seconds); please shorten it`;

export { scriptLength } from './script';

/**
 * One video to make: a script spoken by one actor with one voice in a project. Fields the
 * client also sends (audio and save flags, level, callback url, ...) are accepted and ignored.
 * With `scenes` (issue 27) the video is that whole list of scenes, and the top-level script,
 * actor and voice are scene 1's (filled in from it; what the top level said is not used).
 */
export const videoTaskInput = z.preprocess(
  fillTaskFromFirstScene,
  z.object(
    {
      // First, so that a refused scene's message ("Scene 1: ...") is the one answered.
      scenes: sceneListInput.optional(),
      transition: sceneTransitionInput.nullish().transform((v) => v ?? 'cut'),
      text: scriptInput,
      actor_id: requiredId(VideoMessage.MISSING_TEXT_OR_ACTORS),
      voice_id: idInput('Voice ID'),
      voice_model_name: z.string({ error: 'Voice model name must be a string' }).nullish(),
      voice_settings: voiceSettingsInput(DEFAULT_VIDEO_VOICE_SETTINGS),
      project_id: requiredId(VideoMessage.PROJECT_ID_REQUIRED),
      folder_id: optionalIdInput('Folder ID'),
      scene_id: optionalIdInput('Scene ID'),
      /** Draw the words on the video as well as delivering the SRT (a per-task option). */
      burn_captions: z
        .boolean({ error: 'Burn captions must be a boolean' })
        .nullish()
        .transform((v) => v ?? false),
      /**
       * The picture (issue 26), each optional: format, resolution, background, layout, brand and
       * caption_style (picture.ts). Left out: today's 9:16 720p on the actor's own backdrop.
       */
      ...pictureInput,
    },
    { error: 'Each task must be an object' },
  ),
);
export type VideoTask = z.output<typeof videoTaskInput>;

export const processBatchRequest = z.object({
  tasks: z
    .array(videoTaskInput, { error: VideoMessage.MISSING_TEXT_OR_ACTORS })
    .min(1, VideoMessage.MISSING_TEXT_OR_ACTORS)
    .max(MAX_ACTORS_PER_PROJECT, VideoMessage.TOO_MANY_ACTORS)
    .refine(
      (tasks) => new Set(tasks.map((t) => t.actor_id)).size === tasks.length,
      VideoMessage.ACTOR_TWICE,
    )
    .refine(
      (tasks) => new Set(tasks.map((t) => t.project_id)).size === 1,
      VideoMessage.ONE_PROJECT,
    ),
});

/** Video result (creation.md §3). */
export const videoItem = z.object({
  id: reqString('ID'),
  task_id: reqString('Task ID'),
  project_id: reqString('Project ID'),
  video_status: reqNumber('Video status'),
  video_url: optString('Video URL'),
  compressed_video_url: optString('Compressed video URL'),
  poster_url: optString('Poster URL'),
  /** Thumbnails of poster_url for cards; poster_url stays the full picture (player, modal). */
  poster_thumbnails: posterThumbnails,
  srt_url: optString('SRT URL'),
  /** Seconds, once finished. */
  duration: optNumber('Duration'),
  created_at: reqString('Created at'),
  input_text: reqString('Input text'),
  /** Why a failed video failed (status 3 only). */
  error_message: optString('Error message'),
  actor: z.object({
    id: reqString('Actor ID'),
    actor_model_id: reqString('Actor model ID'),
    image_url: optString('Actor image URL'),
    image_thumbnails: posterThumbnails,
    name: reqString('Actor name'),
  }),
  voice: audioItem.nullable(),
  /** The settings the video was spoken with (its speed may differ from the voice's own). */
  voice_settings: z
    .object({
      stability: reqNumber('Stability'),
      similarity_boost: reqNumber('Similarity boost'),
      style_exaggeration: reqNumber('Style exaggeration'),
      speed: reqNumber('Speed'),
    })
    .nullish(),
  /** In progress only (issue 24): the render's progress, place in line and time left. */
  progress: workProgress.nullish(),
  /** The picture it renders with, every choice filled in (older videos: 9:16 720p, own backdrop). */
  picture: videoPicture.nullish(),
  /** Multi-scene videos only (issue 27; null for a single-scene video): its scenes in order. */
  scenes: z.array(videoSceneItem).nullish(),
  /** How its scenes are joined (multi-scene videos only). */
  transition: z.enum(SCENE_TRANSITIONS).nullish(),
  /** Whether the words were drawn on the video (left out by older servers). */
  burn_captions: z.boolean().optional(),
  /**
   * The uploaded image or video backgrounds (the video's and its scenes') the viewer can still
   * choose, by their `upload://` value, with the file's name: a remix puts these back. One left
   * out is purged or another member's (left out by older servers: none known).
   */
  background_uploads: z.array(z.object({ value: z.string(), file_name: z.string() })).optional(),
});
export const videoBatchReply = z.object({
  total: reqNumber('Total'),
  videos: reqArray('Videos', videoItem),
});

export const videoResultRequest = z.object({ task_id: idInput('Task ID') });
export const videoResultReply = videoItem;

export const retryFailedVideoRequest = z.object({
  tasks: z
    .array(z.object({ failed_video_id: idInput('Failed video ID') }), {
      error: 'Tasks must be an array',
    })
    .min(1, 'Tasks cannot be empty')
    .max(MAX_ACTORS_PER_PROJECT * 10, 'Too many videos at once'),
});

export const deleteVideoRequest = z.object({ id: idInput('Video ID') });

export const projectVideosRequest = z.object({
  project_id: requiredId(VideoMessage.PROJECT_ID_REQUIRED),
  current_page: pageInput('Current page'),
  page_size: pageSizeOr(VIDEO_PAGE_SIZE),
});
/** `data` is null when the project has no video yet. */
export const projectVideosReply = videoBatchReply.nullable();
