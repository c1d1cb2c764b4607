import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { namePartsOf } from './name-parts';

/**
 * Saves the account name: the username (first and last name joined by a space, core.md §3)
 * and, when the page sent them, the parts as entered (issue 24). A save of the username alone
 * clears the parts, which are then read from it.
 */
export async function updateUsername(
  ctx: AppContext,
  user: AuthUser,
  input: { username: string; first_name: string | null; last_name: string | null },
) {
  await ctx.db
    .updateTable('users')
    .set({ username: input.username, first_name: input.first_name, last_name: input.last_name })
    .where('id', '=', user.id)
    .execute();
  return { username: input.username, ...namePartsOf(input) };
}
