import { z } from 'zod';
import { idInput } from './fields';
import {
  DEFAULT_VIDEO_VOICE_SETTINGS,
  MAX_SCENES,
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEO_TOTAL_SECONDS,
} from './limits';
import { backgroundInput, LAYOUT_PLACEMENTS, layoutInput } from './picture';
import { requiredId, ScriptMessage, scriptInput } from './script';
import { audioItem, voiceSettingsInput } from './voices';

/**
 * Multi-scene videos (issue 27): a video is a list of 1 to MAX_SCENES scenes, each its own script,
 * actor, voice and speed, and optionally its own background and layout; the format, brand and
 * captions belong to the video. Scenes are joined by a cut or a SCENE_FADE_SECONDS cross-fade.
 */

export const SCENE_TRANSITIONS = ['cut', 'fade'] as const;
export type SceneTransition = (typeof SCENE_TRANSITIONS)[number];
export const DEFAULT_SCENE_TRANSITION: SceneTransition = 'cut';

export const SceneMessage = {
  NO_SCENES: 'A video needs at least one scene',
  TOO_MANY_SCENES: `A video can have at most ${MAX_SCENES} scenes`,
  SCENES_LIST: 'Scenes must be a list',
  SCENE_OBJECT: 'Each scene must be an object',
  TRANSITION: `Transition must be one of ${SCENE_TRANSITIONS.join(', ')}`,
} as const;

/** 1001 at submit (and a failed video at render) when one scene would speak past 2 minutes. */
export const sceneSpeechTooLongMessage = (sceneNumber: number, seconds: number) =>
  `Scene ${sceneNumber} would be spoken for ${Math.round(seconds)} seconds, but a scene can be at most ${MAX_TALKING_VIDEO_SECONDS / 60} minutes (${MAX_TALKING_VIDEO_SECONDS} seconds); please shorten it`;

/** 1001 at submit when all scenes together would speak past 10 minutes. */
export const videoSpeechTooLongMessage = (seconds: number) =>
  `The scenes would be spoken for ${Math.round(seconds)} seconds in all, but a video can be at most ${MAX_VIDEO_TOTAL_SECONDS / 60} minutes (${MAX_VIDEO_TOTAL_SECONDS} seconds); please shorten or remove scenes`;

export const sceneTransitionInput = z.enum(SCENE_TRANSITIONS, { error: SceneMessage.TRANSITION });

/**
 * One scene as process-batch takes it: today's task fields for what is said and by whom, and a
 * background or layout of its own (left out or null: the video's).
 */
export const sceneInput = z.object(
  {
    text: scriptInput,
    actor_id: requiredId(ScriptMessage.MISSING_TEXT_OR_ACTORS),
    voice_id: idInput('Voice ID'),
    voice_model_name: z.string({ error: 'Voice model name must be a string' }).nullish(),
    voice_settings: voiceSettingsInput(DEFAULT_VIDEO_VOICE_SETTINGS),
    background: backgroundInput.nullish(),
    layout: layoutInput.nullish(),
  },
  { error: SceneMessage.SCENE_OBJECT },
);
export type SceneInput = z.output<typeof sceneInput>;

/**
 * The whole scene list. Each scene is parsed on its own so that a refusal names its scene
 * ("Scene 3: Script must be at least 100 characters"): the batch answers with one message.
 */
export const sceneListInput = z
  .array(z.unknown(), { error: SceneMessage.SCENES_LIST })
  .min(1, SceneMessage.NO_SCENES)
  .max(MAX_SCENES, SceneMessage.TOO_MANY_SCENES)
  .transform((list, ctx): SceneInput[] => {
    const scenes: SceneInput[] = [];
    list.forEach((raw, i) => {
      const parsed = sceneInput.safeParse(raw);
      if (parsed.success) {
        scenes.push(parsed.data);
        return;
      }
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          message: `Scene ${i + 1}: ${issue.message}`,
          path: [i, ...issue.path],
        });
      }
    });
    return scenes;
  });

/** The task fields that come from scene 1 when a task has scenes. */
const SCENE_ONE_FIELDS = [
  'text',
  'actor_id',
  'voice_id',
  'voice_model_name',
  'voice_settings',
] as const;

/**
 * A task with `scenes` takes its top-level script, actor and voice from scene 1 (whatever the
 * top level said), so code that reads `task.text` or `task.actor_id` sees the video's first
 * scene; a task without scenes is left as it is (today's payload).
 */
export function fillTaskFromFirstScene(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const task = raw as Record<string, unknown>;
  const first = Array.isArray(task.scenes) ? task.scenes[0] : undefined;
  if (!first || typeof first !== 'object' || Array.isArray(first)) return raw;
  const filled: Record<string, unknown> = { ...task };
  for (const field of SCENE_ONE_FIELDS) filled[field] = (first as Record<string, unknown>)[field];
  return filled;
}

/**
 * One scene of a video result (seconds; start and duration are null until the video is
 * finished). `index` counts from 0 in the order the scenes were sent.
 */
export const videoSceneItem = z.object({
  index: z.number(),
  start: z.number().nullable(),
  duration: z.number().nullable(),
  actor_id: z.string(),
  actor_name: z.string(),
  text: z.string(),
  /*
   * What the scene was made with, so Remix can restore every scene. Optional: replies from
   * servers before these were reported still parse (the remix then knows scene 1 only).
   */
  actor_model_id: z.string().optional(),
  actor_image_url: z.string().nullish(),
  /** False once the actor is deleted (or not the viewer's to use): a remix leaves the scene without one. */
  actor_available: z.boolean().optional(),
  /** The scene's voice (null: no longer known). */
  voice: audioItem.nullish(),
  /** The settings the scene was spoken with (its speed may differ from the voice's own). */
  voice_settings: z
    .object({
      stability: z.number(),
      similarity_boost: z.number(),
      style_exaggeration: z.number(),
      speed: z.number(),
    })
    .nullish(),
  /** The scene's own background and layout (null: the video's). */
  background: backgroundInput.nullish(),
  layout: z.object({ placement: z.enum(LAYOUT_PLACEMENTS), scale: z.number() }).nullish(),
});
export type VideoSceneItem = z.output<typeof videoSceneItem>;
