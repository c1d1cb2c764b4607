import type { actorTemplateReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { administersUser } from '../agent/policy';
import { toActorItems } from './actor-items';
import { authorizeActor } from './policy';

/**
 * GET /video/user-actor-template/{id}: an actor's generateStatus with the actor itself. An agent
 * admin polls the actors of its sub-users as the sub-user sees them.
 */
export async function actorTemplate(
  ctx: AppContext,
  user: AuthUser,
  input: { id: string },
): Promise<z.input<typeof actorTemplateReply>> {
  const owner = await ctx.db
    .selectFrom('actors')
    .select('owner_user_id')
    .where('id', '=', input.id)
    .executeTakeFirst();
  const ownerId = owner?.owner_user_id;
  const viewer =
    ownerId && ownerId !== user.id && (await administersUser(ctx, user, ownerId))
      ? { id: ownerId }
      : user;
  const actor = await authorizeActor(ctx, viewer, input.id);
  const [item] = await toActorItems(ctx, viewer.id, [actor]);
  return { status: Number(actor.generate_status), data: item };
}
