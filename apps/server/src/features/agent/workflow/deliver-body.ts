import { type WorkflowDeliveryBody, WorkflowHeader } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { postWebhook, type WebhookOutcome } from './post-webhook';
import { signDelivery } from './sign-delivery';

/** Signs one delivery body with the agent's key and POSTs it to its workflow address. */
export function deliverBody(
  ctx: AppContext,
  target: { address: string; secret: string },
  body: WorkflowDeliveryBody,
): Promise<WebhookOutcome> {
  const text = JSON.stringify(body);
  return postWebhook(
    target.address,
    text,
    {
      [WorkflowHeader.SIGNATURE]: signDelivery(target.secret, text, ctx.now()),
      [WorkflowHeader.EVENT]: body.event,
      [WorkflowHeader.DELIVERY]: body.delivery_id,
    },
    { allowPrivate: ctx.config.webhookAllowPrivate, timeoutMs: ctx.config.webhookTimeoutMs },
  );
}
