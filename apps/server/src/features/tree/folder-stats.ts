import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { mediaUrl } from './media-url';

/** Folder id (null: uncategorized) to how many projects it holds. */
export async function projectCountsByFolder(ctx: AppContext, workspaceId: string) {
  const rows = await ctx.db
    .selectFrom('projects')
    .select((eb) => ['folder_id', eb.fn.countAll<number>().as('n')])
    .where('workspace_id', '=', workspaceId)
    .groupBy('folder_id')
    .execute();
  return new Map<string | null, number>(rows.map((r) => [r.folder_id, Number(r.n)]));
}

/**
 * Folder id (null: uncategorized) to the URL of the newest video image among its projects:
 * the most recently recorded one, or for images recorded before that time was kept, the one
 * of the newest project.
 */
export async function latestImagesByFolder(ctx: AppContext, workspaceId: string) {
  const rows = await ctx.db
    .selectFrom('projects')
    .select(['folder_id', 'latest_video_image_key'])
    .where('workspace_id', '=', workspaceId)
    .where('latest_video_image_key', 'is not', null)
    // coalesce: SQLite and PostgreSQL disagree on where NULLs sort.
    .orderBy(sql`coalesce(latest_video_at, 0)`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const images = new Map<string | null, string>();
  for (const r of rows) {
    if (!images.has(r.folder_id) && r.latest_video_image_key) {
      images.set(r.folder_id, await mediaUrl(ctx, r.latest_video_image_key));
    }
  }
  return images;
}
