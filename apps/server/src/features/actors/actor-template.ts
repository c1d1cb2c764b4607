import type { actorTemplateReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { toActorItems } from './actor-items';
import { authorizeActor } from './policy';

/** GET /video/user-actor-template/{id}: an actor's generateStatus with the actor itself. */
export async function actorTemplate(
  ctx: AppContext,
  user: AuthUser,
  input: { id: string },
): Promise<z.input<typeof actorTemplateReply>> {
  const actor = await authorizeActor(ctx, user, input.id);
  const [item] = await toActorItems(ctx, user.id, [actor]);
  return { status: Number(actor.generate_status), data: item };
}
