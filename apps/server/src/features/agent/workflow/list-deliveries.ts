import { WORKFLOW_DELIVERY_LIST_SIZE, type workflowDeliveriesReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { AuthUser } from '../../../http/auth';
import { authorizeAgent } from '../policy';
import { toWorkflowDelivery } from './delivery-item';
import { workflowStateOf } from './workflow-state';

/** POST /agent/workflow/deliveries: the agent's last deliveries and its signing key. */
export async function listDeliveries(
  ctx: AppContext,
  user: AuthUser,
  input: { agent_id: string },
): Promise<z.input<typeof workflowDeliveriesReply>> {
  const agent = await authorizeAgent(ctx, user, input.agent_id);
  const [state, rows] = await Promise.all([
    workflowStateOf(ctx, agent.id),
    ctx.db
      .selectFrom('agent_workflow_deliveries')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(WORKFLOW_DELIVERY_LIST_SIZE)
      .execute(),
  ]);
  return { signing_secret: state.signing_secret, deliveries: rows.map(toWorkflowDelivery) };
}
