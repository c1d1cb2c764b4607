import {
  AgentMessage,
  ApiKeyMessage,
  type createApiKeyReply,
  type createApiKeyRequest,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { forbidden, invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { authorizeAgent } from '../agent/policy';
import { apiKeyRows, toApiKeyItem } from './api-key-item';
import { newApiKeySecret } from './api-key-secret';
import { authorizeApiKeys } from './policy';

/**
 * POST /api-keys/create: a key acting in the workspace with the caller's rights there. The reply
 * carries the secret, which is never shown again. `agent` makes an agent key: the caller must be
 * an admin of that agent, and the key may also manage and act for the agent's sub-users.
 */
export async function createApiKey(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof createApiKeyRequest>,
): Promise<z.input<typeof createApiKeyReply>> {
  await authorizeApiKeys(ctx, user, input.workspace_id);
  const now = ctx.now();
  if (input.expires_at !== null && input.expires_at <= now) {
    throw invalidInput(ApiKeyMessage.EXPIRES_AT);
  }
  const agentId = input.agent || input.agent_id ? await keyAgent(ctx, user, input.agent_id) : null;
  const { secret, hash, shownPrefix } = newApiKeySecret();
  const id = `key_${newId()}`;
  await ctx.db
    .insertInto('api_keys')
    .values({
      id,
      workspace_id: input.workspace_id,
      created_by: user.id,
      agent_id: agentId,
      name: input.name,
      scope: input.scope,
      prefix: shownPrefix,
      secret_hash: hash,
      created_at: now,
      expires_at: input.expires_at,
      revoked_at: null,
      last_used_at: null,
      last_used_ip: null,
    })
    .execute();
  const row = await apiKeyRows(ctx).where('api_keys.id', '=', id).executeTakeFirstOrThrow();
  return { key: toApiKeyItem(row), secret };
}

/** The agent an agent key is for: the one named, else the only one the caller administers. */
async function keyAgent(ctx: AppContext, user: AuthUser, agentId: string | null) {
  if (agentId) return (await authorizeAgent(ctx, user, agentId)).id;
  if (!user.agentAdmin) throw forbidden(AgentMessage.NOT_AGENT_ADMIN);
  const agents = await ctx.db
    .selectFrom('agent_admins')
    .select('agent_id')
    .where('user_id', '=', user.id)
    .limit(2)
    .execute();
  if (agents.length === 0) throw forbidden(AgentMessage.NOT_AGENT_ADMIN);
  if (agents.length > 1) throw invalidInput(ApiKeyMessage.AGENT_ID_REQUIRED);
  return (await authorizeAgent(ctx, user, agents[0].agent_id)).id;
}
