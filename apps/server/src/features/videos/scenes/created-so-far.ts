import type { TestServer } from '../../../test/test-server';

/**
 * What a refused call must leave as it was (used only by *.test.ts files): the videos, scene
 * parts, render jobs, actor use counts and voice usage. Unlike snapshotCreation it names rows by
 * id (and counts), not every column, so a render still running from an earlier test (its
 * progress, its job's status) does not read as a change.
 */
export async function createdSoFar(server: TestServer) {
  const db = server.ctx.db;
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id);
  return {
    videos: await ids(db.selectFrom('videos').select('id').orderBy('id').execute()),
    parts: await db
      .selectFrom('video_scene_parts')
      .select(['video_id', 'scene_index'])
      .orderBy('video_id')
      .orderBy('scene_index')
      .execute(),
    jobs: await ids(
      db.selectFrom('jobs').select('id').where('name', '=', 'video.render').orderBy('id').execute(),
    ),
    actorUses: await db.selectFrom('actors').select(['id', 'use_count']).orderBy('id').execute(),
    voiceUsage: await db.selectFrom('voice_usage').selectAll().orderBy('voice_id').execute(),
  };
}
