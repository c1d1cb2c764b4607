import { ActorGenerateStatus, ActorMessage, Code } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { authorizeActor } from './policy';

/** POST /actor/toggle-starred: adds the actor to the caller's favourites, or removes it. */
export async function toggleActorFavorite(
  ctx: AppContext,
  user: AuthUser,
  input: { actor_id: string },
): Promise<{ is_favorite: boolean }> {
  const actor = await authorizeActor(ctx, user, input.actor_id);
  const removed = await ctx.db
    .deleteFrom('actor_favorites')
    .where('user_id', '=', user.id)
    .where('actor_id', '=', actor.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return { is_favorite: false };
  // Only a ready actor can be favourited (creation.md §4); un-favouriting always works.
  if (actor.generate_status !== ActorGenerateStatus.READY) {
    throw new AppError(Code.OPERATION_FAILED, ActorMessage.ACTOR_NOT_READY);
  }
  await ctx.db
    .insertInto('actor_favorites')
    .values({ user_id: user.id, actor_id: actor.id, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'actor_id']).doNothing())
    .execute();
  return { is_favorite: true };
}
