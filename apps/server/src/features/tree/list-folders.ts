import {
  type folderItem,
  type folderListReply,
  type folderListRequest,
  UNCATEGORIZED_FOLDER_ID,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { latestImagesByFolder, projectCountsByFolder } from './folder-stats';
import { isoTime, pageWindow, totalPages } from './paging';
import { authorizeNamedWorkspace } from './policy';

type FolderItem = z.input<typeof folderItem>;

/**
 * One page of a workspace's folders by descending sort_order, followed by the special
 * `uncategorized` entry (sort_order 0) that holds projects without a folder. With
 * switch_workspace the workspace becomes the caller's current one.
 */
export async function listFolders(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof folderListRequest>,
): Promise<z.input<typeof folderListReply>> {
  const workspaceId = await authorizeNamedWorkspace(ctx, user, 'read', input.workspace_id);
  if (input.switch_workspace) {
    await ctx.db
      .updateTable('users')
      .set({ latest_workspace_id: workspaceId })
      .where('id', '=', user.id)
      .execute();
  }

  const { n } = await ctx.db
    .selectFrom('folders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const realCount = Number(n);
  const total = realCount + 1;
  const { offset, limit } = pageWindow(input.current_page, input.page_size);

  const rows =
    offset < realCount
      ? await ctx.db
          .selectFrom('folders')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .orderBy('sort_order', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'asc')
          .limit(limit)
          .offset(offset)
          .execute()
      : [];
  const withUncategorized = offset <= realCount && realCount < offset + limit;

  const counts = await projectCountsByFolder(ctx, workspaceId);
  const images = await latestImagesByFolder(ctx, workspaceId);
  const folders: FolderItem[] = rows.map((f) => ({
    id: f.id,
    name: f.name,
    sort_order: Number(f.sort_order),
    project_num: counts.get(f.id) ?? 0,
    is_uncategorized: false,
    created_at: isoTime(f.created_at),
    latest_video_image: images.get(f.id) ?? null,
  }));
  const ws = await ctx.db
    .selectFrom('workspaces')
    .select(['created_at', 'keep_folders'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  if (withUncategorized) {
    folders.push({
      id: UNCATEGORIZED_FOLDER_ID,
      name: 'Uncategorized',
      sort_order: 0,
      project_num: counts.get(null) ?? 0,
      is_uncategorized: true,
      created_at: isoTime(ws.created_at),
      latest_video_image: images.get(null) ?? null,
    });
  }

  return {
    current_num: input.current_page,
    total_page: totalPages(total, input.page_size),
    total_folder: total,
    folders,
    keep_folders: Number(ws.keep_folders) === 1,
  };
}
