import path from 'node:path';
import { ActorSource } from '@talkreel/contract';
import { renderIdleVideo } from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import type { JobRun } from '../../jobs/base-job';
import type { JobPayload } from '../../jobs/job-names';
import { actorSpecFor } from '../actors/actor-spec';
import { inWorkDir, putFile } from '../videos/stored-files';
import { specVersion } from './stock-selection';

/** Seconds of the idle preview loop. */
const IDLE_SECONDS = 5;

/**
 * Job `stock.idle-video`: the stock actor's idle preview (full and compressed), stored and
 * recorded unless the actor changed meanwhile. Logs how many of the library are done.
 */
export async function renderStockIdleVideo(
  ctx: AppContext,
  job: JobRun<JobPayload<'stock.idle-video'>>,
) {
  const actor = await ctx.db
    .selectFrom('actors')
    .selectAll()
    .where('id', '=', job.payload.actor_id)
    .executeTakeFirst();
  if (!actor || actor.video_key) return;
  const version = specVersion(actor.spec);
  const keys = {
    video: `stock/actors/${actor.model_id}/idle-${version}.mp4`,
    compressed: `stock/actors/${actor.model_id}/idle-small-${version}.mp4`,
  };
  const started = Date.now();
  await inWorkDir('stock-idle', async (dir) => {
    const outputs = {
      video: path.join(dir, 'idle.mp4'),
      compressed: path.join(dir, 'idle-small.mp4'),
    };
    // The job's signal: a worker shutting down hands the job back rather than finishing it.
    await renderIdleVideo(await actorSpecFor(ctx, actor, dir), outputs, {
      durationSec: IDLE_SECONDS,
      signal: job.signal,
    });
    await putFile(ctx, keys.video, outputs.video, 'video/mp4');
    await putFile(ctx, keys.compressed, outputs.compressed, 'video/mp4');
  });
  await ctx.db
    .updateTable('actors')
    .set({ video_key: keys.video, compressed_video_key: keys.compressed, updated_at: ctx.now() })
    .where('id', '=', actor.id)
    .where('spec', '=', actor.spec)
    .execute();
  const counts = await ctx.db
    .selectFrom('actors')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('video_key').as('done'),
    ])
    .where('source', '=', ActorSource.STOCK)
    .executeTakeFirstOrThrow();
  ctx.log.info(
    { actor: actor.model_id, ms: Date.now() - started },
    `stock: idle video ${Number(counts.done)}/${Number(counts.total)} ready`,
  );
}
