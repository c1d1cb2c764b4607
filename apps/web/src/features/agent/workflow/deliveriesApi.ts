import { workflowDeliveriesReply, workflowTestDeliveryReply } from '@talkreel/contract';
import { callApi } from '../../../api/client';

/** The last deliveries to the workflow address and the key that signs them. */
export const listDeliveries = (agentId: string) =>
  callApi('/agent/workflow/deliveries', {
    method: 'POST',
    body: { agent_id: agentId },
    reply: workflowDeliveriesReply,
  });

/** Sends the sample delivery now; the reply is its outcome. */
export const sendTestDelivery = (agentId: string) =>
  callApi('/agent/workflow/test-delivery', {
    method: 'POST',
    body: { agent_id: agentId },
    reply: workflowTestDeliveryReply,
    // The receiver may take up to its own timeout to answer.
    timeoutMs: 30_000,
  });
