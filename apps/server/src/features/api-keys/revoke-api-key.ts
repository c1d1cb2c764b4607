import { ApiKeyMessage, type revokeApiKeyRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { authorizeApiKeys } from './policy';

/**
 * POST /api-keys/revoke. Authentication reads `revoked_at` on every call, so the key's next call
 * is refused. Revoking a revoked key again keeps its first time; another workspace's key is 1004.
 */
export async function revokeApiKey(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof revokeApiKeyRequest>,
): Promise<Record<string, never>> {
  await authorizeApiKeys(ctx, user, input.workspace_id);
  await markRevoked(ctx, input.id, input.workspace_id);
  return {};
}

/** Revokes key `id` (of `workspaceId`, when given), or throws 1004. */
export async function markRevoked(
  ctx: AppContext,
  id: string,
  workspaceId?: string,
): Promise<void> {
  let key = ctx.db.selectFrom('api_keys').select('id').where('id', '=', id);
  if (workspaceId) key = key.where('workspace_id', '=', workspaceId);
  if (!(await key.executeTakeFirst())) throw notFound(ApiKeyMessage.KEY_NOT_FOUND);
  await ctx.db
    .updateTable('api_keys')
    .set({ revoked_at: ctx.now() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
