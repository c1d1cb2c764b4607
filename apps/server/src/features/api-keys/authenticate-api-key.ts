import { Code, Header, isApiKeySecret } from '@talkreel/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { hashToken, isSuspended } from '../../http/auth';
import { type ApiPrincipal, apiKeySessionId } from './principal';

/** `last_used_at` / `last_used_ip` are written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

export const ApiKeyRefusal = {
  MISSING: 'Send an API key as Authorization: Bearer tr_...',
  NOT_A_KEY: 'Only API keys are accepted here; session tokens of the web app are not',
  UNKNOWN: 'Unknown API key',
  REVOKED: 'This API key was revoked',
  EXPIRED: 'This API key has expired',
  CREATOR_GONE: "This API key's creator no longer has access to its workspace",
} as const;

const refuse = (detail: string) => new AppError(Code.SIGN_IN_REQUIRED, detail);

/** The secret from `Authorization: Bearer <secret>`, or null. */
function bearerOf(req: FastifyRequest): string | null {
  const auth = req.headers[Header.AUTHORIZATION];
  if (typeof auth !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
  return m ? m[1] : null;
}

/**
 * Who is asking on the public API, or a 1002 refusal (401): no key, a session token, an unknown,
 * revoked or expired key, a key whose creator left its workspace or is suspended, or whose
 * workspace is gone (the key row goes with it). Checked on every call, so revoking takes effect
 * on the next one.
 */
export async function authenticateApiKey(
  ctx: AppContext,
  req: FastifyRequest,
): Promise<ApiPrincipal> {
  const secret = bearerOf(req);
  if (!secret) throw refuse(ApiKeyRefusal.MISSING);
  if (!isApiKeySecret(secret)) throw refuse(ApiKeyRefusal.NOT_A_KEY);
  const row = await ctx.db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.created_by')
    .innerJoin('workspaces', 'workspaces.id', 'api_keys.workspace_id')
    .leftJoin('workspace_members', (j) =>
      j
        .onRef('workspace_members.workspace_id', '=', 'api_keys.workspace_id')
        .onRef('workspace_members.user_id', '=', 'api_keys.created_by'),
    )
    .select([
      'api_keys.id as key_id',
      'api_keys.workspace_id',
      'api_keys.agent_id',
      'api_keys.scope',
      'api_keys.expires_at',
      'api_keys.revoked_at',
      'api_keys.last_used_at',
      'api_keys.last_used_ip',
      'users.id as user_id',
      'users.email',
      'users.username',
      'users.agent_admin',
      'users.disabled',
      'users.agent_disabled',
      'users.activated_at',
      'workspace_members.role',
    ])
    .where('api_keys.secret_hash', '=', hashToken(secret))
    .executeTakeFirst();
  if (!row) throw refuse(ApiKeyRefusal.UNKNOWN);
  const now = ctx.now();
  if (row.revoked_at !== null) throw refuse(ApiKeyRefusal.REVOKED);
  if (row.expires_at !== null && row.expires_at <= now) throw refuse(ApiKeyRefusal.EXPIRED);
  if (!row.role || isSuspended(row) || row.activated_at === null) {
    throw refuse(ApiKeyRefusal.CREATOR_GONE);
  }
  const ip = req.ip;
  if (
    row.last_used_at === null ||
    now - row.last_used_at >= TOUCH_INTERVAL_MS ||
    row.last_used_ip !== ip
  ) {
    // One write a minute per key at most, unless the address changed (the list shows it).
    await ctx.db
      .updateTable('api_keys')
      .set({ last_used_at: now, last_used_ip: ip })
      .where('id', '=', row.key_id)
      .execute();
  }
  return {
    keyId: row.key_id,
    scope: row.scope === 'write' ? 'write' : 'read',
    workspaceId: row.workspace_id,
    agentId: row.agent_id,
    onBehalfOf: null,
    user: {
      id: row.user_id,
      email: row.email,
      username: row.username,
      agentAdmin: row.agent_admin === 1,
      latestWorkspaceId: row.workspace_id,
      sessionId: apiKeySessionId(row.key_id),
    },
  };
}
