import { timingSafeEqual } from 'node:crypto';
import { Code, Message } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import { isSuspended } from '../../../http/auth';
import { countAttempt } from '../../../http/rate-limit';
import { sha256 } from '../../../lib/ids';
import { issueSession } from '../sessions';

const refused = () => new AppError(Code.AUTHORIZATION_FAILED, 'Google sign-in hand-off refused');

/**
 * POST /oauth/google/exchange: trades the callback's one-time code for a session token, but
 * only for the browser holding the key whose hash was stored when the sign-in started. A link
 * carrying someone else's code therefore signs nobody in (no login CSRF), and no token ever
 * travels in an address. The code goes at the first try, right key or not.
 */
export async function exchangeGoogleHandoff(
  ctx: AppContext,
  input: { code: string; handoff_key: string },
  ip: string,
) {
  await countAttempt(ctx, `oauth-exchange:ip:${ip}`);
  const row = await ctx.db
    .deleteFrom('oauth_handoffs')
    .where('code_hash', '=', sha256(input.code))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= ctx.now()) throw refused();
  const given = Buffer.from(sha256(input.handoff_key), 'hex');
  const stored = Buffer.from(row.browser_binding, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw refused();
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'disabled', 'agent_disabled', 'activated_at'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  if (!user || user.activated_at === null) throw refused();
  if (isSuspended(user)) throw new AppError(Code.ACCOUNT_SUSPENDED, Message.ACCOUNT_SUSPENDED);
  return { token: await issueSession(ctx, user.id) };
}
