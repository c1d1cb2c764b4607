import {
  type BackgroundInput,
  Code,
  DEFAULT_SCENE_TRANSITION,
  DEFAULT_VIDEO_VOICE_SETTINGS,
  FILE_URI_SCHEME,
  type PublicCreateVideoRequest,
  type PublicVideo,
  type SceneInput,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { AppError } from '../../../../http/app-error';
import { authorizeActor } from '../../../actors/policy';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { processBatch } from '../../../videos/process-batch';
import { hideForeign } from '../hide-foreign';
import { apiProject } from '../projects/api-project';
import { projectInWorkspace } from '../projects/project-resource';
import { takeUpload } from '../uploads/take-upload';
import { toPublicVideo } from './video-resource';

export const NO_OWN_VOICE = 'This actor has no voice of its own: name a voice_id';

/**
 * `POST /videos`: one video through the web app's batch (its caps, fair queue, speech-length
 * check and authorisation), without the page's verified-pair safeguard (1020). No voice: the
 * actor's own; no project: the workspace's "API" project. The picture fields are the batch's.
 * With `scenes` (issue 27) the one task carries them: the same batch checks every scene.
 */
export async function createPublicVideo(
  ctx: AppContext,
  principal: ApiPrincipal,
  body: PublicCreateVideoRequest,
): Promise<PublicVideo> {
  const user = principal.user;
  // The schema lets exactly one form through: scenes, or script and actor_id.
  const given = body.scenes ?? [
    {
      script: body.script ?? '',
      actor_id: body.actor_id ?? '',
      voice_id: body.voice_id,
      speed: body.speed,
    },
  ];
  const scenes: SceneInput[] = [];
  for (const [i, scene] of given.entries()) {
    const actor = await hideForeign(authorizeActor(ctx, user, scene.actor_id));
    const voiceId = scene.voice_id ?? actor.default_voice_id;
    if (!voiceId) {
      throw new AppError(
        Code.INVALID_INPUT,
        body.scenes ? `Scene ${i + 1}: ${NO_OWN_VOICE}` : NO_OWN_VOICE,
      );
    }
    scenes.push({
      text: scene.script,
      actor_id: actor.id,
      voice_id: voiceId,
      voice_model_name: null,
      voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: scene.speed ?? 1 },
      background: await backgroundOf(ctx, principal, scene.background),
      layout: scene.layout ?? null,
    });
  }
  const projectId = body.project_id
    ? (await projectInWorkspace(ctx, principal.workspaceId, body.project_id)).id
    : await apiProject(ctx, principal);
  const [first] = scenes;
  const made = await hideForeign(
    processBatch(
      ctx,
      user,
      {
        tasks: [
          {
            ...first,
            scenes: body.scenes ? scenes : undefined,
            transition: body.transition ?? DEFAULT_SCENE_TRANSITION,
            project_id: projectId,
            folder_id: null,
            scene_id: null,
            burn_captions:
              typeof body.captions === 'object' ? body.captions.burn : (body.captions ?? false),
            format: body.format ?? null,
            resolution: body.resolution ?? null,
            background: await backgroundOf(ctx, principal, body.background),
            layout: body.layout ?? null,
            brand: body.brand ?? null,
            caption_style: typeof body.captions === 'object' ? (body.captions.style ?? null) : null,
          },
        ],
      },
      { skipVerifiedPairs: true, title: body.title ?? null, metadata: body.metadata ?? null },
    ),
  );
  const row = await ctx.db
    .selectFrom('videos')
    .selectAll()
    .where('id', '=', made.videos[0].id)
    .executeTakeFirstOrThrow();
  return toPublicVideo(ctx, row);
}

/**
 * The background as the batch takes it: an image or video names the caller's upload by its id
 * (its `upload://` address is taken too), which naming confirms, as other create calls do.
 */
async function backgroundOf(
  ctx: AppContext,
  principal: ApiPrincipal,
  background: BackgroundInput | undefined,
): Promise<BackgroundInput | null> {
  if (background?.type !== 'image' && background?.type !== 'video') return background ?? null;
  const id = background.value.startsWith(FILE_URI_SCHEME)
    ? background.value.slice(FILE_URI_SCHEME.length)
    : background.value;
  const { fileUri } = await takeUpload(ctx, principal, id, [background.type]);
  return { type: background.type, value: fileUri };
}
