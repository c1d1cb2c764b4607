import { z } from 'zod';
import { Message } from './errors';
import { idInput } from './fields';
import { SPEED_MAX, SPEED_MIN } from './limits';
import {
  backgroundInput,
  brandInput,
  layoutInput,
  videoFormatInput,
  videoResolutionInput,
} from './picture';
import { posterThumbnails } from './thumbnails';

/**
 * Templates (issue 28): a video's settings saved once for a workspace, whose scripts (and actor
 * or voice ids) may hold `{{variables}}` filled per row of a personalised batch. The body is a
 * process-batch task without its project: it is checked with the task's own schema after the
 * variables are filled in, so whatever a task can hold (scenes, picture) a template holds too.
 */

export const TEMPLATE_NAME_MAX_CHARS = 100;
/** A template body is a task; its JSON beyond this is not a task anyone wrote by hand. */
export const TEMPLATE_BODY_MAX_BYTES = 64 * 1024;
export const TEMPLATE_PAGE_SIZE = 50;

export const TemplateMessage = {
  NOT_FOUND: 'Template not found',
  NAME_EMPTY: 'Template name cannot be empty',
  NAME_TOO_LONG: `Template name must be at most ${TEMPLATE_NAME_MAX_CHARS} characters`,
  BODY_INVALID: 'The template must hold the settings of a video (an object)',
  BODY_TOO_LARGE: `The template's settings are larger than ${TEMPLATE_BODY_MAX_BYTES / 1024} kB`,
  ONLY_OWNER: 'Only the template’s creator or a workspace owner can change it',
  NO_VARIABLES:
    'The template has no variables: put {{name}} in its script to make personalised videos',
  COPY_SUFFIX: ' (copy)',
  NO_SUCH_SCENE: (scene: number) => `The template has no scene ${scene}`,
  MEMBER_FROM_COLUMN: (kind: string) =>
    `The ${kind} of this template comes from a column and cannot be replaced`,
  ACTOR_NOT_READY: 'The actor is still being made or failed: choose a ready one',
} as const;

export const templateNameInput = z
  .string({ error: TemplateMessage.NAME_EMPTY })
  .trim()
  .min(1, TemplateMessage.NAME_EMPTY)
  .max(TEMPLATE_NAME_MAX_CHARS, TemplateMessage.NAME_TOO_LONG);

/** The raw task (checked by the server against the task schema, variables allowed). */
export const templateBodyInput = z
  .record(z.string(), z.unknown(), { error: TemplateMessage.BODY_INVALID })
  .refine(
    (b) => JSON.stringify(b).length <= TEMPLATE_BODY_MAX_BYTES,
    TemplateMessage.BODY_TOO_LARGE,
  );

export const templateVariable = z.object({
  name: z.string(),
  /** Its default (`{{company|our team}}`), null when a value is required. */
  fallback: z.string().nullable(),
});

export const TEMPLATE_MEMBER_KINDS = ['actor', 'voice'] as const;
export type TemplateMemberKind = (typeof TEMPLATE_MEMBER_KINDS)[number];

/**
 * An actor or voice a template names that no longer exists (deleted): rows that need it are
 * refused until it is replaced. `scene` is the scene's index from 0, null for a template
 * without scenes.
 */
export const templateMissing = z.object({
  scene: z.number().int().nullable(),
  kind: z.enum(TEMPLATE_MEMBER_KINDS),
  id: z.string(),
});
export type TemplateMissing = z.infer<typeof templateMissing>;

/** A template as the web app lists it (Assets → Templates). */
export const templateItem = z.object({
  id: z.string(),
  workspace_id: z.string(),
  name: z.string(),
  body: z.record(z.string(), z.unknown()),
  variables: z.array(templateVariable),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  /** The first scene's actor's picture, or null when the actor is a variable or was deleted. */
  poster_url: z.string().nullable(),
  poster_thumbnails: posterThumbnails,
  created_by: z.string().nullable(),
  /** The caller may rename and delete it (its creator, or the workspace's owner or admin). */
  can_edit: z.boolean(),
  /** Deleted actors and voices it names, each to be replaced (left out by older servers). */
  missing: z.array(templateMissing).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateItem = z.infer<typeof templateItem>;

export const createTemplateRequest = z.object({
  name: templateNameInput,
  body: templateBodyInput,
});
export const templateIdRequest = z.object({ id: idInput('Template ID') });
export const renameTemplateRequest = z.object({
  id: idInput('Template ID'),
  name: templateNameInput,
});
/**
 * Put another actor or voice where the template names one (a deleted one, typically): `scene`
 * as in `missing` (scene 1's also fills the task's top level, which mirrors it). A field holding
 * a `{{variable}}` is not replaced.
 */
export const replaceTemplateRequest = z.object({
  id: idInput('Template ID'),
  replacements: z
    .array(
      z.object({
        scene: z.number().int().min(0).nullable(),
        kind: z.enum(TEMPLATE_MEMBER_KINDS),
        id: idInput('Replacement ID'),
      }),
      { error: 'Replacements must be a list' },
    )
    .min(1, 'Name at least one replacement')
    .max(40),
});
export type ReplaceTemplateRequest = z.infer<typeof replaceTemplateRequest>;
export const listTemplatesReply = z.object({ templates: z.array(templateItem) });

/* Public API (/api/public/v1/templates). */

/**
 * `POST /templates`: the one-script body of `POST /videos` plus a name. Scripts may hold
 * variables, so their length is checked per row once filled; actor_id and voice_id may be a
 * `{{variable}}` naming a column of ids.
 */
export const publicCreateTemplateRequest = z.object({
  name: templateNameInput,
  script: z
    .string({ error: Message.MISSING_TEXT_OR_ACTORS })
    .trim()
    .min(1, Message.MISSING_TEXT_OR_ACTORS)
    .describe('May hold {{variables}} filled per row; its length is checked after filling'),
  actor_id: z
    .string({ error: 'Actor ID cannot be empty' })
    .trim()
    .min(1, 'Actor ID cannot be empty')
    .max(100)
    .describe('An actor id, or a {{variable}} naming a column of actor ids'),
  voice_id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("A voice id or a {{variable}}; left out: each row's actor's own voice"),
  speed: z.number().min(SPEED_MIN).max(SPEED_MAX).optional(),
  captions: z.boolean().optional().describe('Draw the words on the video too (default false)'),
  format: videoFormatInput.optional().describe('Aspect ratio (default 9:16)'),
  resolution: videoResolutionInput.optional().describe('720p (default) or 1080p'),
  background: backgroundInput
    .optional()
    .describe('color, gradient or stock (an uploaded picture cannot be named here yet)'),
  layout: layoutInput.optional(),
  brand: brandInput.optional(),
});
export type PublicCreateTemplateRequest = z.infer<typeof publicCreateTemplateRequest>;

/**
 * `POST /templates/{id}/replacements`: the web app's `/template/replace` without the id (it is in
 * the path).
 */
export const publicReplaceTemplateRequest = z.object({
  replacements: replaceTemplateRequest.shape.replacements.describe(
    "Each an actor or voice id to put where `missing` names one (scene as there; scene 1's also fills the one-script fields). A field holding a {{variable}} is not replaced.",
  ),
});
export type PublicReplaceTemplateRequest = z.infer<typeof publicReplaceTemplateRequest>;

export const publicTemplate = z
  .object({
    id: z.string(),
    object: z.literal('template'),
    name: z.string(),
    variables: z.array(templateVariable),
    script: z.string(),
    actor_id: z.string().nullable(),
    voice_id: z.string().nullable(),
    missing: z
      .array(templateMissing)
      .describe(
        'Deleted actors and voices it names (scene: index from 0, null without scenes): a batch row that needs one is refused until it is replaced (POST /templates/{id}/replacements, or in the web app)',
      ),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Template' });
export type PublicTemplate = z.infer<typeof publicTemplate>;

export const publicTemplateIdParams = z.object({ id: z.string().min(1) });
