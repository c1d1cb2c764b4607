import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';

/** Saves the account name (first and last name joined by a space, already trimmed). */
export async function updateUsername(ctx: AppContext, user: AuthUser, username: string) {
  await ctx.db.updateTable('users').set({ username }).where('id', '=', user.id).execute();
  return { username };
}
