import { z } from 'zod';
import { SCRIPT_MAX_CHARS, SCRIPT_MIN_CHARS, SPEED_MAX, SPEED_MIN } from '../../limits';
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
    script: z.string(),
    actor_id: z.string(),
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
    created_at: z.string().describe('ISO 8601'),
    completed_at: z.string().nullable().describe('ISO 8601; when it was done or failed'),
  })
  .meta({ id: 'Video' });
export type PublicVideo = z.infer<typeof publicVideo>;

/** `POST /videos`: one script spoken by one actor. */
export const publicCreateVideoRequest = z.object({
  script: z
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
    .describe(`What the actor says, ${SCRIPT_MIN_CHARS} to ${SCRIPT_MAX_CHARS} characters`),
  actor_id: z.string().min(1).max(100),
  voice_id: z.string().min(1).max(100).optional().describe("Left out: the actor's own voice"),
  speed: z
    .number()
    .min(SPEED_MIN)
    .max(SPEED_MAX)
    .optional()
    .describe('Speaking speed, 1 is normal'),
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
  background: backgroundInput
    .optional()
    .describe(
      `What stands behind the actor (default: its own backdrop). type one of ${BACKGROUND_TYPES.join(', ')}; value: #RRGGBB for color, two of them for gradient, an id from GET /backgrounds for stock, the id of your upload (POST /uploads) for image and video`,
    ),
  layout: layoutInput
    .optional()
    .describe(
      'Where the actor stands: full frame, left, center, right or a circle bubble; scale 0.4 to 1',
    ),
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
