import {
  type projectListReply,
  type projectListRequest,
  UNCATEGORIZED_FOLDER_ID,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { mediaUrl } from './media-url';
import { isoTime, pageWindow, totalPages } from './paging';
import { authorizeFolderIn, authorizeNamedWorkspace } from './policy';

/** One page of a folder's projects (or the uncategorized ones) by descending sort_order. */
export async function listProjects(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof projectListRequest>,
): Promise<z.input<typeof projectListReply>> {
  let workspaceId: string;
  let folderId: string | null = null;
  if (input.folder_id === UNCATEGORIZED_FOLDER_ID) {
    workspaceId = await authorizeNamedWorkspace(ctx, user, 'read', input.workspace_id);
  } else {
    const folder = await authorizeFolderIn(ctx, user, 'read', input.folder_id, input.workspace_id);
    workspaceId = folder.workspace_id;
    folderId = folder.id;
  }

  const inFolder = ctx.db
    .selectFrom('projects')
    .where('workspace_id', '=', workspaceId)
    .where('folder_id', folderId === null ? 'is' : '=', folderId);
  const { n } = await inFolder
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const { offset, limit } = pageWindow(input.current_page, input.page_size);
  const rows = await inFolder
    .selectAll()
    .orderBy('sort_order', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();

  return {
    current_num: input.current_page,
    total_page: totalPages(total, input.page_size),
    total_pro: total,
    projects: await Promise.all(
      rows.map(async (p) => ({
        id: p.id,
        name: p.name,
        sort_order: Number(p.sort_order),
        folder_id: p.folder_id,
        created_at: isoTime(p.created_at),
        latest_video_image: p.latest_video_image_key
          ? await mediaUrl(ctx, p.latest_video_image_key)
          : null,
      })),
    ),
  };
}
