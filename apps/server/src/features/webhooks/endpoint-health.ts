import { WEBHOOK_DISABLE_AFTER_MS, WebhookDisabledReason } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { renderMail } from '../../mail/templates';
import { isOwnerRole } from '../workspaces/policy';

/**
 * Keeps an endpoint's health after an attempt: a success clears its failing streak; a failure
 * starts one, and a streak of WEBHOOK_DISABLE_AFTER_MS disables the endpoint (once, whichever
 * worker gets there) and mails the person who made it, or the workspace's owner.
 */
export async function recordEndpointHealth(
  ctx: AppContext,
  endpointId: string,
  ok: boolean,
  at: number,
): Promise<void> {
  if (ok) {
    await ctx.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', '=', endpointId)
      .where('failing_since', 'is not', null)
      .execute();
    return;
  }
  await ctx.db
    .updateTable('webhook_endpoints')
    .set({ failing_since: at })
    .where('id', '=', endpointId)
    .where('failing_since', 'is', null)
    .execute();
  const disabled = await ctx.db
    .updateTable('webhook_endpoints')
    .set({ enabled: 0, disabled_reason: WebhookDisabledReason.FAILING, updated_at: at })
    .where('id', '=', endpointId)
    .where('enabled', '=', 1)
    .where('failing_since', '<=', at - WEBHOOK_DISABLE_AFTER_MS)
    .executeTakeFirst();
  if (Number(disabled.numUpdatedRows) !== 1) return;
  ctx.log.warn({ endpoint_id: endpointId }, 'webhook endpoint disabled: failing for 3 days');
  try {
    await mailDisabled(ctx, endpointId);
  } catch (err) {
    // The endpoint stays disabled either way; the settings screen says so.
    ctx.log.error({ err, endpoint_id: endpointId }, 'webhook disabled e-mail not sent');
  }
}

async function mailDisabled(ctx: AppContext, endpointId: string) {
  const endpoint = await ctx.db
    .selectFrom('webhook_endpoints as e')
    .innerJoin('workspaces as w', 'w.id', 'e.workspace_id')
    .select(['e.url', 'e.created_by', 'e.workspace_id', 'w.name as workspace'])
    .where('e.id', '=', endpointId)
    .executeTakeFirst();
  if (!endpoint) return;
  const managers = await ctx.db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'm.role'])
    .where('m.workspace_id', '=', endpoint.workspace_id)
    .execute();
  // Its maker while they still manage the workspace's webhooks, else the owner.
  const to =
    managers.find((m) => m.id === endpoint.created_by && isOwnerRole(m.role)) ??
    managers.find((m) => m.role === 'owner');
  if (!to) return;
  await ctx.mailer.send(
    renderMail('webhookDisabled', ctx.lang ?? 'en', to.email, {
      workspace: endpoint.workspace,
      endpoint: endpoint.url,
      link: `${ctx.config.publicUrl}/settings/webhooks/`,
    }),
  );
}
