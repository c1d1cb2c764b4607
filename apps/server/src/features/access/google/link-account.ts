import type { Language } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { isSuspended } from '../../../http/auth';
import type { UsersTable } from '../../../ports/db/schema';
import { findOrCreateUser } from '../accounts';
import { GoogleSignInFailure, SignInFailure } from './failure';
import type { GoogleIdentity } from './id-token';

const userBy = (ctx: AppContext, column: 'google_sub' | 'email', value: string) =>
  ctx.db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();

/**
 * The account a Google identity signs into. A linked `sub` wins (the Google address may
 * have changed since); otherwise the account with that verified e-mail gets the `sub`
 * linked; otherwise a new, unactivated account is created, named from the token.
 */
export async function resolveGoogleUser(
  ctx: AppContext,
  identity: GoogleIdentity,
  lang: Language,
): Promise<UsersTable> {
  const linked = await userBy(ctx, 'google_sub', identity.sub);
  if (linked) return usable(linked);

  const existing =
    (await userBy(ctx, 'email', identity.email)) ??
    (await findOrCreateUser(ctx, identity.email, identity.name, lang, { googleSub: identity.sub }));
  if (existing.google_sub === identity.sub) return usable(existing);
  usable(existing);
  // Another Google identity already owns this address (for example a deleted and recreated
  // account): refuse rather than move the account to a different person.
  if (existing.google_sub !== null) {
    throw new GoogleSignInFailure(SignInFailure.ACCOUNT_CONFLICT, `user ${existing.id}`);
  }
  const r = await ctx.db
    .updateTable('users')
    .set({ google_sub: identity.sub })
    .where('id', '=', existing.id)
    .where('google_sub', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    throw new GoogleSignInFailure(SignInFailure.ACCOUNT_CONFLICT, 'linked concurrently');
  }
  return { ...existing, google_sub: identity.sub };
}

function usable(user: UsersTable): UsersTable {
  if (isSuspended(user)) throw new GoogleSignInFailure(SignInFailure.ACCOUNT_SUSPENDED);
  return user;
}
