import type { videoResultReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeVideo } from './policy';
import { toVideoItems } from './video-items';

/** POST /video/callback/result: one video by its task id (what the client polls). */
export async function videoResult(
  ctx: AppContext,
  user: AuthUser,
  input: { task_id: string },
): Promise<z.input<typeof videoResultReply>> {
  const video = await authorizeVideo(ctx, user, 'read', { taskId: input.task_id });
  const [item] = await toVideoItems(ctx, user.id, [video]);
  return item;
}
