import type { projectListReply, projectListRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { withJsonText } from '../../http/known-json';
import { authorizeListing } from './listing-access';
import { createListingCache } from './listing-cache';
import { mediaUrl } from './media-url';
import { isoTime, pageWindow, totalPages } from './paging';

const listings = createListingCache<z.input<typeof projectListReply>>();

/** One page of a folder's projects (or the uncategorized ones) by descending sort_order. */
export async function listProjects(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof projectListRequest>,
): Promise<z.input<typeof projectListReply>> {
  const { workspaceId, folderId, version } = await authorizeListing(
    ctx,
    user,
    input.folder_id,
    input.workspace_id,
  );
  const { current_page: page, page_size: pageSize } = input;
  return listings.get(ctx, workspaceId, version, `${folderId}:${page}:${pageSize}`, async () => {
    const inFolder = ctx.db
      .selectFrom('projects')
      .where('workspace_id', '=', workspaceId)
      .where('folder_id', folderId === null ? 'is' : '=', folderId);
    const { offset, limit } = pageWindow(input.current_page, input.page_size);
    const rows = await inFolder
      .select(['id', 'name', 'sort_order', 'folder_id', 'created_at', 'latest_video_image_key'])
      .orderBy('sort_order', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
    // A first page that is not full holds every project: no need to count them apart.
    const total =
      offset === 0 && rows.length < limit
        ? rows.length
        : Number(
            (
              await inFolder
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );

    // Only projects with a thumbnail need a signed link; the others cost no promise.
    const images = new Map<string, string>();
    await Promise.all(
      rows.flatMap((p) =>
        p.latest_video_image_key
          ? [mediaUrl(ctx, p.latest_video_image_key).then((url) => images.set(p.id, url))]
          : [],
      ),
    );
    return withJsonText({
      current_num: input.current_page,
      total_page: totalPages(total, input.page_size),
      total_pro: total,
      projects: rows.map((p) => ({
        id: p.id,
        name: p.name,
        sort_order: Number(p.sort_order),
        folder_id: p.folder_id,
        created_at: isoTime(p.created_at),
        latest_video_image: p.latest_video_image_key ? (images.get(p.id) ?? null) : null,
      })),
    });
  });
}
