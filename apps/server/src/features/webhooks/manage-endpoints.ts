import {
  Code,
  type createWebhookReply,
  type createWebhookRequest,
  type deleteWebhookRequest,
  type listWebhooksReply,
  type rotateWebhookSecretReply,
  type updateWebhookReply,
  type updateWebhookRequest,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_ROTATION_OVERLAP_MS,
  WebhookMessage,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { workflowAddressRefusal } from '../agent/workflow/address-guard';
import { toWebhookEndpointItem } from './endpoint-item';
import {
  authorizeEndpoint,
  authorizeWebhooks,
  endpointIn,
  type WebhookEndpointRow,
} from './policy';
import { newWebhookSecret } from './signing';

/** The delivery guard's rules, applied when the URL is saved: a URL it would refuse is refused. */
async function checkUrl(ctx: AppContext, url: string) {
  const refusal = await workflowAddressRefusal(
    url,
    ctx.config.webhookAllowPrivate,
    'The webhook URL',
  );
  if (refusal) throw invalidInput(refusal);
}

/** The workspace's endpoints, oldest first (owner and admins only). */
export async function endpointsOf(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
): Promise<WebhookEndpointRow[]> {
  await authorizeWebhooks(ctx, user, workspaceId);
  return ctx.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** POST /webhooks/list */
export async function listEndpoints(
  ctx: AppContext,
  user: AuthUser,
  input: { workspace_id: string },
): Promise<z.output<typeof listWebhooksReply>> {
  return { list: (await endpointsOf(ctx, user, input.workspace_id)).map(toWebhookEndpointItem) };
}

/** POST /webhooks/create, POST /webhooks: a new enabled endpoint; its secret is shown this once. */
export async function createEndpoint(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof createWebhookRequest>,
): Promise<z.output<typeof createWebhookReply>> {
  await authorizeWebhooks(ctx, user, input.workspace_id);
  await checkUrl(ctx, input.url);
  const count = await ctx.db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', input.workspace_id)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= WEBHOOK_ENDPOINTS_MAX)
    throw new AppError(Code.INVALID_INPUT, WebhookMessage.TOO_MANY_ENDPOINTS);
  const secret = newWebhookSecret();
  const now = ctx.now();
  const row = {
    id: `ep_${newId()}`,
    workspace_id: input.workspace_id,
    created_by: user.id,
    url: input.url,
    description: input.description ?? null,
    events: JSON.stringify(input.events),
    enabled: 1,
    disabled_reason: null,
    secret,
    previous_secret: null,
    previous_secret_until: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.insertInto('webhook_endpoints').values(row).execute();
  return { endpoint: toWebhookEndpointItem(row), secret };
}

/**
 * POST /webhooks/update, PATCH /webhooks/{id}: changes the fields given. Enabling an endpoint
 * (also one the server disabled) starts its health afresh.
 */
export async function updateEndpoint(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof updateWebhookRequest>,
): Promise<z.output<typeof updateWebhookReply>> {
  const endpoint = await authorizeEndpoint(ctx, user, input.workspace_id, input.id);
  if (input.url !== undefined && input.url !== endpoint.url) await checkUrl(ctx, input.url);
  const enabling = input.enabled === true && Number(endpoint.enabled) !== 1;
  await ctx.db
    .updateTable('webhook_endpoints')
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: JSON.stringify(input.events) } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.enabled !== undefined
        ? { enabled: input.enabled ? 1 : 0, disabled_reason: null }
        : {}),
      ...(enabling ? { failing_since: null } : {}),
      updated_at: ctx.now(),
    })
    .where('id', '=', endpoint.id)
    .execute();
  return { endpoint: toWebhookEndpointItem(await endpointIn(ctx, input.workspace_id, input.id)) };
}

/** POST /webhooks/delete, DELETE /webhooks/{id}: the endpoint and its delivery log. */
export async function deleteEndpoint(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof deleteWebhookRequest>,
): Promise<Record<string, never>> {
  const endpoint = await authorizeEndpoint(ctx, user, input.workspace_id, input.id);
  // Deliveries waiting for a retry find nothing and end.
  await ctx.db.deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute();
  return {};
}

/**
 * POST /webhooks/rotate-secret: a new secret; the current one becomes the previous, which
 * keeps signing (a second signature) for WEBHOOK_ROTATION_OVERLAP_MS so receivers can switch.
 */
export async function rotateSecret(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof deleteWebhookRequest>,
): Promise<z.output<typeof rotateWebhookSecretReply>> {
  const endpoint = await authorizeEndpoint(ctx, user, input.workspace_id, input.id);
  const secret = newWebhookSecret();
  const now = ctx.now();
  const rotated = await ctx.db
    .updateTable('webhook_endpoints')
    .set({
      secret,
      previous_secret: endpoint.secret,
      previous_secret_until: now + WEBHOOK_ROTATION_OVERLAP_MS,
      updated_at: now,
    })
    .where('id', '=', endpoint.id)
    // Two rotations at once: one wins, the other is told to try again.
    .where('secret', '=', endpoint.secret)
    .executeTakeFirst();
  if (Number(rotated.numUpdatedRows) !== 1)
    throw new AppError(Code.OPERATION_FAILED, 'The secret was rotated meanwhile; try again');
  return { secret };
}
