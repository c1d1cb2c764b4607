import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';

/** POST /users/update-first-dh-create: remembers that the user has started a first actor. */
export async function markFirstDigitalHumanCreated(ctx: AppContext, user: AuthUser) {
  await ctx.db
    .updateTable('users')
    .set({ first_dh_created: 1 })
    .where('id', '=', user.id)
    .execute();
}
