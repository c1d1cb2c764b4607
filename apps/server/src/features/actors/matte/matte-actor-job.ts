import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { CustomActorStatus } from '@talkreel/contract';
import { computePersonMatte } from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import type { JobRun } from '../../../jobs/base-job';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { type JobPayload, jobDefinitions } from '../../../jobs/job-names';
import { whenUserJobsIdle } from '../../../jobs/user-jobs';
import { inWorkDir, putFile } from '../../videos/stored-files';
import { actorSpecFor, type StoredActorSpec } from '../actor-spec';
import { actorPrefix } from '../custom/make-actor-job';
import type { ActorRow } from '../policy';

type MatteableSpec = Extract<StoredActorSpec, { kind: 'photo' | 'video' }>;

/** Queues the matte of one actor (after it is made, and by the backfill). */
export function queueActorMatte(
  ctx: Pick<AppContext, 'queue' | 'requestId'>,
  actorId: string,
): Promise<string> {
  return enqueueJob(ctx, 'actor.matte', { actor_id: actorId }, { jobId: `actor.matte@${actorId}` });
}

/** An own, ready photo or video actor whose matte is still to be made; else null. */
function matteable(actor: ActorRow | undefined): MatteableSpec | null {
  if (!actor || actor.owner_user_id === null) return null;
  if (actor.generate_status !== CustomActorStatus.READY) return null;
  const spec = JSON.parse(actor.spec) as StoredActorSpec;
  if (spec.kind !== 'photo' && spec.kind !== 'video') return null;
  return spec.matte_key === undefined ? spec : null;
}

/**
 * Job `actor.matte` (issue 26): the person matte of an own photo or video actor, stored under
 * the actor's prefix (so deleting the actor or its account removes it) and named in its spec as
 * `matte_key`. A matte that cannot be made never touches the actor: it is retried, and after the
 * last try recorded as none (`matte_key: null`), so the actor keeps rendering without one.
 */
export async function matteActorJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'actor.matte'>>,
): Promise<void> {
  const actor = await ctx.db
    .selectFrom('actors')
    .selectAll()
    .where('id', '=', job.payload.actor_id)
    .executeTakeFirst();
  const spec = matteable(actor);
  if (!actor || !spec) return;
  let key: string;
  try {
    key = await inWorkDir('matte', async (dir) => {
      const local = await actorSpecFor(ctx, actor, dir);
      const isPhoto = local.kind === 'photo';
      const file = path.join(dir, isPhoto ? 'person-matte.png' : 'person-matte.mp4');
      const options = {
        signal: job.signal,
        // A background job: it steps aside, frame by frame, while renders and the like run.
        beforeFrame: () => whenUserJobsIdle(job.signal),
      };
      if (local.kind === 'photo') {
        await computePersonMatte({ kind: 'photo', imagePath: local.imagePath }, file, options);
      } else if (local.kind === 'video') {
        await computePersonMatte({ kind: 'video', dataPath: local.dataPath }, file, options);
      }
      // A fresh name per matte: a stale try can then only ever delete its own object.
      const stored = `${actorPrefix(actor)}matte/${randomUUID()}${isPhoto ? '.png' : '.mp4'}`;
      await putFile(ctx, stored, file, isPhoto ? 'image/png' : 'video/mp4');
      return stored;
    });
  } catch (err) {
    if (job.signal.aborted) throw err;
    const last = job.attempt >= jobDefinitions['actor.matte'].attempts;
    ctx.log.warn({ err, actor: actor.id, last }, 'actor matte failed: it renders without one');
    if (!last) throw err;
    await recordMatte(ctx, actor, spec, null);
    return;
  }
  if (await recordMatte(ctx, actor, spec, key)) {
    ctx.log.info({ actor: actor.id, key }, 'actor matte made');
    return;
  }
  // The actor was deleted or changed meanwhile (its prefix may already have been swept): the
  // matte belongs to nothing.
  await ctx.storage.delete(key);
}

/** Names the matte in the actor's spec unless the actor changed meanwhile; whether it did. */
async function recordMatte(
  ctx: AppContext,
  actor: ActorRow,
  spec: MatteableSpec,
  key: string | null,
): Promise<boolean> {
  const result = await ctx.db
    .updateTable('actors')
    .set({ spec: JSON.stringify({ ...spec, matte_key: key }) })
    .where('id', '=', actor.id)
    .where('spec', '=', actor.spec)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
