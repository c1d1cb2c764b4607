import { WebhookMessage } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { WebhookEndpointsTable } from '../../ports/db/schema';
import { authorizeWorkspace } from '../workspaces/policy';

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

/**
 * Only a workspace's owner and admins manage its webhooks (members: 1003); an outsider gets the
 * workspace refusal every workspace-scoped call gives.
 */
export async function authorizeWebhooks(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
): Promise<void> {
  await authorizeWorkspace(ctx, user, 'manage', workspaceId);
}

/** One of the workspace's endpoints; another workspace's (or none) is not found. */
export async function endpointIn(
  ctx: AppContext,
  workspaceId: string,
  endpointId: string,
): Promise<WebhookEndpointRow> {
  const row = await ctx.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound(WebhookMessage.ENDPOINT_NOT_FOUND);
  return row;
}

/** authorizeWebhooks, then the endpoint. */
export async function authorizeEndpoint(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
  endpointId: string,
): Promise<WebhookEndpointRow> {
  await authorizeWebhooks(ctx, user, workspaceId);
  return endpointIn(ctx, workspaceId, endpointId);
}
