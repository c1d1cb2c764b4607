import type { Selectable } from 'kysely';
import type { AppContext } from '../../../app-context';
import type { VideoScenePartsTable } from '../../../ports/db/schema';

export type ScenePartRow = Selectable<VideoScenePartsTable>;

/** The scenes of a video already rendered and stored (by this try or an earlier one). */
export async function finishedSceneParts(
  ctx: Pick<AppContext, 'db'>,
  videoId: string,
): Promise<Map<number, ScenePartRow>> {
  const rows = await ctx.db
    .selectFrom('video_scene_parts')
    .selectAll()
    .where('video_id', '=', videoId)
    .execute();
  return new Map(rows.map((r) => [Number(r.scene_index), r]));
}

/**
 * Records a stored scene. A twin try of the same job (a worker that lost its lease and carried
 * on) may have recorded it first: its files are the same keys, so the first row stands.
 */
export async function recordScenePart(ctx: Pick<AppContext, 'db'>, row: ScenePartRow) {
  await ctx.db
    .insertInto('video_scene_parts')
    .values(row)
    .onConflict((oc) => oc.columns(['video_id', 'scene_index']).doNothing())
    .execute();
}

/** How many scenes each of these videos has finished (videos without any are left out). */
export async function finishedSceneCounts(
  ctx: Pick<AppContext, 'db'>,
  videoIds: string[],
): Promise<Map<string, number>> {
  if (!videoIds.length) return new Map();
  const rows = await ctx.db
    .selectFrom('video_scene_parts')
    .select((eb) => ['video_id', eb.fn.countAll<number>().as('n')])
    .where('video_id', 'in', videoIds)
    .groupBy('video_id')
    .execute();
  return new Map(rows.map((r) => [r.video_id, Number(r.n)]));
}

/** Drops a joined video's parts: their rows, then their files. */
export async function deleteSceneParts(
  ctx: AppContext,
  videoId: string,
  parts: Iterable<ScenePartRow>,
): Promise<void> {
  await ctx.db.deleteFrom('video_scene_parts').where('video_id', '=', videoId).execute();
  for (const part of parts) {
    for (const key of [part.video_key, part.compressed_key, part.poster_key, part.srt_key]) {
      await ctx.storage.delete(key);
    }
  }
}
