import { z } from 'zod';
import {
  MAX_SCENES,
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEO_TOTAL_SECONDS,
  SCENE_FADE_SECONDS,
  SCRIPT_MAX_CHARS,
  SCRIPT_MIN_CHARS,
  SPEED_MAX,
  SPEED_MIN,
} from '../../limits';
import {
  BACKGROUND_TYPES,
  backgroundInput,
  brandInput,
  captionStyleInput,
  layoutInput,
  VIDEO_FORMATS,
  VIDEO_RESOLUTIONS,
  videoFormatInput,
  videoResolutionInput,
} from '../../picture';
import { SCENE_TRANSITIONS, SceneMessage } from '../../scenes';
import { pageQuery } from '../page';

/** A video's state on the public API (the web app's 1/2/3, with "in progress" split in two). */
export const PUBLIC_VIDEO_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
export type PublicVideoStatus = (typeof PUBLIC_VIDEO_STATUSES)[number];

/** A failed video's `error.code`: why it failed, in a word a program can branch on. */
export const PublicVideoErrorCode = {
  RENDER_FAILED: 'render_failed',
} as const;

/** `metadata`: a small map of the caller's strings, stored with the video and echoed back. */
export const VIDEO_METADATA_MAX_KEYS = 20;
export const VIDEO_METADATA_KEY_MAX_CHARS = 40;
export const VIDEO_METADATA_VALUE_MAX_CHARS = 500;
export const VIDEO_TITLE_MAX_CHARS = 200;

export const videoMetadata = z
  .record(
    z.string().min(1).max(VIDEO_METADATA_KEY_MAX_CHARS),
    z.string().max(VIDEO_METADATA_VALUE_MAX_CHARS),
  )
  .refine(
    (m) => Object.keys(m).length <= VIDEO_METADATA_MAX_KEYS,
    `At most ${VIDEO_METADATA_MAX_KEYS} metadata keys`,
  )
  .describe(
    `Your own strings, stored with the video and echoed back (at most ${VIDEO_METADATA_MAX_KEYS} keys of up to ${VIDEO_METADATA_KEY_MAX_CHARS} characters, values up to ${VIDEO_METADATA_VALUE_MAX_CHARS})`,
  );

/** The video resource: what `GET /videos/{id}` answers and `video.*` webhooks carry. */
export const publicVideo = z
  .object({
    id: z.string(),
    object: z.literal('video'),
    status: z.enum(PUBLIC_VIDEO_STATUSES),
    progress: z.number().int().min(0).max(100).describe('0 to 100; 100 once done'),
    title: z.string().nullable(),
    script: z
      .string()
      .describe(
        "What it says; a video of scenes: every scene's script in order, a blank line apart",
      ),
    actor_id: z.string().describe("A video of scenes: scene 1's (as are voice_id and speed)"),
    voice_id: z.string(),
    project_id: z.string(),
    speed: z.number(),
    captions: z
      .boolean()
      .describe('Whether the words are drawn on the video (the SRT comes always)'),
    duration_seconds: z.number().nullable(),
    format: z.enum(VIDEO_FORMATS).describe('Aspect ratio of the frame'),
    resolution: z.enum(VIDEO_RESOLUTIONS),
    width: z.number().int().describe('Pixels'),
    height: z.number().int().describe('Pixels'),
    video_url: z.string().nullable().describe('Signed address of the MP4 once done'),
    video_url_expires_at: z.string().nullable(),
    srt_url: z.string().nullable(),
    srt_url_expires_at: z.string().nullable(),
    poster_url: z.string().nullable(),
    poster_url_expires_at: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    metadata: z.record(z.string(), z.string()).nullable(),
    scenes: z
      .array(
        z.object({
          index: z.number().int().describe('Position in the `scenes` sent, from 0'),
          start: z.number().nullable().describe('Seconds into the video; null until done'),
          duration: z.number().nullable().describe('Seconds; null until done'),
        }),
      )
      .nullable()
      .describe('A video made from `scenes`: where each scene lies in it; null for one script'),
    transition: z
      .enum(SCENE_TRANSITIONS)
      .nullable()
      .describe('How the scenes are joined; null for one script'),
    created_at: z.string().describe('ISO 8601'),
    completed_at: z.string().nullable().describe('ISO 8601; when it was done or failed'),
  })
  .meta({ id: 'Video' });
export type PublicVideo = z.infer<typeof publicVideo>;

const publicScript = z
  .string()
  .trim()
  .min(1)
  .refine(
    (t) => [...t].length >= SCRIPT_MIN_CHARS,
    `Script must be at least ${SCRIPT_MIN_CHARS} characters`,
  )
  .refine(
    (t) => [...t].length <= SCRIPT_MAX_CHARS,
    `Script must be at most ${SCRIPT_MAX_CHARS} characters`,
  )
  .describe(`What the actor says, ${SCRIPT_MIN_CHARS} to ${SCRIPT_MAX_CHARS} characters`);
const publicActorId = z.string().min(1).max(100);
const publicVoiceId = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe("Left out: the actor's own voice");
const publicSpeed = z
  .number()
  .min(SPEED_MIN)
  .max(SPEED_MAX)
  .optional()
  .describe('Speaking speed, 1 is normal');
const publicBackground = backgroundInput
  .optional()
  .describe(
    `What stands behind the actor (default: its own backdrop). type one of ${BACKGROUND_TYPES.join(', ')}; value: #RRGGBB for color, two of them for gradient, an id from GET /backgrounds for stock, the id of your upload (POST /uploads) for image and video`,
  );
const publicLayout = layoutInput
  .optional()
  .describe(
    'Where the actor stands: full frame, left, center, right or a circle bubble; scale 0.4 to 1',
  );

/** One scene of `POST /videos` (issue 27): its script, actor, voice, speed, background, layout. */
export const publicSceneInput = z
  .object({
    script: publicScript,
    actor_id: publicActorId,
    voice_id: publicVoiceId,
    speed: publicSpeed,
    background: publicBackground.describe("Left out: the video's background"),
    layout: publicLayout.describe("Left out: the video's layout"),
  })
  .meta({ id: 'SceneInput' });
export type PublicSceneInput = z.infer<typeof publicSceneInput>;

/** The two forms of `POST /videos`: one script, or scenes; exactly one. */
export const PublicSceneMessage = {
  BOTH_FORMS: 'Send either scenes or script and actor_id (with voice_id, speed), not both',
  SCRIPT_REQUIRED: 'Send script and actor_id, or scenes',
} as const;

/** `POST /videos`: one script spoken by one actor, or 1 to 20 scenes joined into one video. */
export const publicCreateVideoRequest = z
  .object({
    script: publicScript
      .optional()
      .describe(
        `What the actor says, ${SCRIPT_MIN_CHARS} to ${SCRIPT_MAX_CHARS} characters (or send scenes instead)`,
      ),
    actor_id: publicActorId.optional().describe('Required unless scenes are sent'),
    voice_id: publicVoiceId,
    speed: publicSpeed,
    scenes: z
      .array(publicSceneInput)
      .min(1, SceneMessage.NO_SCENES)
      .max(MAX_SCENES, SceneMessage.TOO_MANY_SCENES)
      .optional()
      .describe(
        `Instead of script, actor_id, voice_id and speed: 1 to ${MAX_SCENES} scenes in order, each spoken for at most ${MAX_TALKING_VIDEO_SECONDS} seconds and all together for at most ${MAX_VIDEO_TOTAL_SECONDS / 60} minutes`,
      ),
    transition: z
      .enum(SCENE_TRANSITIONS, { error: SceneMessage.TRANSITION })
      .optional()
      .describe(`Between scenes: cut (default) or a ${SCENE_FADE_SECONDS} s cross-fade`),
    captions: z
      .union([
        z.boolean(),
        z.object({
          burn: z.boolean().describe('Draw the words on the video'),
          style: captionStyleInput
            .optional()
            .describe(
              "Font, size, colour, box or outline, position, words per line (left out: the brand kit's with brand workspace, else the default)",
            ),
        }),
      ])
      .optional()
      .describe('Draw the words on the video too (default false); the SRT comes always'),
    format: videoFormatInput.optional().describe('Aspect ratio (default 9:16)'),
    resolution: videoResolutionInput.optional().describe('720p (default) or 1080p'),
    background: publicBackground,
    layout: publicLayout,
    brand: brandInput
      .optional()
      .describe(
        "workspace: the workspace brand kit's logo (and caption style); none (default): no logo",
      ),
    project_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('Left out: the workspace\'s project named "API"'),
    title: z.string().trim().min(1).max(VIDEO_TITLE_MAX_CHARS).optional(),
    metadata: videoMetadata.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.scenes) {
      // Each top-level field of the one-script form is named, so the caller sees which to drop.
      for (const field of ['script', 'actor_id', 'voice_id', 'speed'] as const) {
        if (body[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: PublicSceneMessage.BOTH_FORMS });
      }
      return;
    }
    if (body.transition !== undefined)
      ctx.addIssue({ code: 'custom', path: ['transition'], message: 'Transition needs scenes' });
    for (const field of ['script', 'actor_id'] as const) {
      if (body[field] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: PublicSceneMessage.SCRIPT_REQUIRED,
        });
    }
  });
export type PublicCreateVideoRequest = z.infer<typeof publicCreateVideoRequest>;

/** `GET /videos`: newest first, narrowed by status, project and a creation time range. */
export const publicListVideosQuery = pageQuery.extend({
  status: z.enum(PUBLIC_VIDEO_STATUSES).optional(),
  project_id: z.string().min(1).max(100).optional(),
  created_after: z.iso.datetime({ offset: true }).optional().describe('ISO 8601, exclusive'),
  created_before: z.iso.datetime({ offset: true }).optional().describe('ISO 8601, exclusive'),
});
export type PublicListVideosQuery = z.infer<typeof publicListVideosQuery>;

export const publicVideoIdParams = z.object({ id: z.string().min(1).max(100) });
