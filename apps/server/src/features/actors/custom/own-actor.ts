import {
  ActorSource,
  Code,
  CustomActorMessage,
  defaultActorName,
  Message,
} from '@talkreel/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../../app-context';
import { AppError, forbidden } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import { administersUser } from '../../agent/policy';
import { nameKey } from '../../voices/name-key';
import { type ActorRow, authorizeActor } from '../policy';

/**
 * One of the caller's own actors by id: unknown is 1004, a stock actor or somebody else's 1003.
 * (Workspace members never reach another member's actor here: they see it only in videos.)
 */
export async function ownActor(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'>,
  actorId: string,
): Promise<ActorRow> {
  const actor = await authorizeActor(ctx, user, actorId);
  if (actor.owner_user_id !== user.id || actor.source !== ActorSource.USER_TEMPLATE) {
    throw forbidden(CustomActorMessage.NOT_OWN);
  }
  return actor;
}

/**
 * An own actor of the caller, or of a sub-user of an agent the caller administers (polling and
 * regenerating what an agent made for its sub-user); refusals as `ownActor`.
 */
export async function managedActor(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'agentAdmin'>,
  actorId: string,
): Promise<ActorRow> {
  const row = await ctx.db
    .selectFrom('actors')
    .select('owner_user_id')
    .where('id', '=', actorId)
    .executeTakeFirst();
  const ownerId = row?.owner_user_id;
  if (ownerId && ownerId !== user.id && (await administersUser(ctx, user, ownerId))) {
    return ownActor(ctx, { id: ownerId }, actorId);
  }
  return ownActor(ctx, user, actorId);
}

/** Whether `ownerId` already has an actor of that name (case and width folded), other than `exceptId`. */
export async function actorNameTaken(
  ctx: AppContext,
  ownerId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = ctx.db
    .selectFrom('actors')
    .select('id')
    .where('owner_user_id', '=', ownerId)
    .where('name_key', '=', nameKey(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const duplicateName = () => new AppError(Code.ALREADY_EXISTS, Message.ACTOR_NAME_EXISTS);

/**
 * The n of the default name "Actor {n}": one more than the user's own actors, moved on past
 * any "Actor {n}" already taken.
 */
export async function nextActorSuffix(ctx: AppContext, ownerId: string): Promise<number> {
  const { n } = await ctx.db
    .selectFrom('actors')
    .select(sql<number>`count(*)`.as('n'))
    .where('owner_user_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  let suffix = Number(n) + 1;
  while (await actorNameTaken(ctx, ownerId, defaultActorName(suffix))) suffix++;
  return suffix;
}
