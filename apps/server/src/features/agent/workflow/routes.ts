import {
  workflowAgentInput,
  workflowDeliveriesReply,
  workflowTestDeliveryReply,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../../http/route';
import { listDeliveries } from './list-deliveries';
import { sendTestDelivery } from './send-test-delivery';

const tag = 'agent';

export const agentWorkflowRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/agent/workflow/deliveries',
    tag,
    summary: "The agent's last workflow deliveries and the key that signs them",
    input: workflowAgentInput,
    reply: workflowDeliveriesReply,
    handler: ({ ctx, user, input }) => listDeliveries(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/workflow/test-delivery',
    tag,
    summary: 'Sends a signed sample delivery to the workflow address now and returns its outcome',
    input: workflowAgentInput,
    reply: workflowTestDeliveryReply,
    handler: ({ ctx, user, input }) => sendTestDelivery(ctx, user, input),
  }),
];
