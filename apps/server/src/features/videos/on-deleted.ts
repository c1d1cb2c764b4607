import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../ports/db/schema';
import type { AfterCommit } from '../tree/after-commit';
import { videoPrefix, workspaceVideosPrefix } from './video-keys';

/** Drops the videos of projects being deleted; their files go once the deletion commits. */
export async function deleteVideosOfProjects(
  event: AfterCommit & { ctx: AppContext; trx: Transaction<Database>; projectIds: string[] },
) {
  if (!event.projectIds.length) return;
  const videos = await event.trx
    .selectFrom('videos')
    .select(['id', 'workspace_id'])
    .where('project_id', 'in', event.projectIds)
    .execute();
  await event.trx.deleteFrom('videos').where('project_id', 'in', event.projectIds).execute();
  event.afterCommit(async () => {
    for (const video of videos) await event.ctx.storage.deletePrefix(videoPrefix(video));
  });
}

/** Drops every video of a workspace being deleted, and afterwards its whole file folder. */
export async function deleteVideosOfWorkspace(
  event: AfterCommit & { ctx: AppContext; trx: Transaction<Database>; workspaceId: string },
) {
  await event.trx.deleteFrom('videos').where('workspace_id', '=', event.workspaceId).execute();
  event.afterCommit(async () => {
    await event.ctx.storage.deletePrefix(workspaceVideosPrefix(event.workspaceId));
  });
}
