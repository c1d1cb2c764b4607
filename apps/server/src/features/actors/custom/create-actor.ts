import {
  ActorGenerateType,
  ActorSource,
  CloneStatus,
  Code,
  CustomActorMessage,
  CustomActorStatus,
  type createActorReply,
  MAX_ACTORS_IN_CREATION_PER_USER,
  MAX_OWN_ACTORS_PER_USER,
  type photoCropInput,
  VIDEO_CROP_MIN_WIDTH,
  type videoCropInput,
} from '@talkreel/contract';
import { ActorInputError, checkPhotoCrop, fitVideoCrop, wholeFrame } from '@talkreel/engine';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError, invalidInput } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { newId } from '../../../lib/ids';
import { actorProgress } from '../../progress/actor-progress';
import { markUploadUsed, resolveFileUri } from '../../uploads/resolve-file-uri';
import { targetUserId } from '../../voices/clone/clone-policy';
import { nameKey } from '../../voices/name-key';
import { actorNameTaken, duplicateName } from './own-actor';

export type CreateActor =
  | { kind: 'image'; crop: z.output<typeof photoCropInput> | null | undefined }
  | { kind: 'video'; crop: z.output<typeof videoCropInput> | null | undefined };

export interface CreateActorInput {
  userId: string | null | undefined;
  name: string;
  fileUri: string;
  voice: string;
}

/**
 * POST /video/image-to-video and /video/direct-huozu-training: checks everything that can be
 * checked at once (the caller's confirmed upload of the right kind, the crop against its size,
 * the voice, the name, the caps), records the actor as queued and queues `actor.create`.
 * A refused call stores nothing.
 */
export async function createCustomActor(
  ctx: AppContext,
  user: AuthUser,
  input: CreateActorInput,
  source: CreateActor,
): Promise<z.input<typeof createActorReply>> {
  const ownerId = await targetUserId(ctx, user, input.userId);
  // The file is the caller's upload, also when an agent creates an actor for a sub-user.
  const upload = await resolveFileUri(ctx, user.id, input.fileUri, source.kind);
  checkCrop(source, upload.width, upload.height);
  const voice = await usableVoice(ctx, ownerId, input.voice);
  if (await actorNameTaken(ctx, ownerId, input.name)) throw duplicateName();
  await checkCaps(ctx, ownerId);

  const now = ctx.now();
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('actors')
      .values({
        id,
        model_id: id,
        owner_user_id: ownerId,
        source: ActorSource.USER_TEMPLATE,
        name: input.name,
        name_key: nameKey(input.name),
        gender: voice.gender ?? 'unknown',
        age_group: voice.age_group ?? 'unknown',
        tags: '[]',
        spec: JSON.stringify({ kind: 'pending' }),
        is_hd: 1,
        is_pro: 0,
        is_exclusive_pro: 0,
        is_free_speech: 0,
        sort_order: 0,
        use_count: 0,
        generate_type: source.kind === 'image' ? ActorGenerateType.IMAGE : ActorGenerateType.VIDEO,
        generate_status: CustomActorStatus.QUEUED,
        default_voice_id: voice.id,
        source_upload_id: upload.id,
        source_crop: source.crop ? JSON.stringify(source.crop) : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (voice.language) {
      await trx
        .insertInto('actor_languages')
        .values({ actor_id: id, language: voice.language })
        .execute();
    }
  });
  await markUploadUsed(ctx, upload.id);
  await queueActorJob(ctx, id);
  const progress = await actorProgress(ctx, [
    { id, owner_user_id: ownerId, generate_status: CustomActorStatus.QUEUED },
  ]);
  return {
    message: CustomActorMessage.CREATED,
    status: 'queued',
    template_id: id,
    progress: progress.get(id) ?? null,
  };
}

/** Queues the making of an actor (again, for a retry: each run has its own job id). */
export async function queueActorJob(ctx: AppContext, actorId: string) {
  await enqueueJob(
    ctx,
    'actor.create',
    { actor_id: actorId },
    {
      jobId: `actor.create@${actorId}@${ctx.now()}`,
    },
  );
}

/** The crop checked against the upload's size now, so a bad one never reaches the queue. */
export function checkCrop(source: CreateActor, width: number | null, height: number | null) {
  if (!width || !height) return;
  try {
    if (source.kind === 'image') {
      if (source.crop) checkPhotoCrop(source.crop, width, height);
    } else {
      const crop = source.crop ? { points: source.crop } : wholeFrame(width, height);
      fitVideoCrop(crop, width, height, VIDEO_CROP_MIN_WIDTH);
    }
  } catch (err) {
    if (!(err instanceof ActorInputError)) throw err;
    throw invalidInput(
      err.reason === 'too-low'
        ? CustomActorMessage.CROP_TOO_NARROW
        : CustomActorMessage.CROP_INVALID,
    );
  }
}

/**
 * The voice the actor speaks with, named by its id: a library voice or one of the owner's own
 * ready voices. Anything else (a URL, an upload, somebody else's voice) is 1001.
 */
async function usableVoice(ctx: AppContext, ownerId: string, voiceId: string) {
  const voice = await ctx.db
    .selectFrom('voices')
    .selectAll()
    .where('id', '=', voiceId)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', ownerId)]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!voice) throw invalidInput(CustomActorMessage.VOICE_INVALID);
  if (voice.owner_user_id !== null && voice.process_status !== CloneStatus.SUCCESS) {
    throw invalidInput(CustomActorMessage.VOICE_NOT_READY);
  }
  return voice;
}

/** At most MAX_ACTORS_IN_CREATION_PER_USER in the making (1011), MAX_OWN_ACTORS_PER_USER kept. */
export async function checkCaps(ctx: AppContext, ownerId: string, countTotal = true) {
  const rows = await ctx.db
    .selectFrom('actors')
    .select(['generate_status'])
    .where('owner_user_id', '=', ownerId)
    .execute();
  const making = rows.filter((r) => Number(r.generate_status) < CustomActorStatus.READY).length;
  if (making >= MAX_ACTORS_IN_CREATION_PER_USER) {
    throw new AppError(Code.SLOW_DOWN, CustomActorMessage.TOO_MANY_IN_CREATION);
  }
  if (countTotal && rows.length >= MAX_OWN_ACTORS_PER_USER) {
    throw new AppError(Code.OPERATION_FAILED, CustomActorMessage.TOO_MANY_ACTORS);
  }
}
