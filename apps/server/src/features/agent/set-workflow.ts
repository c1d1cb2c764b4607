import { AgentMessage, Code, type setWorkflowRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { toAgentDetail } from './list-agents';
import { authorizeAgent } from './policy';
import { workflowAddressRefusal } from './workflow/address-guard';

/** POST /agent/set-workflow: the workflow name and the HTTPS address deliveries go to. */
export async function setWorkflow(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof setWorkflowRequest>,
) {
  const agent = await authorizeAgent(ctx, user, input.agent_id);
  // The delivery guard's own rules, so an address every delivery would refuse is not "saved".
  if (await workflowAddressRefusal(input.workflow_address, ctx.config.webhookAllowPrivate)) {
    const message = AgentMessage.WORKFLOW_ADDRESS_PUBLIC;
    throw new AppError(Code.INVALID_INPUT, message, { fields: { workflow_address: message } });
  }
  const changes = {
    workflow: input.workflow,
    workflow_address: input.workflow_address,
    updated_at: ctx.now(),
  };
  await ctx.db.updateTable('agents').set(changes).where('id', '=', agent.id).execute();
  return toAgentDetail({ ...agent, ...changes });
}
