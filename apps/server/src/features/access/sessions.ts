import { SESSION_TTL_MS } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { hashToken } from '../../http/auth';
import { newId, newToken } from '../../lib/ids';

/** Opaque random token; only its hash is stored, so a database leak yields no sessions. */
export async function issueSession(ctx: AppContext, userId: string): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('sessions')
    .values({
      id: newId(),
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
