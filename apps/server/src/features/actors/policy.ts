import { ActorMessage } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { ActorsTable } from '../../ports/db/schema';

export type ActorRow = Selectable<ActorsTable>;

/**
 * Stock actors are everyone's; a user's own actors are theirs alone (favourites, previews and
 * videos included). Another user's actor is 1003, an unknown id 1004.
 */
export async function authorizeActor(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'>,
  actorId: string,
): Promise<ActorRow> {
  const actor = await ctx.db
    .selectFrom('actors')
    .selectAll()
    .where('id', '=', actorId)
    .executeTakeFirst();
  if (!actor) throw notFound(ActorMessage.ACTOR_NOT_FOUND);
  if (actor.owner_user_id !== null && actor.owner_user_id !== user.id) throw forbidden();
  return actor;
}
