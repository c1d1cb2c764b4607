import type { listApiKeysReply, listApiKeysRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { apiKeyRows, toApiKeyItem } from './api-key-item';
import { authorizeApiKeys } from './policy';

/** POST /api-keys/list: every key of the workspace, revoked ones included, newest first. */
export async function listApiKeys(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof listApiKeysRequest>,
): Promise<z.input<typeof listApiKeysReply>> {
  await authorizeApiKeys(ctx, user, input.workspace_id);
  return { list: await workspaceApiKeys(ctx, input.workspace_id) };
}

/** The workspace's keys without a policy check: for the operator's command line. */
export async function workspaceApiKeys(ctx: AppContext, workspaceId: string) {
  const rows = await apiKeyRows(ctx)
    .where('api_keys.workspace_id', '=', workspaceId)
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id', 'asc')
    .execute();
  return rows.map(toApiKeyItem);
}
