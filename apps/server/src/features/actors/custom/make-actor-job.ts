import path from 'node:path';
import {
  type ActorFailureReason,
  ActorGenerateType,
  CustomActorStatus,
  VIDEO_CROP_MIN_WIDTH,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
} from '@talkreel/contract';
import {
  ActorInputError,
  type PhotoCrop,
  preparePhotoActor,
  prepareVideoActor,
  type VideoCrop,
} from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import type { JobRun } from '../../../jobs/base-job';
import type { JobPayload } from '../../../jobs/job-names';
import { recordWorkTiming, WorkKind } from '../../progress/work-timings';
import { tryPosterThumbnails } from '../../videos/poster-thumbnails';
import { downloadObject, inWorkDir, putFile } from '../../videos/stored-files';
import { emitActorEvent } from '../../webhooks/resource-events';
import { type StoredActorSpec, VIDEO_ACTOR_DATA, VIDEO_ACTOR_LOOP } from '../actor-spec';
import { queueActorMatte } from '../matte/matte-actor-job';
import type { ActorRow } from '../policy';

/** Where an own actor's files live: under its owner, so a user's objects share one prefix. */
export const actorPrefix = (actor: Pick<ActorRow, 'owner_user_id' | 'id'>) =>
  `users/${actor.owner_user_id}/actors/${actor.id}/`;

interface MadeActor {
  spec: StoredActorSpec;
  image_key: string;
  image_thumbs: string | null;
  video_key: string;
  compressed_video_key: string;
}

/**
 * actor.create: makes a queued own actor from its upload (processing while it runs). A photo
 * gets its face found and its idle video; a video is cropped, normalised, tracked and given its
 * idle loop. Unusable input marks the actor failed with the reason; anything else marks it
 * failed with the generic reason and fails the job loudly.
 */
export async function makeActorJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'actor.create'>>,
): Promise<void> {
  const claimed = await ctx.db
    .updateTable('actors')
    .set({
      generate_status: CustomActorStatus.PROCESSING,
      updated_at: ctx.now(),
      work_started_at: ctx.now(),
    })
    .where('id', '=', job.payload.actor_id)
    // Processing too: a try taken over after its worker died finds it so (if the last try's
    // worker dies, actorJobAbandoned fails it instead).
    .where('generate_status', 'in', [CustomActorStatus.QUEUED, CustomActorStatus.PROCESSING])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  const actor = await ctx.db
    .selectFrom('actors')
    .selectAll()
    .where('id', '=', job.payload.actor_id)
    .executeTakeFirstOrThrow();
  const started = Date.now();
  try {
    const made = await inWorkDir('actor', (dir) => makeActor(ctx, actor, dir, job.signal));
    await ctx.db
      .updateTable('actors')
      .set({
        spec: JSON.stringify(made.spec),
        image_key: made.image_key,
        image_thumbs: made.image_thumbs,
        video_key: made.video_key,
        compressed_video_key: made.compressed_video_key,
        generate_status: CustomActorStatus.READY,
        fail_reason: null,
        updated_at: ctx.now(),
      })
      .where('id', '=', actor.id)
      .execute();
    await emitActorEvent(ctx, actor.id);
    // Its person matte (issue 26) comes after, in the background: the actor is usable meanwhile.
    // Not queued (queue briefly away), the actor stays made; the next backfill queues it.
    await queueActorMatte(ctx, actor.id).catch((err: unknown) =>
      ctx.log.warn({ err, actor: actor.id }, 'actor matte not queued'),
    );
    await recordWorkTiming(ctx, {
      kind:
        actor.generate_type === ActorGenerateType.IMAGE
          ? WorkKind.PHOTO_ACTOR
          : WorkKind.VIDEO_ACTOR,
      inputUnits: 1,
      workMs: Date.now() - started,
    });
  } catch (err) {
    // Another worker took the job over; it records the outcome.
    if (job.signal.aborted) throw err;
    const reason: ActorFailureReason = err instanceof ActorInputError ? err.reason : 'failed';
    await ctx.db
      .updateTable('actors')
      .set({
        generate_status: CustomActorStatus.FAILED,
        fail_reason: reason,
        updated_at: ctx.now(),
      })
      .where('id', '=', actor.id)
      .execute();
    await emitActorEvent(ctx, actor.id);
    if (!(err instanceof ActorInputError)) throw err;
    ctx.log.info({ actor: actor.id, reason }, 'own actor refused');
  }
}

/** The queue gave up on the making of an actor whose worker died: it fails, so it can be retried. */
export async function actorJobAbandoned(
  ctx: AppContext,
  job: { jobId: string; payload: JobPayload<'actor.create'> },
): Promise<void> {
  const failed = await ctx.db
    .updateTable('actors')
    .set({
      generate_status: CustomActorStatus.FAILED,
      fail_reason: 'failed',
      updated_at: ctx.now(),
    })
    .where('id', '=', job.payload.actor_id)
    .where('generate_status', 'in', [CustomActorStatus.QUEUED, CustomActorStatus.PROCESSING])
    .executeTakeFirst();
  if (Number(failed.numUpdatedRows) > 0) await emitActorEvent(ctx, job.payload.actor_id);
}

async function makeActor(
  ctx: AppContext,
  actor: ActorRow,
  dir: string,
  signal: AbortSignal,
): Promise<MadeActor> {
  const upload = await ctx.db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', actor.source_upload_id ?? '')
    .executeTakeFirst();
  if (!upload?.file_key) throw new Error(`actor ${actor.id}: its upload is gone`);
  const input = path.join(dir, `input.${upload.format ?? 'bin'}`);
  await downloadObject(ctx, upload.file_key, input);
  const outDir = path.join(dir, 'out');
  const prefix = actorPrefix(actor);
  const crop = actor.source_crop ? (JSON.parse(actor.source_crop) as unknown) : null;

  let spec: StoredActorSpec;
  let idle: { video: string; compressed: string; poster: string };
  if (actor.generate_type === ActorGenerateType.IMAGE) {
    const prepared = await preparePhotoActor({
      inputPath: input,
      crop: (crop as PhotoCrop | null) ?? undefined,
      outDir,
      signal,
    });
    await putFile(ctx, `${prefix}photo.jpg`, prepared.imagePath, 'image/jpeg');
    spec = { kind: 'photo', image_key: `${prefix}photo.jpg`, landmarks: prepared.landmarks };
    idle = prepared.idle;
  } else {
    const prepared = await prepareVideoActor({
      inputPath: input,
      // None sent: the engine takes the widest 9:16 box in the middle of the video.
      crop: crop ? ({ points: crop as [number, number][] } as VideoCrop) : undefined,
      outDir,
      signal,
      minCropWidth: VIDEO_CROP_MIN_WIDTH,
      minDurationSec: VIDEO_MIN_SECONDS,
      maxDurationSec: VIDEO_MAX_SECONDS,
    });
    // The render folder: the JSON names the loop relatively, so both keep their file names.
    await putFile(
      ctx,
      `${prefix}render/${VIDEO_ACTOR_DATA}`,
      prepared.dataPath,
      'application/json',
    );
    await putFile(
      ctx,
      `${prefix}render/${VIDEO_ACTOR_LOOP}`,
      path.join(path.dirname(prepared.dataPath), VIDEO_ACTOR_LOOP),
      'video/mp4',
    );
    spec = {
      kind: 'video',
      data_key: `${prefix}render/${VIDEO_ACTOR_DATA}`,
      loop_key: `${prefix}render/${VIDEO_ACTOR_LOOP}`,
    };
    idle = prepared.idle;
  }
  await putFile(ctx, `${prefix}poster.jpg`, idle.poster, 'image/jpeg');
  await putFile(ctx, `${prefix}idle.mp4`, idle.video, 'video/mp4');
  await putFile(ctx, `${prefix}idle-small.mp4`, idle.compressed, 'video/mp4');
  return {
    spec,
    image_key: `${prefix}poster.jpg`,
    // Library and picker cards load these instead of the poster (creation.md §9).
    image_thumbs: await tryPosterThumbnails(ctx, `${prefix}poster.jpg`, idle.poster),
    video_key: `${prefix}idle.mp4`,
    compressed_video_key: `${prefix}idle-small.mp4`,
  };
}
