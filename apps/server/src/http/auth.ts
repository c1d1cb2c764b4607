import { hash, timingSafeEqual } from 'node:crypto';
import {
  Code,
  Header,
  isApiKeySecret,
  Message,
  RefusalReason,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGNATURE_MAX_SKEW_MS,
  signaturePayload,
} from '@talkreel/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Db } from '../ports/db/connect';
import { reusableQuery } from '../ports/db/reusable-query';
import { AppError } from './app-error';

/** Suspended by the operator (`disabled`) or by the sub-user's agent (`agent_disabled`). */
export const isSuspended = (u: { disabled: number; agent_disabled: number }) =>
  Boolean(u.disabled) || Boolean(u.agent_disabled);

export interface AuthUser {
  id: string;
  email: string;
  username: string;
  agentAdmin: boolean;
  latestWorkspaceId: string | null;
  sessionId: string;
}

// crypto.hash, one call instead of a Hash object's three: both digests run on every signed call.
export const hashToken = (token: string) => hash('sha256', token);

/** The token travels as `Authorization: Bearer <t>` and/or `Auth-Token: <t>` (core.md §7). */
export function readToken(req: FastifyRequest): string | null {
  const auth = req.headers[Header.AUTHORIZATION];
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) {
    const t = auth.slice(7).trim();
    if (t) return t;
  }
  const alt = req.headers[Header.AUTH_TOKEN];
  return typeof alt === 'string' && alt.trim() ? alt.trim() : null;
}

/** Whether `given` is the signature of (ts, token) under `secret`, compared in constant time. */
function signedWith(given: Buffer, ts: string, token: string, secret: string): boolean {
  const expected = hash('sha256', signaturePayload(ts, token, secret), 'buffer');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks X-Timestamp and X-Signature = hex SHA-256(timestamp + token + secret), under the
 * current secret or, during a rotation, the previous one.
 */
export function verifySignature(req: FastifyRequest, token: string, ctx: AppContext): void {
  const ts = req.headers[Header.TIMESTAMP];
  const sig = req.headers[Header.SIGNATURE];
  if (typeof ts !== 'string' || typeof sig !== 'string' || !/^\d{1,16}$/.test(ts)) {
    throw new AppError(Code.ACCESS_RESTRICTED, Message.BAD_SIGNATURE);
  }
  const given = Buffer.from(sig, 'hex');
  const { signingSecret, previousSigningSecret } = ctx.config;
  if (
    !signedWith(given, ts, token, signingSecret) &&
    !(previousSigningSecret && signedWith(given, ts, token, previousSigningSecret))
  ) {
    throw new AppError(Code.ACCESS_RESTRICTED, Message.BAD_SIGNATURE, {
      reason: RefusalReason.BAD_SIGNATURE,
    });
  }
  if (Math.abs(ctx.now() - Number(ts)) > SIGNATURE_MAX_SKEW_MS) {
    throw new AppError(Code.ACCESS_RESTRICTED, Message.STALE_TIMESTAMP);
  }
}

/**
 * The session and its user by the token's hash, for `reusableQuery`: on every signed call, so
 * compiled once. A hot route may join its own first read onto it (tree/listing-access.ts).
 */
export const sessionLookup = (db: Db, tokenHash: never) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.last_used_at',
      'users.id',
      'users.email',
      'users.username',
      'users.agent_admin',
      'users.latest_workspace_id',
      'users.disabled',
      'users.agent_disabled',
      'users.activated_at',
    ])
    .where('sessions.token_hash', '=', tokenHash);

const sessionByTokenHash = reusableQuery(['tokenHash'], (db, p) => sessionLookup(db, p.tokenHash));

/** A looked-up session and its user: the row `sessionLookup` selects. */
export type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionByTokenHash.first>>>;

export const API_KEY_REFUSED = 'API keys are accepted on the public API only';

/** The token's hash after its signature checks out, or throws 1002 / 1003. */
export function signedTokenHash(req: FastifyRequest, ctx: AppContext): string {
  const token = readToken(req);
  if (!token) throw new AppError(Code.SIGN_IN_REQUIRED, Message.SIGN_IN_REQUIRED);
  // The two surfaces do not mix: a public API key is no session (issue 25).
  if (isApiKeySecret(token)) throw new AppError(Code.SIGN_IN_REQUIRED, API_KEY_REFUSED);
  verifySignature(req, token, ctx);
  return hashToken(token);
}

/** Resolves the signed-in user of a request, or throws 1002 / 1003 / 1014 / 1015. */
export async function authenticate(req: FastifyRequest, ctx: AppContext): Promise<AuthUser> {
  const tokenHash = signedTokenHash(req, ctx);
  return userOfSession(ctx, await sessionByTokenHash.first(ctx.db, { tokenHash }));
}

/** The user of a looked-up session, or throws 1002 / 1014 / 1015: the checks of every signed call. */
export async function userOfSession(
  ctx: AppContext,
  row: SessionRow | undefined,
): Promise<AuthUser> {
  // A suspended account's live token says so (1015) even though its sessions were revoked.
  if (row && isSuspended(row)) {
    throw new AppError(Code.ACCOUNT_SUSPENDED, Message.ACCOUNT_SUSPENDED);
  }
  if (!row || row.revoked_at !== null || row.expires_at <= ctx.now() || row.activated_at === null) {
    throw new AppError(Code.SIGN_IN_REQUIRED, Message.TOKEN_EXPIRED);
  }
  const now = ctx.now();
  const lastUsed = row.last_used_at ?? row.session_created_at;
  if (now - lastUsed >= SESSION_IDLE_TIMEOUT_MS) {
    throw new AppError(Code.SESSION_EXPIRED, Message.SESSION_IDLE);
  }
  // One write per session every few minutes at most, not one per call.
  if (now - lastUsed >= SESSION_TOUCH_INTERVAL_MS) {
    await ctx.db
      .updateTable('sessions')
      .set({ last_used_at: now })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    agentAdmin: row.agent_admin === 1,
    latestWorkspaceId: row.latest_workspace_id,
    sessionId: row.session_id,
  };
}
