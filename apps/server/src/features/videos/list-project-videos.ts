import type { projectVideosReply, projectVideosRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { pageWindow } from '../tree/paging';
import { authorizeProject } from '../tree/policy';
import { toVideoItems } from './video-items';

/** POST /video/videos-by-folder-project: a project's videos, newest first; null when none. */
export async function listProjectVideos(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof projectVideosRequest>,
): Promise<z.input<typeof projectVideosReply>> {
  const project = await authorizeProject(ctx, user, 'read', input.project_id);
  const inProject = ctx.db.selectFrom('videos').where('project_id', '=', project.id);
  const { n } = await inProject
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  if (total === 0) return null;
  const { offset, limit } = pageWindow(input.current_page, input.page_size);
  const rows = await inProject
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, videos: await toVideoItems(ctx, user.id, rows) };
}
