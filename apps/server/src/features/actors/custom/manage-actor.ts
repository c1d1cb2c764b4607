import {
  Code,
  CustomActorMessage,
  CustomActorStatus,
  type userActorTemplatesReply,
  type userActorTemplatesRequest,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import { pageWindow, totalPages } from '../../tree/paging';
import { targetUserId } from '../../voices/clone/clone-policy';
import { nameKey } from '../../voices/name-key';
import { toActorItems } from '../actor-items';
import { toggleActorFavorite } from '../toggle-favorite';
import { checkCaps, queueActorJob } from './create-actor';
import { isRetryableFailure } from './failure-retryable';
import { actorPrefix } from './make-actor-job';
import { actorNameTaken, managedActor, ownActor } from './own-actor';

/** POST /users/rename-actor-template: a duplicate name changes nothing and says so. */
export async function renameActor(
  ctx: AppContext,
  user: AuthUser,
  input: { actor_id: string; actor_name: string; user_id?: string | null },
): Promise<{ is_duplicate: boolean }> {
  const ownerId = await targetUserId(ctx, user, input.user_id);
  const actor = await ownActor(ctx, { id: ownerId }, input.actor_id);
  if (await actorNameTaken(ctx, ownerId, input.actor_name, actor.id)) return { is_duplicate: true };
  await ctx.db
    .updateTable('actors')
    .set({ name: input.actor_name, name_key: nameKey(input.actor_name), updated_at: ctx.now() })
    .where('id', '=', actor.id)
    .execute();
  return { is_duplicate: false };
}

/**
 * POST /actor/delete: an own actor that is not being made. Its files go; videos made with it
 * keep their name and their rendered MP4s.
 */
export async function deleteActor(ctx: AppContext, user: AuthUser, input: { id: string }) {
  const actor = await ownActor(ctx, user, input.id);
  if (Number(actor.generate_status) < CustomActorStatus.READY) {
    throw new AppError(Code.OPERATION_FAILED, CustomActorMessage.STILL_GENERATING);
  }
  await ctx.db.deleteFrom('actors').where('id', '=', actor.id).execute();
  await ctx.storage.deletePrefix(actorPrefix(actor));
}

/**
 * POST /video/retry-failed-template: a failed own actor (or a sub-user's, for their agent) is
 * queued again when a retry can fix its failure; the owner's caps apply.
 */
export async function retryActor(
  ctx: AppContext,
  user: AuthUser,
  input: { template_id: string },
): Promise<{ status: number }> {
  const actor = await managedActor(ctx, user, input.template_id);
  if (Number(actor.generate_status) <= CustomActorStatus.READY) {
    throw new AppError(Code.OPERATION_FAILED, CustomActorMessage.NOT_FAILED);
  }
  // The engine refused the file itself: a retry would judge it the same way.
  if (isRetryableFailure(actor.fail_reason) === false) {
    throw new AppError(Code.OPERATION_FAILED, CustomActorMessage.NOT_RETRYABLE);
  }
  await checkCaps(ctx, actor.owner_user_id ?? user.id, false);
  await ctx.db
    .updateTable('actors')
    .set({ generate_status: CustomActorStatus.QUEUED, fail_reason: null, updated_at: ctx.now() })
    .where('id', '=', actor.id)
    .execute();
  await queueActorJob(ctx, actor.id);
  return { status: CustomActorStatus.QUEUED };
}

/** POST /user-customize-actor-template/toggle-favorite: the favourite toggle, own actors only. */
export async function toggleOwnFavorite(
  ctx: AppContext,
  user: AuthUser,
  input: { customize_actor_template_id: string },
) {
  const actor = await ownActor(ctx, user, input.customize_actor_template_id);
  return toggleActorFavorite(ctx, user, { actor_id: actor.id });
}

/** POST /video/user-actor-template-videos: the caller's own actors, newest first. */
export async function listOwnActors(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof userActorTemplatesRequest>,
): Promise<z.input<typeof userActorTemplatesReply>> {
  const base = ctx.db.selectFrom('actors').where('owner_user_id', '=', user.id);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(input.current_page, input.page_size);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    page_size: input.page_size,
    total: Number(n),
    total_pages: totalPages(Number(n), input.page_size),
    current_page: input.current_page,
    actors: await toActorItems(ctx, user.id, rows),
  };
}
